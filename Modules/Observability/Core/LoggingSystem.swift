/// The process-wide log handler. Until the host bootstraps one, every line is discarded: a library
/// embedded in someone else's tool prints nothing unless that tool asks (ADR 0014).
public enum LoggingSystem {
  private static let current = LockedValue<any LogHandler>(DiscardingLogHandler())

  /// Installs the handler every ``Logger`` created without an explicit handler uses.
  public static func bootstrap(_ handler: any LogHandler) {
    current.withLock { $0 = handler }
  }

  /// The installed handler: a ``DiscardingLogHandler`` until ``bootstrap(_:)`` is called.
  public static var handler: any LogHandler { current.value }

  /// OSLog under `subsystem` where it exists, otherwise stderr text: what an app usually installs.
  public static func platformDefault(subsystem: String, configuration: LogConfiguration = .init()) -> any LogHandler {
    #if canImport(os)
      OSLogHandler(subsystem: subsystem, configuration: configuration)
    #else
      StderrLogHandler(configuration: configuration)
    #endif
  }
}
