/// How many colors a terminal can show, from none to 24-bit.
public enum TerminalColorDepth: Int, Sendable, Hashable, Comparable, CaseIterable {
  /// No color escapes (NO_COLOR, TERM=dumb, not a terminal).
  case none
  /// The 16 standard colors (SGR 30–37, 90–97), which the person's terminal theme defines.
  case ansi16
  /// xterm's 256 colors (SGR `38;5;n`).
  case ansi256
  /// 24-bit color (SGR `38;2;r;g;b`).
  case trueColor

  /// Orders by the number of colors.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
