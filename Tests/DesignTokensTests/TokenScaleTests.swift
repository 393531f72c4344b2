import DesignTokens
import Testing

@Suite("Token scales and modes")
struct TokenScaleTests {
  @Test func spacingIsOnThe4PointGridAndIncreasing() {
    #expect(Spacing.all.map(\.points) == [4, 8, 12, 16, 24, 32, 48])
    #expect(Spacing.all.map(\.name) == ["xxs", "xs", "s", "m", "l", "xl", "xxl"])
    #expect(Spacing.all.allSatisfy { $0.points.truncatingRemainder(dividingBy: 4) == 0 })
    #expect(Spacing.all == Spacing.all.sorted())
  }

  @Test func radiiAndElevationsAreOrdered() {
    #expect(Radius.all.map(\.name) == ["s", "m", "l", "pill"])
    #expect(Elevation.all.map(\.name) == ["flat", "low", "medium", "high"])
    #expect(Elevation.all.allSatisfy { (0...1).contains($0.opacity) })
  }

  @Test func motionHasReduceMotionVariants() {
    #expect(Motion.fast.duration(reduceMotion: false) == .milliseconds(150))
    #expect(Motion.fast.duration(reduceMotion: true) == .zero)
    #expect(Motion.fast.isInstantWhenReduced)
    #expect(Motion.normal.duration(reduceMotion: true) == .milliseconds(150))
    #expect(Motion.slow.seconds(reduceMotion: false) == 0.4)
    for motion in Motion.all {
      #expect(motion.duration(reduceMotion: true) <= motion.duration(reduceMotion: false))
    }
  }

  @Test func typographyMapsToDynamicTypeStyles() {
    #expect(
      TypographyToken.all.map(\.name) == ["largeTitle", "title", "body", "headline", "callout", "footnote", "caption"])
    #expect(TypographyToken.body.textStyle == .body && TypographyToken.body.size == 17)
    #expect(TypographyToken.headline.weight == .semibold)
    for token in TypographyToken.all {
      #expect(token.lineHeight >= token.size, "\(token.name)")
      #expect(token.textStyle.rawValue == token.name, "\(token.name) should follow its namesake text style")
    }
  }

  @Test func colorModesComposeFromSchemeAndContrast() {
    #expect(ColorMode(isDark: false) == .light)
    #expect(ColorMode(isDark: true) == .dark)
    #expect(ColorMode(isDark: false, contrast: .high) == .lightHighContrast)
    #expect(ColorMode(isDark: true, contrast: .high) == .darkHighContrast)
    for mode in ColorMode.allCases { #expect(ColorMode(isDark: mode.isDark, contrast: mode.contrast) == mode) }
    #expect(ColorToken.accent.resolved(isDark: true, contrast: .standard) == RGBAColor(hex: 0x60A5FA))
  }

  @Test func theSemanticColorSetIsComplete() {
    let names = Set(ColorToken.all.map(\.name))
    #expect(
      names == [
        "background", "surface", "surfaceRaised", "textPrimary", "textSecondary", "textOnAccent", "accent",
        "accentPressed", "success", "warning", "danger", "border", "focus", "meterLow", "meterMid", "meterHigh",
        "recording",
      ])
    for token in ColorToken.all {
      for mode in ColorMode.allCases { #expect(token.resolved(in: mode).alpha == 1, "\(token.name) \(mode)") }
    }
  }
}
