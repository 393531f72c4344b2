/// Typed feature flags from `app_config.feature_flags`. Unknown flags are ignored and missing ones
/// take the defaults below, so an older server or a newer client never breaks the other.
///
/// ```swift
/// let config = RuntimeConfig(featureFlags: ["shuffle_cues": false, "some_future_flag": true])
/// config.isEnabled(.shuffle) // false
/// config.isEnabled(.history) // true (default)
/// ```
public struct RuntimeConfig: Sendable, Equatable {
  /// A named app flag with its default.
  public struct Flag: Hashable, Sendable {
    /// The server's name for it.
    public let name: String
    /// The value when the server does not say.
    public let defaultValue: Bool

    /// Declares a flag.
    ///
    /// ```swift
    /// let recap = RuntimeConfig.Flag(name: "weekly_recap", defaultValue: false)
    /// ```
    public init(name: String, defaultValue: Bool) {
      self.name = name
      self.defaultValue = defaultValue
    }

    /// Cue shuffling.
    public static let shuffle = Flag(name: "shuffle_cues", defaultValue: true)
    /// The history screen.
    public static let history = Flag(name: "recording_history", defaultValue: true)
    /// Uploading recordings (the server can pause uploads during maintenance).
    public static let uploads = Flag(name: "uploads", defaultValue: true)
    /// Developer tools, in addition to the account's `developer` flag.
    public static let developerTools = Flag(name: "developer_tools", defaultValue: true)
  }

  private let values: [String: Bool]

  /// Reads flags from the server's dictionary.
  ///
  /// ```swift
  /// RuntimeConfig(featureFlags: appConfig.featureFlags)
  /// ```
  public init(featureFlags: [String: Bool]) { values = featureFlags }

  /// Every flag at its default.
  public static let defaults = RuntimeConfig(featureFlags: [:])

  /// The flag's value, or its default when the server did not send it.
  ///
  /// ```swift
  /// config.isEnabled(.uploads)
  /// ```
  public func isEnabled(_ flag: Flag) -> Bool { values[flag.name] ?? flag.defaultValue }
}
