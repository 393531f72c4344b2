import Foundation

/// Writes one line per record to standard error, as human text or JSON lines. What a command-line host usually installs.
public struct StderrLogHandler: LogHandler {
  /// The lowest level written and the line format, fixed for the handler's life.
  public let configuration: LogConfiguration
  public var minimumLevel: LogLevel { configuration.minimumLevel }
  private let write: @Sendable (String) -> Void

  /// Creates a handler writing to stderr. A line that cannot be written (stderr closed, a terminal that hung
  /// up, a pipe nobody reads) is dropped: logging never stops the process.
  public init(configuration: LogConfiguration = .init()) {
    self.init(configuration: configuration) { line in
      // The throwing write: `write(_: Data)` traps on EIO or EPIPE.
      try? FileHandle.standardError.write(contentsOf: Data(line.utf8))
    }
  }

  /// Creates a handler writing formatted lines to `write` (used by tests to capture output).
  public init(configuration: LogConfiguration, write: @escaping @Sendable (String) -> Void) {
    self.configuration = configuration
    self.write = write
  }

  public func handle(_ record: LogRecord) {
    write(LogLineFormatter.format(record, as: configuration.format) + "\n")
  }
}
