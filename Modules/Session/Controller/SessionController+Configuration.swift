import Foundation

extension SessionController {
  /// Tunables; the defaults match the API.
  ///
  /// ```swift
  /// SessionController.Configuration(refreshMargin: 120, storageKey: "session.credentials")
  /// ```
  public struct Configuration: Sendable, Equatable {
    /// Refresh proactively when the access token expires within this many seconds (default 60),
    /// so a request never leaves with a token that dies in flight.
    ///
    /// ```swift
    /// var configuration = SessionController.Configuration()
    /// configuration.refreshMargin = 90
    /// ```
    public var refreshMargin: TimeInterval
    /// The `SecureStore` key holding `{refresh_token, user}` (must follow `SecureStoreKey`).
    ///
    /// ```swift
    /// SessionController.Configuration(storageKey: "session.staging")
    /// ```
    public var storageKey: String
    /// The lifetime assumed for an adopted access token whose `exp` claim cannot be read, until a
    /// session has told us the real one (default 15 minutes).
    ///
    /// ```swift
    /// SessionController.Configuration(fallbackTokenLifetime: 600)
    /// ```
    public var fallbackTokenLifetime: TimeInterval
    /// A file that processes sharing one secure store lock while they refresh (default none: one
    /// process). The holder re-reads the stored session first, so a refresh token another process
    /// just rotated is never presented again — a reuse the server punishes by revoking the family.
    ///
    /// ```swift
    /// SessionController.Configuration(refreshLockFile: dataFolder.appending(path: "session.lock"))
    /// ```
    public var refreshLockFile: URL?
    /// How long to wait for another process's refresh before refreshing anyway (default 30 s).
    ///
    /// ```swift
    /// var configuration = SessionController.Configuration()
    /// configuration.refreshLockTimeout = .seconds(10)
    /// ```
    public var refreshLockTimeout: Duration

    /// Creates a configuration.
    ///
    /// ```swift
    /// let configuration = SessionController.Configuration(refreshMargin: 60)
    /// ```
    public init(
      refreshMargin: TimeInterval = 60,
      storageKey: String = "session.credentials",
      fallbackTokenLifetime: TimeInterval = 900,
      refreshLockFile: URL? = nil,
      refreshLockTimeout: Duration = .seconds(30)
    ) {
      self.refreshMargin = refreshMargin
      self.storageKey = storageKey
      self.fallbackTokenLifetime = fallbackTokenLifetime
      self.refreshLockFile = refreshLockFile
      self.refreshLockTimeout = refreshLockTimeout
    }
  }
}
