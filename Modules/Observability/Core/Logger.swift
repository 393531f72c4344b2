import Foundation

/// The logging facade every module uses. Cheap to create; holds a category and sends redacted
/// records to the handler installed with ``LoggingSystem/bootstrap(_:)``.
public struct Logger: Sendable {
  /// The area this logger reports for.
  public let category: LogCategory
  /// The clock every record's ``LogRecord/timestamp`` is read from (ADR 0039); `.system` by default.
  public let time: TimeSource
  private let explicitHandler: (any LogHandler)?

  /// Creates a logger that uses the global handler and stamps records with `time`.
  public init(category: LogCategory, time: TimeSource = .system) {
    self.category = category
    self.time = time
    self.explicitHandler = nil
  }

  /// Creates a logger bound to a specific handler, bypassing the global one (useful in tests and
  /// for libraries embedded in tools that have their own logging), stamping records with `time`.
  public init(category: LogCategory, handler: any LogHandler, time: TimeSource = .system) {
    self.category = category
    self.time = time
    self.explicitHandler = handler
  }

  /// Logs at any level. The message (and its interpolations) is built only when `level` reaches the
  /// handler's ``LogHandler/minimumLevel``; nothing is thrown and nothing is written until a handler
  /// is bootstrapped. Prefer the level-named shortcuts.
  public func log(
    _ level: LogLevel, _ message: @autoclosure () -> LogMessage, metadata: [String: String] = [:]
  ) {
    let handler = explicitHandler ?? LoggingSystem.handler
    guard level >= handler.minimumLevel else { return }
    handler.handle(
      LogRecord(level: level, category: category, message: message(), metadata: metadata, timestamp: time.now()))
  }

  /// ``log(_:_:metadata:)`` at ``LogLevel/trace``.
  public func trace(_ message: @autoclosure () -> LogMessage, metadata: [String: String] = [:]) {
    log(.trace, message(), metadata: metadata)
  }

  /// ``log(_:_:metadata:)`` at ``LogLevel/debug``.
  public func debug(_ message: @autoclosure () -> LogMessage, metadata: [String: String] = [:]) {
    log(.debug, message(), metadata: metadata)
  }

  /// ``log(_:_:metadata:)`` at ``LogLevel/info``.
  public func info(_ message: @autoclosure () -> LogMessage, metadata: [String: String] = [:]) {
    log(.info, message(), metadata: metadata)
  }

  /// ``log(_:_:metadata:)`` at ``LogLevel/notice``.
  public func notice(_ message: @autoclosure () -> LogMessage, metadata: [String: String] = [:]) {
    log(.notice, message(), metadata: metadata)
  }

  /// ``log(_:_:metadata:)`` at ``LogLevel/warning``.
  public func warning(_ message: @autoclosure () -> LogMessage, metadata: [String: String] = [:]) {
    log(.warning, message(), metadata: metadata)
  }

  /// ``log(_:_:metadata:)`` at ``LogLevel/error``.
  public func error(_ message: @autoclosure () -> LogMessage, metadata: [String: String] = [:]) {
    log(.error, message(), metadata: metadata)
  }

  /// ``log(_:_:metadata:)`` at ``LogLevel/critical``.
  public func critical(_ message: @autoclosure () -> LogMessage, metadata: [String: String] = [:]) {
    log(.critical, message(), metadata: metadata)
  }
}
