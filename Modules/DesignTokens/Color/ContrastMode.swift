/// Whether the person asked for more contrast (iOS "Increase Contrast", macOS "Increase contrast").
///
/// ```swift
/// let mode = ColorMode(isDark: true, contrast: .high) // .darkHighContrast
/// ```
public enum ContrastMode: String, Sendable, Hashable, CaseIterable {
  /// The standard palette.
  ///
  /// ```swift
  /// ColorMode(isDark: false, contrast: .standard) // .light
  /// ```
  case standard

  /// The high-contrast palette.
  ///
  /// ```swift
  /// ColorMode(isDark: false, contrast: .high) // .lightHighContrast
  /// ```
  case high
}
