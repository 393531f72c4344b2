/// Whether the terminal's background is light or dark, which picks the `.light` or `.dark` token
/// values.
public enum TerminalBackground: String, Sendable, Hashable, CaseIterable {
  /// A light background: dark text.
  case light
  /// A dark background: light text. The default when nothing says otherwise, as most terminals are.
  case dark

  /// Parses a `--theme` value: `light` or `dark`, any case; `nil` for anything else (the CLI
  /// treats `auto` or no flag as "detect").
  public init?(argument: String) {
    self.init(rawValue: argument.lowercased())
  }

  /// Reads `COLORFGBG` (set by rxvt, Konsole, iTerm2 and others): `"fg;bg"` or `"fg;default;bg"`,
  /// ANSI color indices. The background is dark when it is 0–6 or 8 (black, the dark colors,
  /// bright black) and light when it is 7 or 9–15 — the rule Vim and Emacs use. `nil` when unset
  /// or unreadable (`"default"`, out of range).
  public init?(colorFGBG: String) {
    guard let last = colorFGBG.split(separator: ";", omittingEmptySubsequences: false).last,
      let index = Int(last), (0...15).contains(index)
    else { return nil }
    self = index <= 6 || index == 8 ? .dark : .light
  }

  /// The token mode for this background at a contrast setting.
  public func colorMode(contrast: ContrastMode = .standard) -> ColorMode {
    ColorMode(isDark: self == .dark, contrast: contrast)
  }

  /// The standard-contrast token mode for this background.
  public var colorMode: ColorMode { colorMode(contrast: .standard) }
}
