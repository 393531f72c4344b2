import AppFeature
import FeatureGates
import Testing

@Suite("Feature gates")
struct FeatureGatesTests {
  @Test func runtimeConfigIgnoresUnknownAndDefaultsMissing() {
    let config = RuntimeConfig(featureFlags: ["shuffle_cues": false, "from_the_future": true])
    #expect(!config.isEnabled(.shuffle))
    #expect(config.isEnabled(.history))
    #expect(config.isEnabled(.developerTools))
  }

  /// The gate the app ships (`FeatureGate.developerTools` from AppFeature), not a copy.
  @Test(arguments: [
    // account flags, developer_tools app flag, expected
    ([String](), nil as Bool?, false),
    (["developer"], nil, true),
    (["developer"], false, false),
    (["developer"], true, true),
    (["beta"], true, false),
    (["developer", "beta"], nil, true),
  ])
  func developerToolsTruthTable(flags: [String], appFlag: Bool?, expected: Bool) {
    let config = RuntimeConfig(featureFlags: appFlag.map { ["developer_tools": $0] } ?? [:])
    #expect(FeatureGate.developerTools.isOpen(for: AccountEntitlements(flags: flags), config: config) == expected)
  }

  @Test func gateNeedsEveryRequirement() {
    let gate = FeatureGate(name: "x", requiredAccountFlags: ["a", "b"], requiredAppFlags: [.shuffle])
    let config = RuntimeConfig.defaults
    #expect(!gate.isOpen(for: AccountEntitlements(flags: ["a"]), config: config))
    #expect(gate.isOpen(for: AccountEntitlements(flags: ["a", "b"]), config: config))
    #expect(
      !gate.isOpen(
        for: AccountEntitlements(flags: ["a", "b"]), config: RuntimeConfig(featureFlags: ["shuffle_cues": false])))
    #expect(FeatureGate(name: "open").isOpen(for: .none, config: config))
  }

  @MainActor @Test func contextFollowsUpdatesAndDebugOverrides() {
    let access = FeatureAccessContext()
    #expect(!access.canSee(.developerTools))
    access.update(entitlements: AccountEntitlements(flags: ["developer"]), config: .defaults)
    #expect(access.canSee(.developerTools))
    access.update(entitlements: .none, config: .defaults)
    #expect(!access.canSee(.developerTools))
    let applied = access.setOverride(true, for: .developerTools)
    #expect(applied == FeatureAccessContext.overridesAllowed)
    #expect(access.canSee(.developerTools) == FeatureAccessContext.overridesAllowed)
  }
}
