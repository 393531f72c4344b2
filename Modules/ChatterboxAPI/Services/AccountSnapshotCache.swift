import Networking

/// `me` + `app_config`, loaded once per session and shared by every feature, refreshed only on
/// foreground or an explicit reload — never on every screen. Concurrent first loads share one
/// request pair.
///
/// ```swift
/// let snapshot = try await accountCache.snapshot()     // network once
/// let again = try await accountCache.snapshot()        // cached
/// try await accountCache.reload()                      // after switching language
/// ```
public actor AccountSnapshotCache {
  /// What the cache holds.
  public struct Snapshot: Sendable, Equatable {
    /// The account and its active profile.
    public let me: Me
    /// Server configuration.
    public let config: AppConfig
  }

  private let repository: any AccountRepository
  private var cached: Snapshot?
  private var loading: Task<Snapshot, any Error>?

  /// Creates the cache.
  ///
  /// ```swift
  /// AccountSnapshotCache(repository: LiveAccountRepository(client: client))
  /// ```
  public init(repository: any AccountRepository) { self.repository = repository }

  /// The cached snapshot, loading it the first time.
  ///
  /// ```swift
  /// let language = try await cache.snapshot().me.activeProfile?.languageCode
  /// ```
  public func snapshot() async throws(NetworkError) -> Snapshot {
    if let cached { return cached }
    return try await reload()
  }

  /// Fetches both again (joins a load already in flight).
  ///
  /// ```swift
  /// try await cache.reload()
  /// ```
  @discardableResult
  public func reload() async throws(NetworkError) -> Snapshot {
    let task: Task<Snapshot, any Error>
    if let loading {
      task = loading
    } else {
      let repository = self.repository
      task = Task {
        // Two unstructured tasks rather than `async let`: when `me` fails first, `async let` would
        // cancel `app_config` mid-flight, and on Linux a cancellation racing the answer can
        // deadlock FoundationNetworking (swift-corelibs-foundation#5412; found by Tools/Chaos).
        let config = Task { try await repository.appConfig() }
        let me = try await repository.me()
        return Snapshot(me: me, config: try await config.value)
      }
      loading = task
    }
    defer { loading = nil }
    do {
      let snapshot = try await task.value
      cached = snapshot
      return snapshot
    } catch let error as NetworkError {
      throw error
    } catch {
      throw .cancelled
    }
  }

  /// Replaces the active profile after `set_active_profile` without another round trip.
  ///
  /// ```swift
  /// await cache.updateActiveProfile(profile)
  /// ```
  public func updateActiveProfile(_ profile: Profile) {
    guard let cached else { return }
    self.cached = Snapshot(me: Me(account: cached.me.account, activeProfile: profile), config: cached.config)
  }

  /// Forgets everything (sign-out).
  ///
  /// ```swift
  /// await cache.clear()
  /// ```
  public func clear() {
    cached = nil
    loading?.cancel()
    loading = nil
  }
}
