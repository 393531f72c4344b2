import Foundation
import NetworkErrors
import Observability

/// `me` + `app_config`, loaded once per session and shared by every feature, refreshed only on
/// foreground or an explicit reload — never on every screen. Concurrent first loads share one
/// request pair.
public actor AccountSnapshotCache {
  /// What the cache holds; only `me`, `config` and `savedAt` are encoded.
  public struct Snapshot: Sendable, Equatable, Codable {
    /// The account and its active profile.
    public let me: Me
    /// Server configuration as of the same load as ``me``.
    public let config: AppConfig
    /// When the server said this; set on a snapshot read back from the saved copy, `nil` on one
    /// that just came from the server.
    public var savedAt: Date?
    /// Read back because the server could not answer (show a notice that says why, from
    /// ``savedCopyReason``). Not stored.
    public var isOfflineCopy = false
    /// Why the saved copy stands in, when ``isOfflineCopy``: the server could not be reached, or
    /// its answer could not be read. Not stored.
    public var savedCopyReason: SavedCopyReason?

    enum CodingKeys: String, CodingKey { case me, config, savedAt }

    /// Stores the values as given; the offline fields start unset.
    public init(me: Me, config: AppConfig, savedAt: Date? = nil) {
      self.me = me
      self.config = config
      self.savedAt = savedAt
    }

    /// Whether this was read back from the saved copy (offline, or still fresh enough to use).
    public var isSaved: Bool { savedAt != nil }
  }

  /// Where the last good snapshot survives the process, so read commands work offline. The
  /// composition root keeps one per account and server; `none` keeps nothing.
  public struct Persistence: Sendable {
    /// The saved snapshot, if any (with its `savedAt`).
    public var load: @Sendable () -> Snapshot?
    /// Keeps a fresh snapshot (the cache sets `savedAt` first).
    public var save: @Sendable (Snapshot) -> Void
    /// Forgets the saved copy (sign-out, or a 403 that says the flags in it are out of date).
    public var remove: @Sendable () -> Void

    /// Stores the closures; the cache calls them on its own actor, one at a time.
    public init(
      load: @escaping @Sendable () -> Snapshot?, save: @escaping @Sendable (Snapshot) -> Void,
      remove: @escaping @Sendable () -> Void = {}
    ) {
      self.load = load
      self.save = save
      self.remove = remove
    }

    /// Keeps nothing: offline, the cache has no saved copy to fall back on.
    public static let none = Persistence(load: { nil }, save: { _ in })
  }

  private let repository: any AccountRepository
  private let persistence: Persistence
  private let time: TimeSource
  private var cached: Snapshot?
  private var loading: Task<Snapshot, any Error>?
  private var revalidation: Task<Snapshot?, Never>?

  /// Sends nothing until the first ``snapshot()``; `time`'s wall clock stamps saved copies and ages them
  /// (a test clock makes both deterministic).
  public init(repository: any AccountRepository, persistence: Persistence = .none, time: TimeSource = .system) {
    self.repository = repository
    self.persistence = persistence
    self.time = time
  }

  /// The cached snapshot, loading it the first time. When the server cannot be reached (offline,
  /// timeout, 5xx, rate limited) or its answer cannot be read, the saved snapshot is returned
  /// instead, with ``Snapshot/savedAt`` and ``Snapshot/savedCopyReason`` set; a refusal (401,
  /// 403…) is never papered over.
  public func snapshot() async throws(NetworkError) -> Snapshot {
    if let cached { return cached }
    do {
      return try await reload()
    } catch {
      guard let reason = SavedCopyReason(error), var saved = persistence.load() else { throw error }
      saved.isOfflineCopy = true
      saved.savedCopyReason = reason
      cached = saved
      return saved
    }
  }

  /// The saved snapshot if the server said it less than `maxAge` seconds ago, without asking the
  /// server (`nil` when there is none, it is older, or it claims to come from the future). A
  /// command that only needs the active profile starts from it and ``revalidate()``s alongside
  /// (ADR 0012).
  public func saved(maxAge: TimeInterval) -> Snapshot? {
    if let cached, cached.savedAt == nil { return cached }  // fresher than any saved copy
    guard let saved = persistence.load(), let savedAt = saved.savedAt else { return nil }
    // A copy dated after now (the clock was ahead when it was saved, or is behind now) has no
    // age anyone can know: trusting it would trust it forever, even after the session is revoked.
    let age = time.now().timeIntervalSince(savedAt)
    guard age >= 0, age < maxAge else { return nil }
    return saved
  }

  /// Asks the server again in the background (joins a load in flight); the result replaces the
  /// saved copy for the next command. Await the task for the new snapshot (`nil` if it failed).
  @discardableResult
  public func revalidate() -> Task<Snapshot?, Never> {
    if let revalidation { return revalidation }
    let task = Task { try? await self.reload() }
    revalidation = task
    return task
  }

  /// The revalidation started by ``revalidate()``, if any, for a command to wait on before exiting.
  public var pendingRevalidation: Task<Snapshot?, Never>? { revalidation }

  /// Fetches both again (joins a load already in flight).
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
      saved.savedAt = time.now()
      persistence.save(saved)
      return snapshot
    } catch let error as NetworkError {
      throw error
    } catch {
      throw .cancelled
    }
  }

  /// Replaces the active profile after `set_active_profile` without another round trip.
  public func updateActiveProfile(_ profile: Profile) {
    // The saved copy too, even when this process never loaded one: the next command starts from it.
    guard let base = cached ?? persistence.load() else { return }
    let updated = Snapshot(me: Me(account: base.me.account, activeProfile: profile), config: base.config)
    if cached != nil { cached = updated }
    persistence.save(Snapshot(me: updated.me, config: updated.config, savedAt: time.now()))
  }

  /// Forgets everything in memory (sign-out); `includingSaved` also removes the saved copy, so the
  /// next command asks the server first (sign-out, a 403).
  public func clear(includingSaved: Bool = false) {
    cached = nil
    loading?.cancel()
    loading = nil
    revalidation = nil
    if includingSaved { persistence.remove() }
  }
}

extension NetworkError {
  /// The server could not be reached or could not answer now: a saved copy may stand in. (An
  /// answer that came but could not be read is ``isUnreadableAnswer``, told apart on purpose.)
  var isUnreachable: Bool {
    switch kind {
    case .offline, .timeout, .rateLimited, .cancelled: true
    case .server: (status ?? 0) >= 500
    default: false
    }
  }
}
