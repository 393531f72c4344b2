#if canImport(os)
  import os

  /// Forwards records to Apple's unified logging. Messages are already redacted by
  /// ``LogMessage``, so they are passed as public strings.
  public struct OSLogHandler: LogHandler {
    /// The OSLog subsystem, usually the bundle id.
    public let subsystem: String
    public let minimumLevel: LogLevel

    /// Creates a handler for a subsystem.
    public init(subsystem: String, configuration: LogConfiguration = .init()) {
      self.subsystem = subsystem
      self.minimumLevel = configuration.minimumLevel
    }

    public func handle(_ record: LogRecord) {
      let logger = os.Logger(subsystem: subsystem, category: record.category.name)
      let text = record.message
      switch record.level {
      case .trace, .debug: logger.debug("\(text, privacy: .public)")
      case .info: logger.info("\(text, privacy: .public)")
      case .notice: logger.notice("\(text, privacy: .public)")
      case .warning: logger.warning("\(text, privacy: .public)")
      case .error: logger.error("\(text, privacy: .public)")
      case .critical: logger.critical("\(text, privacy: .public)")
      }
    }
  }
#endif
