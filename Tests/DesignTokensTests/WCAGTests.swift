import DesignTokens
import Foundation
import Testing

@Suite("WCAG contrast formula")
struct WCAGTests {
  @Test func blackOnWhiteIs21To1() {
    #expect(WCAG.contrastRatio(RGBAColor(hex: 0x000000), RGBAColor(hex: 0xFFFFFF)) == 21)
    #expect(WCAG.relativeLuminance(RGBAColor(hex: 0xFFFFFF)) == 1)
    #expect(WCAG.relativeLuminance(RGBAColor(hex: 0x000000)) == 0)
  }

  @Test func identicalColorsAre1To1AndOrderDoesNotMatter() {
    let a = RGBAColor(hex: 0x2563EB)
    let b = RGBAColor(hex: 0xF1F5F9)
    #expect(WCAG.contrastRatio(a, a) == 1)
    #expect(WCAG.contrastRatio(a, b) == WCAG.contrastRatio(b, a))
  }

  // Published reference values (WebAIM's checker and the WCAG understanding documents round to
  // two decimals).
  @Test(
    arguments: [
      (0x777777, 0xFFFFFF, 4.48),  // the classic "just fails AA" gray
      (0x767676, 0xFFFFFF, 4.54),  // the lightest gray that passes on white
      (0x595959, 0xFFFFFF, 7.00),  // AAA on white
      (0x0000FF, 0xFFFFFF, 8.59),
      (0xFF0000, 0xFFFFFF, 4.00),
      (0x00FF00, 0x000000, 15.30),
    ] as [(UInt32, UInt32, Double)])
  func knownVectors(foreground: UInt32, background: UInt32, expected: Double) {
    let ratio = WCAG.contrastRatio(RGBAColor(hex: foreground), RGBAColor(hex: background))
    #expect(abs(ratio - expected) < 0.005, "\(ratio)")
  }

  @Test func theWCAGTextThresholdGivesTheSameLinearizationForEvery8BitValue() {
    // WCAG 2.x prints 0.03928, the sRGB standard 0.04045; no 8-bit value lies between them.
    for value in 0...255 {
      let channel = Double(value) / 255
      let wcagText = channel <= 0.03928 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
      #expect(WCAG.linearize(channel) == wcagText, "channel \(value)")
    }
  }

  @Test func luminanceIsMonotonicAlongTheGrayRamp() {
    let grays = (0...255).map { WCAG.relativeLuminance(RGBAColor(hex: UInt32($0) * 0x010101)) }
    #expect(zip(grays, grays.dropFirst()).allSatisfy { $0 < $1 })
  }
}
