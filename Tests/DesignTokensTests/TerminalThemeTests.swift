import DesignTokens
import Testing

@Suite("Terminal theme")
struct TerminalThemeTests {
  private func theme(_ depth: TerminalColorDepth, _ background: TerminalBackground = .dark) -> TerminalTheme {
    TerminalTheme(capabilities: .init(colorDepth: depth, allowsStyles: true, background: background))
  }

  @Test func trueColorWritesTheTokenValueForTheBackground() {
    // accent is #60A5FA in dark mode and #2563EB in light mode.
    #expect(theme(.trueColor).style(.accent, "go") == "\u{1B}[38;2;96;165;250mgo\u{1B}[39m")
    #expect(theme(.trueColor, .light).style(.accent, "go") == "\u{1B}[38;2;37;99;235mgo\u{1B}[39m")
  }

  @Test func reducedDepthsUseTheNearestPaletteEntry() {
    let light = ColorToken.danger.resolved(in: .light)  // #B91C1C
    #expect(theme(.ansi256, .light).foreground(.danger) == "\u{1B}[38;5;\(ANSIColor.nearest256(to: light))m")
    #expect(theme(.ansi256, .light).foreground(.danger) == "\u{1B}[38;5;124m")
    #expect(theme(.ansi16, .light).foreground(.danger) == "\u{1B}[31m")  // red (1) → SGR 31
    #expect(theme(.ansi16, .dark).foreground(.textPrimary) == "\u{1B}[97m")  // bright white (15) → SGR 97
    #expect(theme(.ansi16, .light).foreground(.textSecondary) == "\u{1B}[90m")  // bright black (8) → SGR 90
  }

  @Test func withoutColorTextIsPlainButBoldRemains() {
    let noColor = TerminalTheme(capabilities: .init(colorDepth: .none, allowsStyles: true, background: .dark))
    #expect(noColor.style(.accent, "plain") == "plain")
    #expect(noColor.foreground(.accent) == "")
    #expect(noColor.bold("strong") == "\u{1B}[1mstrong\u{1B}[22m")
    #expect(noColor.reset == "\u{1B}[0m")
  }

  @Test func plainCapabilitiesWriteNoEscapeAtAll() {
    let plain = TerminalTheme(capabilities: .plain)
    let text = plain.bold(plain.style(.danger, "x")) + plain.reset
    #expect(text == "x")
  }

  @Test func stylesNest() {
    let theme = theme(.ansi256)
    #expect(theme.bold(theme.style(.success, "ok")).hasSuffix("\u{1B}[39m\u{1B}[22m"))
  }

  @Test func highContrastUsesTheHighContrastValues() {
    let capabilities = TerminalCapabilities(colorDepth: .trueColor, allowsStyles: true, background: .light)
    let theme = TerminalTheme(capabilities: capabilities, contrast: .high)
    #expect(theme.mode == .lightHighContrast)
    #expect(theme.foreground(.textPrimary) == "\u{1B}[38;2;0;0;0m")
  }

  @Test func detectionEndToEnd() {
    let capabilities = TerminalCapabilities.detect(
      environment: ["TERM": "xterm-256color", "COLORFGBG": "0;15"], isTerminal: true)
    let theme = TerminalTheme(capabilities: capabilities)
    #expect(theme.mode == .light)
    #expect(theme.style(.warning, "!").hasPrefix("\u{1B}[38;5;"))
  }
}
