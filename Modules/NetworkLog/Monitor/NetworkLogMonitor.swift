import Foundation
import Networking
import Observability

/// Records every attempt the API client makes into a ``NetworkLogStore``, redacted.
///
/// Compiled into every build but inert until ``isEnabled`` is set (or use ``disabled``): when off,
/// `attemptDidFinish` reads one flag and returns. When on, it still returns at once: the attempt goes
/// into a bounded hand-off queue, and a background task redacts it (``Redactor``, the chokepoint) and
/// appends it to the store. If the queue is full (the background task is far behind), attempts are
/// dropped and counted rather than slowing requests down.
///
/// ```swift
/// let store = NetworkLogStore(directory: dirs.dataDirectory.appending(path: "network-log", directoryHint: .isDirectory))
/// let networkLog = NetworkLogMonitor(store: store, isEnabled: NetworkLogGate.isOpen(accountFlags: []))
/// configuration.monitors.append(networkLog)
/// // later, once `me` says the account is a developer:
/// networkLog.isEnabled = NetworkLogGate.isOpen(accountFlags: account.flags)
/// ```
public final class NetworkLogMonitor: NetworkEventMonitor {
  /// A monitor that never records, whatever ``isEnabled`` is set to. For builds and tests that want
  /// the monitor slot filled without a store.
  ///
  /// ```swift
  /// configuration.monitors.append(NetworkLogMonitor.disabled)
  /// ```
  public static let disabled = NetworkLogMonitor()

  /// The store entries go to (`nil` for ``disabled``).
  public let store: NetworkLogStore?
  /// How many attempts may wait for redaction before new ones are dropped.
  public let queueLimit: Int

  private let handOff: NetworkLogHandOff?

  /// Creates a monitor feeding `store`, redacting with `store.redactor`.
  ///
  /// ```swift
  /// let monitor = NetworkLogMonitor(store: store, isEnabled: ProcessInfo.processInfo.environment["CHATTERBOX_NETWORK_LOG"] == "1")
  /// ```
  public init(store: NetworkLogStore, isEnabled: Bool = false, queueLimit: Int = 1_000) {
    self.store = store
    self.queueLimit = max(1, queueLimit)
    let handOff = NetworkLogHandOff(isEnabled: isEnabled)
    self.handOff = handOff
    let redactor = store.redactor
    // The task holds the hand-off, the store and the redactor, not `self`: when the monitor goes
    // away its deinit finishes the hand-off and the task ends. It takes whatever has queued up in
    // one go and stores it with one actor call: a hop per attempt cost more than redacting it.
    Task(priority: .utility) {
      while let batch = await handOff.next() {
        var entries: [NetworkLogEntry] = []
        var attempts = 0
        for item in batch {
          switch item {
          case .attempt(let attempt):
            entries.append(redactor.redact(attempt))
            attempts += 1
            // A burst is stored in slices, so redacted copies of a whole queue never pile up here.
            if entries.count == 32 {
              await store.append(contentsOf: entries)
              entries.removeAll(keepingCapacity: true)
            }
          case .barrier(let continuation):
            if !entries.isEmpty { await store.append(contentsOf: entries) }
            entries.removeAll()
            continuation.resume()
          }
        }
        if !entries.isEmpty { await store.append(contentsOf: entries) }
        handOff.stored(attempts)
      }
    }
  }

  private init() {
    store = nil
    queueLimit = 0
    handOff = nil
  }

  deinit { handOff?.finish() }

  /// Whether attempts are recorded. Safe to flip at any time from any thread; attempts already handed
  /// off are still stored.
  ///
  /// ```swift
  /// monitor.isEnabled = account.flags.contains("developer")
  /// ```
  public var isEnabled: Bool {
    get { handOff?.isEnabled ?? false }
    set { handOff?.isEnabled = newValue }
  }

  /// Attempts dropped because the hand-off queue was full.
  ///
  /// ```swift
  /// if monitor.droppedCount > 0 { showBanner("network log fell behind") }
  /// ```
  public var droppedCount: Int { handOff?.droppedCount ?? 0 }

  /// Hands the attempt off for redaction and storage; never blocks on either.
  ///
  /// ```swift
  /// monitor.attemptDidFinish(attempt) // called by APIClient after each attempt
  /// ```
  public func attemptDidFinish(_ attempt: NetworkAttempt) {
    handOff?.offer(attempt, limit: queueLimit)
  }

  /// Waits until every attempt handed off so far is redacted, in the store, and written to disk.
  ///
  /// ```swift
  /// await monitor.flush() // before exporting, and in tests
  /// ```
  public func flush() async {
    guard let handOff, let store else { return }
    await withCheckedContinuation { handOff.barrier($0) }
    await store.flush()
  }
}
