/// One of the four appearances every semantic color defines a value for; the case names are the
/// keys used in `tokens.json`.
///
/// Not called `ColorScheme`: an app that imports SwiftUI and DesignTokens would find that name
/// ambiguous in every file.
public enum ColorMode: String, Sendable, Hashable, CaseIterable {
  /// Light appearance, standard contrast.
  case light

  /// Dark appearance, standard contrast.
  case dark

  /// Light appearance with Increase Contrast on.
  case lightHighContrast

  /// Dark appearance with Increase Contrast on.
  case darkHighContrast

  /// The mode for a scheme and a contrast setting.
  public init(isDark: Bool, contrast: ContrastMode = .standard) {
    switch (isDark, contrast) {
    case (false, .standard): self = .light
    case (true, .standard): self = .dark
    case (false, .high): self = .lightHighContrast
    case (true, .high): self = .darkHighContrast
    }
  }

  /// Whether this is one of the two dark modes.
  public var isDark: Bool { self == .dark || self == .darkHighContrast }

  /// The contrast setting of this mode.
  public var contrast: ContrastMode {
    self == .lightHighContrast || self == .darkHighContrast ? .high : .standard
  }
}
