import Foundation

/// WCAG 2.x contrast: relative luminance and contrast ratio, per the definitions in WCAG 2.2
/// ("relative luminance", "contrast ratio") and success criteria 1.4.3 / 1.4.11.
///
/// Linearization uses the sRGB standard's threshold, 0.04045 (IEC 61966-2-1). The WCAG 2.x text
/// still prints 0.03928, from an older sRGB draft; no 8-bit channel value lies between the two
/// (10/255 ≈ 0.0392 is below both, 11/255 ≈ 0.0431 above both), so for 8-bit colors — every token —
/// both give identical results. A test checks all 256 channel values.
public enum WCAG {
  /// Channel values at or below this are linear (`c / 12.92`); above, the 2.4-power curve applies.
  public static let linearizationThreshold = 0.04045

  /// Minimum ratio for normal text (SC 1.4.3, level AA).
  public static let minimumTextRatio = 4.5

  /// Minimum ratio for large text (18 pt, or 14 pt bold, and up; SC 1.4.3) and for meaningful
  /// non-text graphics (SC 1.4.11).
  public static let minimumLargeTextRatio = 3.0

  /// Converts one gamma-encoded sRGB channel (`0...1`) to linear light.
  public static func linearize(_ channel: Double) -> Double {
    channel <= linearizationThreshold ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
  }

  /// Relative luminance, `0` (black) … `1` (white): `0.2126 R + 0.7152 G + 0.0722 B` of the
  /// linearized channels. Alpha is ignored: composite a translucent color over its backdrop first
  /// (`RGBAColor.composited(over:)`).
  public static func relativeLuminance(_ color: RGBAColor) -> Double {
    0.2126 * linearize(color.red) + 0.7152 * linearize(color.green) + 0.0722 * linearize(color.blue)
  }

  /// `(L1 + 0.05) / (L2 + 0.05)` with `L1` the lighter luminance, `1...21`; the argument order does
  /// not matter. Not rounded: 4.499 fails 4.5, as the criterion's "at least" says.
  public static func contrastRatio(_ first: RGBAColor, _ second: RGBAColor) -> Double {
    let a = relativeLuminance(first)
    let b = relativeLuminance(second)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }
}
