/// One step of the type scale: size, weight and line height at the default Dynamic Type size
/// (Large), and the Dynamic Type text style it scales with. Instances (`.body`, `.headline`, …) are
/// generated into `Generated/TypographyTokens.swift`.
///
/// ```swift
/// let body = TypographyToken.body
/// (body.size, body.lineHeight, body.textStyle) // (17, 22, .body)
/// ```
public struct TypographyToken: Sendable, Hashable {
  /// The token's key in `tokens.json` (`typography.<name>`).
  ///
  /// ```swift
  /// TypographyToken.largeTitle.name // "largeTitle"
  /// ```
  public let name: String

  /// Point size at the default Dynamic Type size.
  ///
  /// ```swift
  /// TypographyToken.footnote.size // 13
  /// ```
  public let size: Double

  /// Font weight.
  ///
  /// ```swift
  /// TypographyToken.headline.weight // .semibold
  /// ```
  public let weight: FontWeight

  /// Line height in points at the default size; scale it with the text style.
  ///
  /// ```swift
  /// TypographyToken.body.lineHeight // 22
  /// ```
  public let lineHeight: Double

  /// The Dynamic Type style whose scaling this token follows.
  ///
  /// ```swift
  /// TypographyToken.caption.textStyle // .caption
  /// ```
  public let textStyle: TextStyle

  /// A token from its values; generated code calls this.
  ///
  /// ```swift
  /// let hero = TypographyToken(name: "hero", size: 40, weight: .heavy, lineHeight: 48, textStyle: .largeTitle)
  /// ```
  public init(name: String, size: Double, weight: FontWeight, lineHeight: Double, textStyle: TextStyle) {
    self.name = name
    self.size = size
    self.weight = weight
    self.lineHeight = lineHeight
    self.textStyle = textStyle
  }
}
