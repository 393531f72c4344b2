/// A semantic color: one value per `ColorMode`. The instances (`.accent`, `.textPrimary`, …) are
/// generated from `tokens.json` into `Generated/ColorTokens.swift`; views and the terminal theme
/// only ever name these, never palette swatches.
///
/// ```swift
/// let color = ColorToken.accent.resolved(in: .dark) // RGBAColor(hex: 0x60A5FA)
/// ```
public struct ColorToken: Sendable, Hashable {
  /// The token's key in `tokens.json` (`color.<name>`).
  ///
  /// ```swift
  /// ColorToken.accentPressed.name // "accentPressed"
  /// ```
  public let name: String

  /// The value in `.light`.
  ///
  /// ```swift
  /// ColorToken.background.light.hexString // "#FFFFFF"
  /// ```
  public let light: RGBAColor

  /// The value in `.dark`.
  ///
  /// ```swift
  /// ColorToken.background.dark.hexString
  /// ```
  public let dark: RGBAColor

  /// The value in `.lightHighContrast`.
  ///
  /// ```swift
  /// ColorToken.textPrimary.lightHighContrast.hexString // "#000000"
  /// ```
  public let lightHighContrast: RGBAColor

  /// The value in `.darkHighContrast`.
  ///
  /// ```swift
  /// ColorToken.textPrimary.darkHighContrast.hexString // "#FFFFFF"
  /// ```
  public let darkHighContrast: RGBAColor

  /// A token from its four values; generated code calls this, apps normally do not.
  ///
  /// ```swift
  /// let ink = ColorToken(name: "ink", light: .init(hex: 0x000000), dark: .init(hex: 0xFFFFFF),
  ///                      lightHighContrast: .init(hex: 0x000000), darkHighContrast: .init(hex: 0xFFFFFF))
  /// ```
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
  ///
  /// ```swift
  /// ColorToken.danger.resolved(in: ColorMode(isDark: true, contrast: .high))
  /// ```
  public func resolved(in mode: ColorMode) -> RGBAColor {
    switch mode {
    case .light: light
    case .dark: dark
    case .lightHighContrast: lightHighContrast
    case .darkHighContrast: darkHighContrast
    }
  }

  /// The value for a scheme and contrast setting, without building a `ColorMode` first.
  ///
  /// ```swift
  /// ColorToken.accent.resolved(isDark: false, contrast: .high).hexString // "#1E40AF"
  /// ```
  public func resolved(isDark: Bool, contrast: ContrastMode) -> RGBAColor {
    resolved(in: ColorMode(isDark: isDark, contrast: contrast))
  }
}
