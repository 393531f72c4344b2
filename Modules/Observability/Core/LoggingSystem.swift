/// The process-wide log handler. Bootstrap it once at start-up in the composition root; until
/// then lines go to the platform default (OSLog on Apple, stderr text on Linux at `info`).
///
/// ```swift
/// LoggingSystem.bootstrap(StderrLogHandler(configuration: .fromEnvironment()))
/// ```
public enum LoggingSystem {
  private static let current = LockedValue<any LogHandler>(LoggingSystem.platformDefault())

  /// Installs the handler every ``Logger`` created without an explicit handler uses.
  ///
  /// ```swift
  /// LoggingSystem.bootstrap(InMemoryLogHandler())
  /// ```
  public static func bootstrap(_ handler: any LogHandler) {
    current.withLock { $0 = handler }
  }

  /// The installed handler.
  ///
  /// ```swift
  /// let level = LoggingSystem.handler.minimumLevel
  /// ```
  public static var handler: any LogHandler { current.value }

  /// OSLog where it exists, otherwise stderr configured from the environment.
  ///
  /// ```swift
  /// LoggingSystem.bootstrap(LoggingSystem.platformDefault())
  /// ```
  public static func platformDefault() -> any LogHandler {
    #if canImport(os)
      OSLogHandler(subsystem: "app.chatterbox", configuration: .fromEnvironment())
    #else
      StderrLogHandler(configuration: .fromEnvironment())
    #endif
  }
}
