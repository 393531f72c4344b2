extension TypographyToken {
  /// The Dynamic Type text styles (the names match `SwiftUI.Font.TextStyle`); the raw value is the
  /// spelling used in `tokens.json`.
  ///
  /// ```swift
  /// TypographyToken.TextStyle(rawValue: "callout") // .callout
  /// ```
  public enum TextStyle: String, Sendable, Hashable, CaseIterable {
    /// Large title (34 pt at Large).
    ///
    /// ```swift
    /// TypographyToken.largeTitle.textStyle == .largeTitle
    /// ```
    case largeTitle
    /// Title 1 (28 pt).
    ///
    /// ```swift
    /// TypographyToken.title.textStyle == .title
    /// ```
    case title
    /// Title 2 (22 pt).
    ///
    /// ```swift
    /// TypographyToken.TextStyle.title2
    /// ```
    case title2
    /// Title 3 (20 pt).
    ///
    /// ```swift
    /// TypographyToken.TextStyle.title3
    /// ```
    case title3
    /// Headline (17 pt semibold).
    ///
    /// ```swift
    /// TypographyToken.headline.textStyle == .headline
    /// ```
    case headline
    /// Subheadline (15 pt).
    ///
    /// ```swift
    /// TypographyToken.TextStyle.subheadline
    /// ```
    case subheadline
    /// Body (17 pt).
    ///
    /// ```swift
    /// TypographyToken.body.textStyle == .body
    /// ```
    case body
    /// Callout (16 pt).
    ///
    /// ```swift
    /// TypographyToken.callout.textStyle == .callout
    /// ```
    case callout
    /// Footnote (13 pt).
    ///
    /// ```swift
    /// TypographyToken.footnote.textStyle == .footnote
    /// ```
    case footnote
    /// Caption 1 (12 pt).
    ///
    /// ```swift
    /// TypographyToken.caption.textStyle == .caption
    /// ```
    case caption
    /// Caption 2 (11 pt).
    ///
    /// ```swift
    /// TypographyToken.TextStyle.caption2
    /// ```
    case caption2
  }
}
