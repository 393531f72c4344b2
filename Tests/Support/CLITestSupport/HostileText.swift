import ChatterboxComposition
import ChatterboxPresentation

/// What a hostile server was seen sending (issue #24), one attack a string.
public enum HostileText {
  public static let osc0 = "\u{1B}]0;pwned\u{07}"
  public static let osc8 = "\u{1B}]8;;https://evil.example/\u{1B}\\Open your account\u{1B}]8;;\u{1B}\\"
  public static let osc52 = "\u{1B}]52;c;cHduZWQ=\u{07}"
  public static let clearScreen = "\u{1B}[2J"
  public static let rewritePreviousLine = "\u{1B}[1A\u{1B}[2K"
  public static let reversed = "\u{202E}txet desrever"
  public static let nul = "a\u{0}b"
  public static let c1CSI = "\u{9B}31mred"
  public static let all = [osc0, osc8, osc52, clearScreen, rewritePreviousLine, reversed, nul, c1CSI]

  /// Every attack in one title, as a cue might carry it.
  public static let title = "Mornings " + all.joined(separator: " ") + " \u{2066}iso\u{2069}\u{2028}end"

  /// Whether `text` holds a scalar a terminal could obey (ESC and every other C0 but LF and
  /// TAB, DEL, C1, a bidi control, a line or paragraph separator).
  public static func hasControl(_ text: String, allowing allowed: Set<Unicode.Scalar> = ["\n", "\t"]) -> Bool {
    text.unicodeScalars.contains { TerminalSafeText.needsCare($0) && !allowed.contains($0) }
  }
}
