/// Whether the person asked for more contrast (iOS "Increase Contrast", macOS "Increase contrast").
public enum ContrastMode: String, Sendable, Hashable, CaseIterable {
  /// The standard palette.
  case standard

  /// The high-contrast palette.
  case high
}
