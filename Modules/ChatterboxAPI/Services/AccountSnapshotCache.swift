import Foundation
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
  public struct Snapshot: Sendable, Equatable, Codable {
    /// The account and its active profile.
    public let me: Me
    /// Server configuration.
    public let config: AppConfig
    /// When the server said this; set on a snapshot read back from disk while the server could not
    /// be reached (show an "offline — saved" notice), `nil` on a fresh one.
    public var savedAt: Date?

    /// Creates a snapshot.
    ///
    /// ```swift
    /// AccountSnapshotCache.Snapshot(me: me, config: config)
    /// ```
    public init(me: Me, config: AppConfig, savedAt: Date? = nil) {
      self.me = me
      self.config = config
      self.savedAt = savedAt
    }

    /// Whether this is the saved copy shown because the server could not be reached.
    ///
    /// ```swift
    /// if snapshot.isSaved { print("offline — saved") }
    /// ```
    public var isSaved: Bool { savedAt != nil }
  }

  /// Where the last good snapshot survives the process, so read commands work offline. The
  /// composition root keeps one per account and server; `none` keeps nothing.
  ///
  /// ```swift
  /// AccountSnapshotCache.Persistence(load: { try? read(file) }, save: { try? write($0, file) })
  /// ```
  public struct Persistence: Sendable {
    /// The saved snapshot, if any (with its `savedAt`).
    public var load: @Sendable () -> Snapshot?
    /// Keeps a fresh snapshot (the cache sets `savedAt` first).
    public var save: @Sendable (Snapshot) -> Void

    /// Creates the persistence.
    ///
    /// ```swift
    /// AccountSnapshotCache.Persistence(load: { nil }, save: { _ in })
    /// ```
    public init(load: @escaping @Sendable () -> Snapshot?, save: @escaping @Sendable (Snapshot) -> Void) {
      self.load = load
      self.save = save
    }

    /// Keeps nothing.
    ///
    /// ```swift
    /// AccountSnapshotCache(repository: repository, persistence: .none)
    /// ```
    public static let none = Persistence(load: { nil }, save: { _ in })
  }

  private let repository: any AccountRepository
  private let persistence: Persistence
  private let now: @Sendable () -> Date
  private var cached: Snapshot?
  private var loading: Task<Snapshot, any Error>?

  /// Creates the cache.
  ///
  /// ```swift
  /// AccountSnapshotCache(repository: LiveAccountRepository(client: client))
  /// ```
  public init(repository: any AccountRepository, persistence: Persistence = .none, now: @escaping @Sendable () -> Date = { Date() }) {
    self.repository = repository
    self.persistence = persistence
    self.now = now
  }

  /// The cached snapshot, loading it the first time. When the server cannot be reached (offline,
  /// timeout, 5xx, rate limited) the saved snapshot is returned instead, with ``Snapshot/savedAt``
  /// set; a refusal (401, 403…) is never papered over.
  ///
  /// ```swift
  /// let language = try await cache.snapshot().me.activeProfile?.languageCode
  /// ```
  public func snapshot() async throws(NetworkError) -> Snapshot {
    if let cached { return cached }
    do {
      return try await reload()
    } catch where error.isUnreachable {
      guard let saved = persistence.load() else { throw error }
      cached = saved
      return saved
    }
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
      var saved = snapshot
      saved.savedAt = now()
      persistence.save(saved)
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
    let updated = Snapshot(me: Me(account: cached.me.account, activeProfile: profile), config: cached.config)
    self.cached = updated
    persistence.save(Snapshot(me: updated.me, config: updated.config, savedAt: now()))
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

extension NetworkError {
  /// The server could not be reached or could not answer now: a saved copy may stand in.
  var isUnreachable: Bool {
    switch self {
    case .offline, .timeout, .rateLimited, .cancelled, .invalidResponse: true
    case .server(let status, _, _): status >= 500
    default: false
    }
  }
}
