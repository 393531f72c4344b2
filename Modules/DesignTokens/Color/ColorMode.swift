/// One of the four appearances every semantic color defines a value for; the case names are the
/// keys used in `tokens.json`.
///
/// Not called `ColorScheme`: an app that imports SwiftUI and DesignTokens would find that name
/// ambiguous in every file.
///
/// ```swift
/// let mode = ColorMode(isDark: true, contrast: .standard)
/// ColorToken.accent.resolved(in: mode).hexString // "#60A5FA"
/// ```
public enum ColorMode: String, Sendable, Hashable, CaseIterable {
  /// Light appearance, standard contrast.
  ///
  /// ```swift
  /// ColorToken.background.resolved(in: .light)
  /// ```
  case light

  /// Dark appearance, standard contrast.
  ///
  /// ```swift
  /// ColorToken.background.resolved(in: .dark)
  /// ```
  case dark

  /// Light appearance with Increase Contrast on.
  ///
  /// ```swift
  /// ColorToken.textSecondary.resolved(in: .lightHighContrast)
  /// ```
  case lightHighContrast

  /// Dark appearance with Increase Contrast on.
  ///
  /// ```swift
  /// ColorToken.textSecondary.resolved(in: .darkHighContrast)
  /// ```
  case darkHighContrast

  /// The mode for a scheme and a contrast setting.
  ///
  /// ```swift
  /// ColorMode(isDark: false, contrast: .high) // .lightHighContrast
  /// ```
  public init(isDark: Bool, contrast: ContrastMode = .standard) {
    switch (isDark, contrast) {
    case (false, .standard): self = .light
    case (true, .standard): self = .dark
    case (false, .high): self = .lightHighContrast
    case (true, .high): self = .darkHighContrast
    }
  }

  /// Whether this is one of the two dark modes.
  ///
  /// ```swift
  /// ColorMode.darkHighContrast.isDark // true
  /// ```
  public var isDark: Bool { self == .dark || self == .darkHighContrast }

  /// The contrast setting of this mode.
  ///
  /// ```swift
  /// ColorMode.lightHighContrast.contrast // .high
  /// ```
  public var contrast: ContrastMode {
    self == .lightHighContrast || self == .darkHighContrast ? .high : .standard
  }
}
