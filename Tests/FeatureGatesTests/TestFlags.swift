import FeatureGates

// A host's own flags and gates, declared the way an app declares them (FeatureGates ships none).
extension RuntimeConfig.Flag {
  static let shuffle = RuntimeConfig.Flag(name: "shuffle_cues", defaultValue: true)
  static let history = RuntimeConfig.Flag(name: "recording_history", defaultValue: true)
  static let uploads = RuntimeConfig.Flag(name: "uploads", defaultValue: true)
  static let developerTools = RuntimeConfig.Flag(name: "developer_tools", defaultValue: true)
}

extension FeatureGate {
  static let developerTools = FeatureGate(
    name: "developer_tools", requiredAccountFlags: [.developer], requiredAppFlags: [.developerTools])
}
