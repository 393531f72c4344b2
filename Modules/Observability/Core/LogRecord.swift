import Foundation

/// One log line as handlers receive it: already redacted, immutable and `Sendable`.
public struct LogRecord: Sendable {
  /// Severity.
  public let level: LogLevel
  /// Subsystem area.
  public let category: LogCategory
  /// The redacted text.
  public let message: String
  /// Public key-value context (already redacted by the caller).
  public let metadata: [String: String]
  /// When the line was logged.
  public let timestamp: Date

  /// Creates a record; the logger does this for you.
  public init(
    level: LogLevel, category: LogCategory, message: LogMessage,
    metadata: [String: String] = [:], timestamp: Date = Date()
  ) {
    self.level = level
    self.category = category
    self.message = message.rendered
    self.metadata = metadata
    self.timestamp = timestamp
  }
}
