import Foundation

/// Where the CLI writes, and whether a person is watching. Tests pass a capturing console.
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

  /// The process's stdout and stderr.
  public static var standard: Console {
    Console(
      out: { FileHandle.standardOutput.write(Data($0.utf8)) },
      error: { FileHandle.standardError.write(Data($0.utf8)) },
      isInteractive: isatty(STDOUT_FILENO) == 1)
  }

  /// Writes a line to standard output.
  ///
  /// ```swift
  /// console.out("Done.")
  /// ```
  public func out(_ line: String) { writeOut(line + "\n") }

  /// Writes text to standard output without a newline (for redrawn lines).
  ///
  /// ```swift
  /// console.write("\r▮▮▮▯▯ -12 dBFS")
  /// ```
  public func write(_ text: String) { writeOut(text) }

  /// Writes a line to standard error.
  ///
  /// ```swift
  /// console.error("chatterbox: not signed in")
  /// ```
  public func error(_ line: String) { writeError(line + "\n") }
}
