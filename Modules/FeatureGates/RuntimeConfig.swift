/// Typed feature flags from a server's configuration answer. Unknown flags are ignored and missing
/// ones take their declared defaults, so an older server or a newer client never breaks the other.
/// The app declares its own flags as static members of ``Flag``.
///
/// ```swift
/// extension RuntimeConfig.Flag { static let recap = RuntimeConfig.Flag(name: "weekly_recap", defaultValue: true) }
/// let config = RuntimeConfig(featureFlags: ["weekly_recap": false, "some_future_flag": true])
/// config.isEnabled(.recap) // false
/// ```
public struct RuntimeConfig: Sendable, Equatable {
  /// A named app flag with its default.
  public struct Flag: Hashable, Sendable {
    /// The server's name for it.
    public let name: String
    /// The value when the server does not say.
    public let defaultValue: Bool

    /// Declares a flag; two flags with the same `name` and default are equal.
    public init(name: String, defaultValue: Bool) {
      self.name = name
      self.defaultValue = defaultValue
    }
  }

  private let values: [String: Bool]

  /// Reads flags from the server's dictionary.
  public init(featureFlags: [String: Bool]) { values = featureFlags }

  /// Every flag at its default.
  public static let defaults = RuntimeConfig(featureFlags: [:])

  /// The flag's value, or its default when the server did not send it.
  public func isEnabled(_ flag: Flag) -> Bool { values[flag.name] ?? flag.defaultValue }
}
