/// Keeps every record in memory, for tests that assert on what was logged (and on what was not).
public final class InMemoryLogHandler: LogHandler {
  public let minimumLevel: LogLevel
  private let storage = LockedValue<[LogRecord]>([])

  /// Creates an empty handler that records everything at or above `minimumLevel`.
  public init(minimumLevel: LogLevel = .trace) {
    self.minimumLevel = minimumLevel
  }

  public func handle(_ record: LogRecord) {
    storage.withLock { $0.append(record) }
  }

  /// Everything recorded so far, oldest first.
  public var records: [LogRecord] { storage.value }

  /// All messages and metadata joined, for "does this secret appear anywhere" checks.
  public var allText: String {
    records.map { record in
      ([record.message] + record.metadata.map { "\($0.key)=\($0.value)" }).joined(separator: " ")
    }.joined(separator: "\n")
  }

  /// Forgets everything recorded.
  public func reset() { storage.withLock { $0.removeAll() } }
}
