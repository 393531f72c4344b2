import FeatureGates

/// What the developer tools show besides traffic: the account's flags, the server's app flags with
/// their effective values, and the session with every secret masked.
///
/// ```swift
/// let overview = DeveloperOverview(accountFlags: me.account.flags, appFlags: config.featureFlags, maskedEmail: "a•••@example.com", accessTokenExpiresIn: 812)
/// overview.lines
/// ```
public struct DeveloperOverview: Sendable, Equatable {
  /// Account flags from `me`.
  public let accountFlags: [String]
  /// App flags as the server sent them.
  public let appFlags: [String: Bool]
  /// Known gates and whether each is open.
  public let gates: [(name: String, isOpen: Bool)]
  /// The masked sign-in address.
  public let maskedEmail: String
  /// Seconds until the access token expires (the token itself is never shown).
  public let accessTokenExpiresIn: Int?

  /// Builds the overview.
  public init(accountFlags: [String], appFlags: [String: Bool], maskedEmail: String, accessTokenExpiresIn: Int?) {
    self.accountFlags = accountFlags.sorted()
    self.appFlags = appFlags
    self.maskedEmail = maskedEmail
    self.accessTokenExpiresIn = accessTokenExpiresIn
    let entitlements = AccountEntitlements(flags: accountFlags)
    let config = RuntimeConfig(featureFlags: appFlags)
    gates = [FeatureGate.developerTools, .shuffle, .history].map {
      ($0.name, $0.isOpen(for: entitlements, config: config))
    }
  }

  public static func == (lhs: DeveloperOverview, rhs: DeveloperOverview) -> Bool {
    lhs.accountFlags == rhs.accountFlags && lhs.appFlags == rhs.appFlags && lhs.maskedEmail == rhs.maskedEmail
      && lhs.accessTokenExpiresIn == rhs.accessTokenExpiresIn
  }

  /// Text lines for a plain display.
  public var lines: [String] {
    var lines = [
      "Account: \(maskedEmail)", "Access token: <masked>\(accessTokenExpiresIn.map { ", expires in \($0) s" } ?? "")",
    ]
    lines.append("Account flags: \(accountFlags.isEmpty ? "none" : accountFlags.joined(separator: ", "))")
    lines.append(
      "App flags: "
        + (appFlags.isEmpty
          ? "defaults" : appFlags.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")))
    lines += gates.map { "Gate \($0.name): \($0.isOpen ? "open" : "closed")" }
    return lines
  }
}
