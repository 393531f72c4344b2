/// Sends each record to several handlers, each filtering by its own level.
public struct MultiplexLogHandler: LogHandler {
  /// The handlers records are forwarded to.
  public let handlers: [any LogHandler]
  public var minimumLevel: LogLevel { handlers.map(\.minimumLevel).min() ?? .critical }

  /// Forwards to `handlers` in order; with none, drops everything (its minimum is `.critical`).
  public init(_ handlers: [any LogHandler]) { self.handlers = handlers }

  public func handle(_ record: LogRecord) {
    for handler in handlers where record.level >= handler.minimumLevel {
      handler.handle(record)
    }
  }
}
