/// A color as gamma-encoded sRGB components in `0...1`, the space tokens are written in and the
/// one WCAG's contrast formula expects. Platform colors (`SwiftUI.Color`, ANSI escapes) are made
/// from it at the edges, so token values and the audit never depend on a UI framework.
public struct RGBAColor: Sendable, Hashable {
  /// Red, `0...1`, gamma-encoded sRGB.
  public var red: Double

  /// Green, `0...1`, gamma-encoded sRGB.
  public var green: Double

  /// Blue, `0...1`, gamma-encoded sRGB.
  public var blue: Double

  /// Opacity, `0...1`; semantic colors are opaque (token-gen refuses translucent colors in
  /// contrast pairs, whose ratio would depend on what lies beneath).
  public var alpha: Double

  /// Components as given; values outside `0...1` are clamped so every color stays printable.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = Self.clamp(red)
    self.green = Self.clamp(green)
    self.blue = Self.clamp(blue)
    self.alpha = Self.clamp(alpha)
  }

  /// An opaque color from `0xRRGGBB`, the form generated code uses.
  public init(hex: UInt32) {
    self.init(hexRGBA: (hex & 0xFF_FFFF) << 8 | 0xFF)
  }

  /// A color from `0xRRGGBBAA`.
  public init(hexRGBA: UInt32) {
    self.init(
      red: Double(hexRGBA >> 24 & 0xFF) / 255,
      green: Double(hexRGBA >> 16 & 0xFF) / 255,
      blue: Double(hexRGBA >> 8 & 0xFF) / 255,
      alpha: Double(hexRGBA & 0xFF) / 255)
  }

  // NaN becomes 0 rather than poisoning every later computation.
  private static func clamp(_ value: Double) -> Double {
    value.isNaN ? 0 : min(1, max(0, value))
  }
}
