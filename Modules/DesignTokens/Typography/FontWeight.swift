/// Font weights a typography token may use; the raw value is the spelling in `tokens.json`.
public enum FontWeight: String, Sendable, Hashable, CaseIterable {
  /// Ultra light (100).
  case ultraLight
  /// Thin (200).
  case thin
  /// Light (300).
  case light
  /// Regular (400).
  case regular
  /// Medium (500).
  case medium
  /// Semibold (600).
  case semibold
  /// Bold (700).
  case bold
  /// Heavy (800).
  case heavy
  /// Black (900).
  case black
}
