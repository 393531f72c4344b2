import FeatureGates

/// What the developer tools show besides traffic: the account's flags and whether each of the app's
/// gates is open for this account, as the live ``FeatureAccessContext`` answers (debug overrides
/// included). Data only: each shell words it in its own language.
public struct DeveloperOverview: Sendable, Equatable {
  /// One gate and its state.
  public struct Gate: Sendable, Equatable {
    /// The gate's identifier (`developer_tools`), shown as is.
    public let name: String
    /// Whether the gate is open for this account and server config.
    public let isOpen: Bool

    /// Creates the value.
    public init(name: String, isOpen: Bool) {
      self.name = name
      self.isOpen = isOpen
    }
  }

  /// Account flags from `me`, sorted.
  public let accountFlags: [String]
  /// The gates asked about, in their order, with their states.
  public let gates: [Gate]

  /// Reads the state of `gates` (the app's choice: AppFeature's `FeatureGate.shownInDeveloperTools`)
  /// from the live access context.
  @MainActor
  public init(accountFlags: [String], access: FeatureAccessContext, gates: [FeatureGate]) {
    self.accountFlags = accountFlags.sorted()
    self.gates = gates.map { Gate(name: $0.name, isOpen: access.canSee($0)) }
  }
}
