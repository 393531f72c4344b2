import Foundation

/// Writes one line per record to standard error, as human text or JSON lines. What a command-line host usually installs.
///
/// ```swift
/// LoggingSystem.bootstrap(StderrLogHandler(configuration: .init(minimumLevel: .debug, format: .json)))
/// // {"category":"network","level":"debug","message":"GET /rpc/me","timestamp":"2026-11-22T12:00:00Z"}
/// ```
public struct StderrLogHandler: LogHandler {
  /// Level and format.
  public let configuration: LogConfiguration
  public var minimumLevel: LogLevel { configuration.minimumLevel }
  private let write: @Sendable (String) -> Void

  /// Creates a handler writing to stderr.
  ///
  /// ```swift
  /// StderrLogHandler(configuration: .init(minimumLevel: .warning))
  /// ```
  public init(configuration: LogConfiguration = .init()) {
    self.init(configuration: configuration) { line in
      FileHandle.standardError.write(Data(line.utf8))
    }
  }

  /// Creates a handler writing formatted lines to `write` (used by tests to capture output).
  ///
  /// ```swift
  /// let handler = StderrLogHandler(configuration: .init()) { line in captured.append(line) }
  /// ```
  public init(configuration: LogConfiguration, write: @escaping @Sendable (String) -> Void) {
    self.configuration = configuration
    self.write = write
  }

  public func handle(_ record: LogRecord) {
    write(LogLineFormatter.format(record, as: configuration.format) + "\n")
  }
}
