/// One step of the type scale: size, weight and line height at the default Dynamic Type size
/// (Large), and the Dynamic Type text style it scales with. Instances (`.body`, `.headline`, …) are
/// generated into `Generated/TypographyTokens.swift`.
public struct TypographyToken: Sendable, Hashable {
  /// The token's key in `tokens.json` (`typography.<name>`).
  public let name: String

  /// Point size at the default Dynamic Type size.
  public let size: Double

  /// Font weight.
  public let weight: FontWeight

  /// Line height in points at the default size; scale it with the text style.
  public let lineHeight: Double

  /// The Dynamic Type style whose scaling this token follows.
  public let textStyle: TextStyle

  /// A token from its values; generated code calls this.
  public init(name: String, size: Double, weight: FontWeight, lineHeight: Double, textStyle: TextStyle) {
    self.name = name
    self.size = size
    self.weight = weight
    self.lineHeight = lineHeight
    self.textStyle = textStyle
  }
}
