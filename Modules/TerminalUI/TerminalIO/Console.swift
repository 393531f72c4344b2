import ChatterboxComposition
import ChatterboxPresentation
import Foundation

/// Where the CLI writes, and whether a person is watching. Tests pass a capturing console.
///
/// It is the one way commands and plain mode reach the terminal, and it makes every string safe on
/// the way (``TerminalSafeText``): server, cache and file text is printed as it is built, and no
/// caller can write an escape sequence. The only control codes it writes are its own
/// (``rewriteLine(_:)``, ``clearLine()``), plus the full-screen app's frames (``screenWriter``).
///
/// ```swift
/// let console = Console.standard
/// console.out("Signed in.")
/// ```
public struct Console: Sendable {
  private let writeOut: @Sendable (String) -> Void
  private let writeError: @Sendable (String) -> Void
  /// Whether standard output is a terminal (enables live meters and colour).
  public let isInteractive: Bool

  /// Creates a console from two writers.
  ///
  /// ```swift
  /// Console(out: { print($0, terminator: "") }, error: { _ in }, isInteractive: false)
  /// ```
  public init(
    out: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void, isInteractive: Bool
  ) {
    self.writeOut = out
    self.writeError = error
    self.isInteractive = isInteractive
  }

  /// The process's stdout and stderr. Text that cannot be written (the terminal hung up, the reader of a pipe
  /// went away with SIGPIPE ignored) is dropped, so the command still finishes what it was doing: a take
  /// still reaches the queue after the window closed.
  public static var standard: Console {
    // The throwing writes: `write(_: Data)` traps on EIO or EPIPE (exit 132 after a hang-up).
    Console(
      out: { try? FileHandle.standardOutput.write(contentsOf: Data($0.utf8)) },
      error: { try? FileHandle.standardError.write(contentsOf: Data($0.utf8)) },
      isInteractive: isatty(STDOUT_FILENO) == 1)
  }

  /// Writes `text` and a newline to standard output, made safe first (``TerminalSafeText/multiline(_:)``):
  /// whatever `text` holds, no escape sequence or other control reaches the terminal; LF and TAB
  /// are kept.
  ///
  /// ```swift
  /// console.out("Done.")
  /// ```
  public func out(_ text: String) { writeOut(TerminalSafeText.multiline(text) + "\n") }

  /// Writes a line to standard error, made safe as ``out(_:)`` is.
  ///
  /// ```swift
  /// console.error("chatterbox: not signed in")
  /// ```
  public func error(_ text: String) { writeError(TerminalSafeText.multiline(text) + "\n") }

  /// Writes `text` as one line with no newline after it (a question answered on the same line),
  /// made safe by ``TerminalSafeText/line(_:)``.
  ///
  /// ```swift
  /// console.prompt("Choose 1–9: ")
  /// ```
  public func prompt(_ text: String) { writeOut(TerminalSafeText.line(text)) }

  /// Replaces the terminal's current line with `text` (a live meter or progress bar): a carriage
  /// return, `text` made safe as one line, then erase-to-end-of-line. The only control codes
  /// written are these two, which the console adds itself.
  ///
  /// ```swift
  /// console.rewriteLine("▕███···▏ -12 dBFS")
  /// ```
  public func rewriteLine(_ text: String) { writeOut("\r" + TerminalSafeText.line(text) + "\u{1B}[K") }

  /// Blanks the current line and returns to its start (after the last ``rewriteLine(_:)``).
  public func clearLine() { writeOut("\r\u{1B}[2K") }

  /// The full-screen app's raw channel to standard output, for `TerminalScreen` only: its frames
  /// carry the app's own escapes (cursor moves, SGR) around rows whose text was made safe when
  /// each ``Span`` was built. Nothing else may write through it; a source test keeps it so.
  public var screenWriter: @Sendable (String) -> Void { writeOut }

}
