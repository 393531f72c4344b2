import DesignTokens
import Testing

@Suite("Terminal capability detection")
struct TerminalCapabilitiesTests {
  private func detect(_ environment: [String: String], isTerminal: Bool = true, theme: TerminalBackground? = nil)
    -> TerminalCapabilities
  {
    TerminalCapabilities.detect(environment: environment, isTerminal: isTerminal, theme: theme)
  }

  @Test(
    arguments: [
      (["TERM": "xterm-256color", "COLORTERM": "truecolor"], TerminalColorDepth.trueColor),
      (["TERM": "xterm-256color", "COLORTERM": "24bit"], .trueColor),
      (["TERM": "xterm", "COLORTERM": "TrueColor"], .trueColor),
      (["TERM": "xterm-256color"], .ansi256),
      (["TERM": "screen-256color", "COLORTERM": "yes"], .ansi256),
      (["TERM": "xterm"], .ansi16),
      (["TERM": "linux"], .ansi16),
      (["TERM": "dumb", "COLORTERM": "truecolor"], .none),
      ([:], .none),
    ] as [([String: String], TerminalColorDepth)])
  func colorDepth(environment: [String: String], depth: TerminalColorDepth) {
    #expect(detect(environment).colorDepth == depth)
  }

  @Test func noColorWithAnyNonEmptyValueTurnsColorOffButKeepsBold() {
    for value in ["1", "0", "false", "yes", " "] {
      let capabilities = detect(["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": value])
      #expect(capabilities.colorDepth == .none, "NO_COLOR=\(value)")
      #expect(capabilities.allowsStyles)
    }
  }

  @Test func anEmptyNoColorIsIgnored() {
    #expect(detect(["TERM": "xterm-256color", "NO_COLOR": ""]).colorDepth == .ansi256)
  }

  @Test func pipesAndDumbTerminalsGetNoEscapesAtAll() {
    #expect(
      detect(["TERM": "xterm-256color", "COLORTERM": "truecolor"], isTerminal: false)
        == .init(
          colorDepth: .none, allowsStyles: false, background: .dark))
    #expect(!detect(["TERM": "dumb"]).allowsStyles)
  }

  @Test(arguments: [
    ("15;0", TerminalBackground.dark), ("0;15", .light), ("7;0", .dark), ("0;7", .light), ("15;8", .dark),
    ("0;default;15", .light), ("15;default;0", .dark), ("12;4", .dark), ("1;11", .light),
  ])
  func colorFGBG(value: String, background: TerminalBackground) {
    #expect(TerminalBackground(colorFGBG: value) == background)
    #expect(detect(["TERM": "xterm", "COLORFGBG": value]).background == background)
  }

  @Test(arguments: ["", "default;default", "15;", "15;16", "15;-1", "light", "0;15x"])
  func unreadableColorFGBGFallsBackToDark(value: String) {
    #expect(TerminalBackground(colorFGBG: value) == nil)
    #expect(detect(["TERM": "xterm", "COLORFGBG": value]).background == .dark)
  }

  @Test func theThemeFlagOverridesColorFGBG() {
    #expect(detect(["TERM": "xterm", "COLORFGBG": "15;0"], theme: .light).background == .light)
    #expect(detect(["TERM": "xterm", "COLORFGBG": "0;15"], theme: .dark).background == .dark)
    #expect(detect(["NO_COLOR": "1"], isTerminal: false, theme: .light).background == .light)
  }

  @Test func themeArguments() {
    #expect(TerminalBackground(argument: "light") == .light)
    #expect(TerminalBackground(argument: "DARK") == .dark)
    #expect(TerminalBackground(argument: "auto") == nil)
    #expect(TerminalBackground(argument: "") == nil)
  }
}
