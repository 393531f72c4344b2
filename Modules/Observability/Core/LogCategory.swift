/// The subsystem area a log line belongs to; maps to an OSLog category on Apple platforms.
public struct LogCategory: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
  /// The category's name as it appears in output.
  public let name: String

  /// Creates a category; prefer the predefined ones so output stays filterable.
  public init(_ name: String) { self.name = name }

  public init(stringLiteral value: String) { self.name = value }

  public var description: String { name }

  /// App lifecycle and composition.
  public static let app = LogCategory("app")
  /// HTTP traffic and the API client.
  public static let network = LogCategory("network")
  /// Sign-in, tokens and refresh.
  public static let session = LogCategory("session")
  /// Audio capture and playback.
  public static let audio = LogCategory("audio")
  /// The upload queue.
  public static let upload = LogCategory("upload")
  /// Product analytics.
  public static let analytics = LogCategory("analytics")
  /// View models and the terminal UI.
  public static let ui = LogCategory("ui")
  /// Files, caches and the secure store.
  public static let storage = LogCategory("storage")
}
