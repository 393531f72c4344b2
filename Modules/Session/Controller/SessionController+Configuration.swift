import Foundation

extension SessionController {
  /// Tunables; the defaults match the API.
  public struct Configuration: Sendable, Equatable {
    /// The longest refresh margin, in seconds (default 60): a token is refreshed proactively when
    /// it expires within ``refreshMargin(forLifetime:)`` — this, or ``refreshMarginFraction`` of
    /// the token's lifetime if that is shorter — so a request never leaves with a token that dies
    /// in flight, and a short-lived token is still used for most of its life.
    public var refreshMargin: TimeInterval
    /// The refresh margin as a share of the access token's lifetime, used when it is shorter than
    /// ``refreshMargin`` (default 0.2: a 3 s token is refreshed 0.6 s before it expires; every
    /// lifetime of 5 minutes or more keeps the full 60 s). Clamped to 0…1; 1 makes
    /// ``refreshMargin`` a fixed margin again (capped at the lifetime).
    public var refreshMarginFraction: Double
    /// The `SecureStore` key holding the session's tokens and user (must follow `SecureStoreKey`).
    public var storageKey: String
    /// The lifetime assumed for an adopted access token whose `exp` claim cannot be read, until a
    /// session has told us the real one (default 15 minutes).
    public var fallbackTokenLifetime: TimeInterval
    /// A file that processes sharing one secure store lock while they refresh (default none: one
    /// process). The holder re-reads the stored session first, so a refresh token another process
    /// just rotated is never presented again — a reuse the server punishes by revoking the family.
    public var refreshLockFile: URL?
    /// How long to wait for another process's refresh before refreshing anyway (default 30 s).
    public var refreshLockTimeout: Duration

    /// Creates a configuration whose refresh margin is at most `refreshMargin` and a fifth of a
    /// shorter lifetime (``refreshMarginFraction`` 0.2).
    public init(
      refreshMargin: TimeInterval = 60,
      storageKey: String = "session.credentials",
      fallbackTokenLifetime: TimeInterval = 900,
      refreshLockFile: URL? = nil,
      refreshLockTimeout: Duration = .seconds(30)
    ) {
      self.init(
        refreshMargin: refreshMargin, storageKey: storageKey, fallbackTokenLifetime: fallbackTokenLifetime,
        refreshLockFile: refreshLockFile, refreshLockTimeout: refreshLockTimeout, refreshMarginFraction: 0.2)
    }

    /// Creates a configuration with its own share of the lifetime as the margin (the other
    /// initializer, kept as it was, uses 0.2); `1` makes `refreshMargin` a fixed margin again.
    public init(
      refreshMargin: TimeInterval = 60,
      storageKey: String = "session.credentials",
      fallbackTokenLifetime: TimeInterval = 900,
      refreshLockFile: URL? = nil,
      refreshLockTimeout: Duration = .seconds(30),
      refreshMarginFraction: Double
    ) {
      self.refreshMargin = refreshMargin
      self.refreshMarginFraction = refreshMarginFraction
      self.storageKey = storageKey
      self.fallbackTokenLifetime = fallbackTokenLifetime
      self.refreshLockFile = refreshLockFile
      self.refreshLockTimeout = refreshLockTimeout
    }

    /// How long before expiry a token living `lifetime` seconds is refreshed: the smaller of
    /// ``refreshMargin`` and ``refreshMarginFraction`` × `lifetime`, never negative. A lifetime
    /// that is not a positive finite number counts as ``fallbackTokenLifetime``.
    public func refreshMargin(forLifetime lifetime: TimeInterval) -> TimeInterval {
      let known = lifetime.isFinite && lifetime > 0 ? lifetime : fallbackTokenLifetime
      let fraction = refreshMarginFraction.isNaN ? 1 : min(max(refreshMarginFraction, 0), 1)
      return max(0, min(refreshMargin, fraction * known))
    }
  }
}
