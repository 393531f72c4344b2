/// Text made safe to print on a terminal: nothing in it can move the cursor, clear the screen,
/// rename the window, write the clipboard, hide a link or reverse the line. Every string a shell
/// prints passes through here at one place per shell (``Console`` for commands and plain mode,
/// ``Span`` for the full-screen app), because text from a server, a cache or a file may carry
/// anything.
///
/// What changes (and nothing else does, so ordinary text comes back unchanged, without copying):
/// - C0 controls are shown as Control Pictures (ESC as `␛`, BEL as `␇`, CR as `␍`); LF and TAB are
///   kept in ``multiline(_:)`` (CR LF becomes LF) and become a space in ``line(_:)``;
/// - NUL is dropped; DEL is shown as `␡`; C1 controls (U+0080–U+009F, which some terminals obey as
///   8-bit CSI or OSC) as `�` (U+FFFD);
/// - bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) are removed;
/// - U+2028 and U+2029 (line and paragraph separators) become a space.
///
/// The result is itself safe, so cleaning twice changes nothing more.
///
/// ```swift
/// TerminalSafeText.line("Hi\u{1B}]0;pwned\u{07}")  // "Hi␛]0;pwned␇"
/// TerminalSafeText.multiline("a\r\nb")            // "a\nb"
/// ```
package enum TerminalSafeText {
  /// `text` for output that may span lines (a command's output, a message): LF and TAB are kept.
  package static func multiline(_ text: String) -> String { clean(text, keepsLineBreaks: true) }

  /// `text` as one line (a row of the full-screen app, a redrawn progress line, a prompt): LF,
  /// CR LF and TAB become a space, so the text cannot start a line of its own.
  package static func line(_ text: String) -> String { clean(text, keepsLineBreaks: false) }

  /// Whether `scalar` is changed or removed by ``multiline(_:)`` or ``line(_:)`` (LF and TAB
  /// included). The JSON encoder escapes exactly these, so JSON passes through unchanged.
  package static func needsCare(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00..<0x20, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: true
    default: false
    }
  }

  private static func clean(_ text: String, keepsLineBreaks: Bool) -> String {
    let scalars = text.unicodeScalars
    guard scalars.contains(where: { needsCare($0) && !(keepsLineBreaks && ($0 == "\n" || $0 == "\t")) }) else {
      return text
    }
    var result = String.UnicodeScalarView()
    var index = scalars.startIndex
    while index < scalars.endIndex {
      let scalar = scalars[index]
      index = scalars.index(after: index)
      switch scalar.value {
      case 0x00: continue
      case 0x0D where index < scalars.endIndex && scalars[index] == "\n":
        // CR LF is one line break, kept as LF (or one space on a single line).
        index = scalars.index(after: index)
        result.append(keepsLineBreaks ? "\n" : " ")
      case 0x0A, 0x09: result.append(keepsLineBreaks ? scalar : " ")
      case 0x01..<0x20: result.append(picture(for: scalar.value))
      case 0x7F: result.append("\u{2421}")
      case 0x80...0x9F: result.append("\u{FFFD}")
      case 0x202A...0x202E, 0x2066...0x2069: continue
      case 0x2028, 0x2029: result.append(" ")
      default: result.append(scalar)
      }
    }
    return String(result)
  }

  /// The Control Picture for a C0 control: U+2400 plus its code (`␛` for ESC, `␍` for CR).
  private static func picture(for value: UInt32) -> Unicode.Scalar {
    Unicode.Scalar(0x2400 + value) ?? "\u{FFFD}"
  }
}
