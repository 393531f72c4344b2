import FeatureGates

/// Chatterbox's app flags, as `app_config.feature_flags` names them. FeatureGates itself knows no
/// flag of ours (issue 15); the app declares them here, beside the gate that uses most of them.
extension RuntimeConfig.Flag {
  /// Cue shuffling.
  public static let shuffle = RuntimeConfig.Flag(name: "shuffle_cues", defaultValue: true)
  /// The history screen.
  public static let history = RuntimeConfig.Flag(name: "recording_history", defaultValue: true)
  /// Uploading recordings (the server can pause uploads during maintenance).
  public static let uploads = RuntimeConfig.Flag(name: "uploads", defaultValue: true)
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
}
