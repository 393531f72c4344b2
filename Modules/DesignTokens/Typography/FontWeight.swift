/// Font weights a typography token may use; the raw value is the spelling in `tokens.json`.
///
/// ```swift
/// FontWeight(rawValue: "semibold") // .semibold
/// ```
public enum FontWeight: String, Sendable, Hashable, CaseIterable {
  /// Ultra light (100).
  ///
  /// ```swift
  /// FontWeight.ultraLight.rawValue // "ultraLight"
  /// ```
  case ultraLight
  /// Thin (200).
  ///
  /// ```swift
  /// FontWeight.thin
  /// ```
  case thin
  /// Light (300).
  ///
  /// ```swift
  /// FontWeight.light
  /// ```
  case light
  /// Regular (400).
  ///
  /// ```swift
  /// TypographyToken.body.weight == .regular
  /// ```
  case regular
  /// Medium (500).
  ///
  /// ```swift
  /// FontWeight.medium
  /// ```
  case medium
  /// Semibold (600).
  ///
  /// ```swift
  /// TypographyToken.headline.weight == .semibold
  /// ```
  case semibold
  /// Bold (700).
  ///
  /// ```swift
  /// TypographyToken.largeTitle.weight == .bold
  /// ```
  case bold
  /// Heavy (800).
  ///
  /// ```swift
  /// FontWeight.heavy
  /// ```
  case heavy
  /// Black (900).
  ///
  /// ```swift
  /// FontWeight.black
  /// ```
  case black
}
