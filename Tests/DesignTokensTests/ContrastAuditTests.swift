import DesignTokens
import Testing

@Suite("Contrast audit")
struct ContrastAuditTests {
  @Test(arguments: ColorMode.allCases)
  func everyDeclaredPairIsReadable(in mode: ColorMode) {
    let findings = ContrastAudit.run(modes: [mode])
    #expect(findings.count == ContrastPair.all.count)
    for finding in findings {
      #expect(finding.passes, "\(finding)")
    }
  }

  @Test(arguments: [ColorMode.lightHighContrast, .darkHighContrast])
  func highContrastModesReachAAAForText(in mode: ColorMode) {
    // Increase Contrast should be a visible step up: normal text reaches AAA (7:1) there.
    for finding in ContrastAudit.run(modes: [mode]) where finding.pair.kind == .text {
      #expect(finding.ratio >= 7, "\(finding)")
    }
  }

  @Test func thePairsCoverTheTokensTheyMust() {
    let declared = Set(ContrastPair.all.map { "\($0.foreground.name)/\($0.background.name)" })
    for required in [
      "textPrimary/background", "textSecondary/surface", "textOnAccent/accent", "textOnAccent/danger",
      "danger/background", "meterLow/surface", "meterMid/surface", "meterHigh/surface", "recording/background",
    ] {
      #expect(declared.contains(required), "\(required) is not audited")
    }
    #expect(ContrastPair.all.contains { $0.isLargeText })
  }

  @Test func kindsRequireTheWCAGMinimums() {
    #expect(ContrastPair.Kind.text.minimumRatio == 4.5)
    #expect(ContrastPair.Kind.largeText.minimumRatio == 3)
    #expect(ContrastPair.Kind.graphic.minimumRatio == 3)
  }

  @Test func aFailingPairIsReportedWithItsNumbers() {
    let gray = ColorToken(
      name: "gray", light: RGBAColor(hex: 0x777777), dark: RGBAColor(hex: 0x777777),
      lightHighContrast: RGBAColor(hex: 0x777777), darkHighContrast: RGBAColor(hex: 0x777777))
    let white = ColorToken(
      name: "white", light: RGBAColor(hex: 0xFFFFFF), dark: RGBAColor(hex: 0xFFFFFF),
      lightHighContrast: RGBAColor(hex: 0xFFFFFF), darkHighContrast: RGBAColor(hex: 0xFFFFFF))
    let text = ContrastPair(name: "grayOnWhite", foreground: gray, background: white, kind: .text)
    let large = ContrastPair(name: "grayLargeOnWhite", foreground: gray, background: white, kind: .largeText)
    let finding = ContrastAudit.run([text], modes: [.light])[0]
    #expect(!finding.passes)
    #expect(finding.description == "grayOnWhite in light: 4.47:1, needs 4.50:1 (gray #777777 on white #FFFFFF)")
    #expect(large.passes(in: .light))
  }
}
