import FeatureGates

/// Chatterbox's app flags, as `app_config.feature_flags` names them. FeatureGates itself knows no
/// flag of ours (issue 15); the app declares them here, with its gates, so every shell and command
/// gates the same way.
extension RuntimeConfig.Flag {
  /// Cue shuffling.
  public static let shuffle = RuntimeConfig.Flag(name: "shuffle_cues", defaultValue: true)
  /// The history screen.
  public static let history = RuntimeConfig.Flag(name: "recording_history", defaultValue: true)
  /// Developer tools, in addition to the account's `developer` flag.
  public static let developerTools = RuntimeConfig.Flag(name: "developer_tools", defaultValue: true)
}

/// Chatterbox's gates.
extension FeatureGate {
  /// Developer tools: the server's `developer` account flag, never an email comparison.
  public static let developerTools = FeatureGate(
    name: "developer_tools", requiredAccountFlags: [.developer], requiredAppFlags: [.developerTools])
  /// Cue shuffling.
  public static let shuffle = FeatureGate(name: "shuffle", requiredAppFlags: [.shuffle])
  /// History.
  public static let history = FeatureGate(name: "history", requiredAppFlags: [.history])

  /// The gates the developer tools report, in this order (DeveloperToolsFeature's
  /// `DeveloperOverview` reads their state).
  public static let shownInDeveloperTools: [FeatureGate] = [.developerTools, .shuffle, .history]
}
