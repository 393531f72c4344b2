import Observation

/// The live answer to "can the user see this?", observable so screens update when the account or
/// the server config changes. Debug builds may force a gate open or shut for testing; release
/// builds ignore overrides entirely.
@MainActor
@Observable
public final class FeatureAccessContext {
  /// The account's entitlements as of the last update; ``AccountEntitlements/none`` until then.
  public private(set) var entitlements: AccountEntitlements
  /// The server's flags as of the last update; ``RuntimeConfig/defaults`` until then.
  public private(set) var config: RuntimeConfig
  private var overrides: [String: Bool] = [:]

  /// Creates a context; signed out and defaults until ``update(entitlements:config:)``.
  public init(entitlements: AccountEntitlements = .none, config: RuntimeConfig = .defaults) {
    self.entitlements = entitlements
    self.config = config
  }

  /// Replaces entitlements and config (after `me`/`app_config` load, or sign-out).
  public func update(entitlements: AccountEntitlements, config: RuntimeConfig) {
    self.entitlements = entitlements
    self.config = config
  }

  /// Whether the gate is open (a debug override wins in debug builds only).
  public func canSee(_ gate: FeatureGate) -> Bool {
    if Self.overridesAllowed, let forced = overrides[gate.name] { return forced }
    return gate.isOpen(for: entitlements, config: config)
  }

  /// Forces a gate in debug builds; ignored (and reported as `false`) in release builds.
  @discardableResult
  public func setOverride(_ value: Bool?, for gate: FeatureGate) -> Bool {
    guard Self.overridesAllowed else { return false }
    overrides[gate.name] = value
    return true
  }

  /// Local overrides exist only in debug builds.
  public static var overridesAllowed: Bool {
    #if DEBUG
      true
    #else
      false
    #endif
  }
}
