/// A rule for showing a feature: every listed account flag must be granted and every listed app
/// flag enabled.
public struct FeatureGate: Sendable, Hashable {
  /// Account flags that must all be present.
  public let requiredAccountFlags: Set<AccountEntitlements.Flag>
  /// App flags that must all be enabled.
  public let requiredAppFlags: Set<RuntimeConfig.Flag>
  /// A stable name, used for debug overrides.
  public let name: String

  /// Declares a gate; with no required flags it is always open (debug overrides aside).
  public init(
    name: String, requiredAccountFlags: Set<AccountEntitlements.Flag> = [],
    requiredAppFlags: Set<RuntimeConfig.Flag> = []
  ) {
    self.name = name
    self.requiredAccountFlags = requiredAccountFlags
    self.requiredAppFlags = requiredAppFlags
  }

  /// Whether the gate is open for these entitlements and this config.
  public func isOpen(for entitlements: AccountEntitlements, config: RuntimeConfig) -> Bool {
    requiredAccountFlags.allSatisfy(entitlements.contains) && requiredAppFlags.allSatisfy(config.isEnabled)
  }
}
