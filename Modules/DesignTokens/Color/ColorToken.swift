/// A semantic color: one value per `ColorMode`. The instances (`.accent`, `.textPrimary`, …) are
/// generated from `tokens.json` into `Generated/ColorTokens.swift`; views and the terminal theme
/// only ever name these, never palette swatches.
public struct ColorToken: Sendable, Hashable {
  /// The token's key in `tokens.json` (`color.<name>`).
  public let name: String

  /// The value in `.light`.
  public let light: RGBAColor

  /// The value in `.dark`.
  public let dark: RGBAColor

  /// The value in `.lightHighContrast`.
  public let lightHighContrast: RGBAColor

  /// The value in `.darkHighContrast`.
  public let darkHighContrast: RGBAColor

  /// A token from its four values; generated code calls this, apps normally do not.
  public init(
    name: String, light: RGBAColor, dark: RGBAColor, lightHighContrast: RGBAColor, darkHighContrast: RGBAColor
  ) {
    self.name = name
    self.light = light
    self.dark = dark
    self.lightHighContrast = lightHighContrast
    self.darkHighContrast = darkHighContrast
  }

  /// The value for a mode.
  public func resolved(in mode: ColorMode) -> RGBAColor {
    switch mode {
    case .light: light
    case .dark: dark
    case .lightHighContrast: lightHighContrast
    case .darkHighContrast: darkHighContrast
    }
  }

  /// The value for a scheme and contrast setting, without building a `ColorMode` first.
  public func resolved(isDark: Bool, contrast: ContrastMode) -> RGBAColor {
    resolved(in: ColorMode(isDark: isDark, contrast: contrast))
  }
}
