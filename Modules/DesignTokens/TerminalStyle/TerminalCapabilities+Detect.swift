import Foundation

extension TerminalCapabilities {
  /// Reads the environment, in this order:
  ///
  /// 1. not a terminal, or `TERM=dumb` → no escapes at all;
  /// 2. `NO_COLOR` set to anything non-empty → no color (bold stays; see no-color.org);
  /// 3. `COLORTERM=truecolor` or `24bit` → 24-bit;
  /// 4. `TERM` ending in `-256color` → 256 colors;
  /// 5. any other non-empty `TERM` → 16 colors; no `TERM` → no escapes.
  ///
  /// The background is `theme` when given (the CLI's `--theme light|dark`), else what `COLORFGBG`
  /// says, else dark.
  ///
  /// ```swift
  /// let capabilities = TerminalCapabilities.detect(
  ///   environment: ["TERM": "xterm-256color", "COLORFGBG": "0;15"], isTerminal: true)
  /// // colorDepth .ansi256, background .light
  /// ```
  public static func detect(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    isTerminal: Bool = standardOutputIsTerminal,
    theme: TerminalBackground? = nil
  ) -> TerminalCapabilities {
    let background = theme ?? environment["COLORFGBG"].flatMap(TerminalBackground.init(colorFGBG:)) ?? .dark
    let term = environment["TERM"] ?? ""
    guard isTerminal, !term.isEmpty, term != "dumb" else {
      return TerminalCapabilities(colorDepth: .none, allowsStyles: false, background: background)
    }
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty {
      return TerminalCapabilities(colorDepth: .none, allowsStyles: true, background: background)
    }
    let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
    let depth: TerminalColorDepth =
      if colorTerm == "truecolor" || colorTerm == "24bit" { .trueColor } else if term.hasSuffix("-256color") {
        .ansi256
      } else { .ansi16 }
    return TerminalCapabilities(colorDepth: depth, allowsStyles: true, background: background)
  }
}
