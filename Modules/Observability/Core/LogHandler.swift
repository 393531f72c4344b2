/// A destination for log records: stderr, OSLog, memory, or your own.
///
/// Implementations must be thread-safe and must not block the caller for long: a logger is called
/// from every module, on every path. Records arrive already redacted.
///
/// ```swift
/// struct PrintHandler: LogHandler {
///   var minimumLevel: LogLevel = .info
///   func handle(_ record: LogRecord) { print(record.message) }
/// }
/// ```
public protocol LogHandler: Sendable {
  /// Records below this level are not delivered to ``handle(_:)``.
  var minimumLevel: LogLevel { get }
  /// Writes one record.
  func handle(_ record: LogRecord)
}
