import ChatterboxAPI

/// What the auth feature needs from the session, as closures (isowords style), so the feature does
/// not depend on how sessions are stored. The composition root adapts `SessionController`.
public struct SessionGateway: Sendable {
  /// Stores a new session and announces it.
  public var signIn: @Sendable (AuthGrant) async throws -> Void
  /// Ends the session: clears tokens and caches, revokes on the server best effort.
  public var signOut: @Sendable () async -> Void

  /// Creates the gateway.
  public init(
    signIn: @escaping @Sendable (AuthGrant) async throws -> Void, signOut: @escaping @Sendable () async -> Void
  ) {
    self.signIn = signIn
    self.signOut = signOut
  }
}
