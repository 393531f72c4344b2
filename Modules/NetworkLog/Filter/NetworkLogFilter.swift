import Foundation

/// Which entries a list shows. Every criterion left at its default matches everything; set criteria
/// must all match.
public struct NetworkLogFilter: Sendable, Hashable {
  /// The first digit of a status code.
  public enum StatusClass: Int, Sendable, Hashable, CaseIterable {
    /// 1xx.
    case informational = 1
    /// 2xx.
    case success
    /// 3xx.
    case redirection
    /// 4xx.
    case clientError
    /// 5xx.
    case serverError

    /// The class of `status`, or `nil` outside 100–599.
    public init?(status: Int) {
      guard (100...599).contains(status) else { return nil }
      self.init(rawValue: status / 100)
    }
  }

  /// Matches everything.
  public static let all = NetworkLogFilter()

  /// Entries whose status is in one of these classes; empty means any (including no status).
  public var statusClasses: Set<StatusClass>
  /// Only failures: an error, or a status of 400 or more.
  public var failedOnly: Bool
  /// Only this host (case-insensitive, exact); `nil` means any.
  public var host: String?
  /// Only these methods (case-insensitive); empty means any.
  public var methods: Set<String>
  /// Only URLs containing this text (case-insensitive); empty means any.
  public var text: String

  /// Creates a filter; by default it matches everything.
  public init(
    statusClasses: Set<StatusClass> = [], failedOnly: Bool = false, host: String? = nil, methods: Set<String> = [],
    text: String = ""
  ) {
    self.statusClasses = statusClasses
    self.failedOnly = failedOnly
    self.host = host
    self.methods = methods
    self.text = text
  }

  /// Whether `entry` passes every set criterion.
  public func matches(_ entry: NetworkLogEntry) -> Bool {
    if !statusClasses.isEmpty {
      guard let statusClass = entry.statusClass, statusClasses.contains(statusClass) else { return false }
    }
    if failedOnly, !entry.isFailed { return false }
    if let host, !host.isEmpty, entry.host != host.lowercased() { return false }
    if !methods.isEmpty, !methods.contains(where: { $0.uppercased() == entry.method }) { return false }
    if !text.isEmpty, entry.url.range(of: text, options: .caseInsensitive) == nil { return false }
    return true
  }
}
