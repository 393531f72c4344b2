/// How important a log line is. Handlers drop lines below their minimum level.
public enum LogLevel: Int, Comparable, Sendable, CaseIterable, Codable {
  case trace, debug, info, notice, warning, error, critical

  /// Parses a level name case-insensitively (`"WARN"` and `"warning"` both work); `nil` if unknown.
  public init?(name: String) {
    switch name.lowercased() {
    case "trace": self = .trace
    case "debug": self = .debug
    case "info": self = .info
    case "notice": self = .notice
    case "warn", "warning": self = .warning
    case "error": self = .error
    case "critical", "fault": self = .critical
    default: return nil
    }
  }

  /// The lowercase name used in text and JSON output.
  public var name: String {
    switch self {
    case .trace: "trace"
    case .debug: "debug"
    case .info: "info"
    case .notice: "notice"
    case .warning: "warning"
    case .error: "error"
    case .critical: "critical"
    }
  }

  public static func < (lhs: LogLevel, rhs: LogLevel) -> Bool { lhs.rawValue < rhs.rawValue }
}
