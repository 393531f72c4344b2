/// What the signed-in account may do, from the server's `me.account.flags`. Only the server grants
/// entitlements: nothing here compares emails or ids.
public struct AccountEntitlements: Sendable, Equatable {
  /// A named account flag, compared exactly (case-sensitive) with the server's names.
  public struct Flag: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }

    /// Opens developer tools (network console, flags overview).
    public static let developer: Flag = "developer"
  }

  /// The flags the server granted, unknown ones included.
  public let flags: Set<Flag>

  /// Builds entitlements from the server's flag list; unknown flags are kept (a gate may use them).
  public init(flags: [String]) {
    self.flags = Set(flags.map(Flag.init(rawValue:)))
  }

  /// Signed out: nothing granted, so every gate that needs an account flag is shut.
  public static let none = AccountEntitlements(flags: [])

  /// Whether a flag is granted.
  public func contains(_ flag: Flag) -> Bool { flags.contains(flag) }
}
