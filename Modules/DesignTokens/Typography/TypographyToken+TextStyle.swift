extension TypographyToken {
  /// The Dynamic Type text styles (the names match `SwiftUI.Font.TextStyle`); the raw value is the
  /// spelling used in `tokens.json`.
  public enum TextStyle: String, Sendable, Hashable, CaseIterable {
    /// Large title (34 pt at Large).
    case largeTitle
    /// Title 1 (28 pt).
    case title
    /// Title 2 (22 pt).
    case title2
    /// Title 3 (20 pt).
    case title3
    /// Headline (17 pt semibold).
    case headline
    /// Subheadline (15 pt).
    case subheadline
    /// Body (17 pt).
    case body
    /// Callout (16 pt).
    case callout
    /// Footnote (13 pt).
    case footnote
    /// Caption 1 (12 pt).
    case caption
    /// Caption 2 (11 pt).
    case caption2
  }
}
