import Foundation

/// Output settings read from `CHATTERBOX_LOG_LEVEL` (trace…critical, default `info`) and
/// `CHATTERBOX_LOG_FORMAT` (`text` or `json`, default `text`).
///
/// ```swift
/// let config = LogConfiguration.fromEnvironment(["CHATTERBOX_LOG_FORMAT": "json"])
/// config.format // .json
/// ```
public struct LogConfiguration: Sendable, Equatable {
  /// The text layout of a line.
  public enum Format: String, Sendable { case text, json }

  /// Lines below this level are dropped.
  public var minimumLevel: LogLevel
  /// Human text or JSON lines.
  public var format: Format

  /// Creates a configuration.
  ///
  /// ```swift
  /// LogConfiguration(minimumLevel: .debug, format: .json)
  /// ```
  public init(minimumLevel: LogLevel = .info, format: Format = .text) {
    self.minimumLevel = minimumLevel
    self.format = format
  }

  /// Reads the environment; unknown values fall back to the defaults.
  ///
  /// ```swift
  /// LogConfiguration.fromEnvironment()
  /// ```
  public static func fromEnvironment(
    _ environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> LogConfiguration {
    LogConfiguration(
      minimumLevel: environment["CHATTERBOX_LOG_LEVEL"].flatMap(LogLevel.init(name:)) ?? .info,
      format: environment["CHATTERBOX_LOG_FORMAT"].flatMap { Format(rawValue: $0.lowercased()) } ?? .text
    )
  }
}
