/// Output settings for a handler: the lowest level written and the line format.
///
/// The library reads no environment variables; a host that wants them maps its own names with
/// ``init(levelName:formatName:)``.
public struct LogConfiguration: Sendable, Equatable {
  /// The text layout of a line.
  public enum Format: String, Sendable { case text, json }

  /// Lines below this level are dropped.
  public var minimumLevel: LogLevel
  /// Human text or JSON lines.
  public var format: Format

  /// Creates a configuration.
  public init(minimumLevel: LogLevel = .info, format: Format = .text) {
    self.minimumLevel = minimumLevel
    self.format = format
  }

  /// Parses level and format names (`trace`…`critical`, `text`/`json`, any case); a missing or
  /// unknown name keeps that setting's default.
  public init(levelName: String?, formatName: String?) {
    self.init(
      minimumLevel: levelName.flatMap(LogLevel.init(name:)) ?? .info,
      format: formatName.flatMap { Format(rawValue: $0.lowercased()) } ?? .text)
  }
}
