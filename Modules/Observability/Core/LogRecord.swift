import Foundation

/// One log line as handlers receive it: already redacted, immutable and `Sendable`.
public struct LogRecord: Sendable {
  /// At or above the handler's minimum (the logger drops the rest before building a record).
  public let level: LogLevel
  /// The logger's category.
  public let category: LogCategory
  /// The text with every interpolation not marked `.public` already replaced by `<private>`.
  public let message: String
  /// Public key-value context (already redacted by the caller).
  public let metadata: [String: String]
  /// When the line was logged: the wall time of the logger's ``TimeSource``.
  public let timestamp: Date

  /// Creates a record stamped `timestamp`; the logger does this for you, with its ``Logger/time``.
  public init(
    level: LogLevel, category: LogCategory, message: LogMessage,
    metadata: [String: String] = [:], timestamp: Date
  ) {
    self.level = level
    self.category = category
    self.message = message.rendered
    self.metadata = metadata
    self.timestamp = timestamp
  }
}
