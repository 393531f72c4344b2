/// How many colors a terminal can show, from none to 24-bit.
///
/// ```swift
/// let depth = TerminalCapabilities.detect(environment: ["TERM": "xterm-256color"], isTerminal: true).colorDepth
/// depth // .ansi256
/// ```
public enum TerminalColorDepth: Int, Sendable, Hashable, Comparable, CaseIterable {
  /// No color escapes (NO_COLOR, TERM=dumb, not a terminal).
  ///
  /// ```swift
  /// TerminalColorDepth.none < .ansi16 // true
  /// ```
  case none
  /// The 16 standard colors (SGR 30–37, 90–97), which the person's terminal theme defines.
  ///
  /// ```swift
  /// TerminalColorDepth.ansi16
  /// ```
  case ansi16
  /// xterm's 256 colors (SGR `38;5;n`).
  ///
  /// ```swift
  /// TerminalColorDepth.ansi256
  /// ```
  case ansi256
  /// 24-bit color (SGR `38;2;r;g;b`).
  ///
  /// ```swift
  /// TerminalColorDepth.trueColor
  /// ```
  case trueColor

  /// Orders by the number of colors.
  ///
  /// ```swift
  /// TerminalColorDepth.ansi256 < .trueColor // true
  /// ```
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
