/// Drops every record: the handler a library logs through until its host installs one, so an
/// embedded module prints nothing the host did not ask for.
public struct DiscardingLogHandler: LogHandler {
  /// The highest level, so a ``Logger`` builds no message below it (and this drops the rest).
  public var minimumLevel: LogLevel { .critical }

  /// The handler holds no state: any two are interchangeable.
  public init() {}

  public func handle(_ record: LogRecord) {}
}
