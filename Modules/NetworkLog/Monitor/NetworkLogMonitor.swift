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
  private enum Item: Sendable {
    case attempt(NetworkAttempt)
    case barrier(CheckedContinuation<Void, Never>)
  }

  private struct State: Sendable {
    var isEnabled: Bool
    var queued = 0
    var dropped = 0
  }

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

  private let state: LockedValue<State>
  private let continuation: AsyncStream<Item>.Continuation?

  /// Creates a monitor feeding `store`, redacting with `store.redactor`.
  ///
  /// ```swift
  /// let monitor = NetworkLogMonitor(store: store, isEnabled: ProcessInfo.processInfo.environment["CHATTERBOX_NETWORK_LOG"] == "1")
  /// ```
  public init(store: NetworkLogStore, isEnabled: Bool = false, queueLimit: Int = 1_000) {
    self.store = store
    self.queueLimit = max(1, queueLimit)
    let state = LockedValue(State(isEnabled: isEnabled))
    self.state = state
    let (stream, continuation) = AsyncStream<Item>.makeStream()
    self.continuation = continuation
    let redactor = store.redactor
    // The task holds the stream, the store and the redactor, not `self`: when the monitor goes
    // away its deinit finishes the stream and the task ends.
    Task(priority: .utility) {
      for await item in stream {
        switch item {
        case .attempt(let attempt):
          let entry = redactor.redact(attempt)
          await store.append(entry)
          state.withLock { $0.queued -= 1 }
        case .barrier(let continuation):
          continuation.resume()
        }
      }
    }
  }

  private init() {
    store = nil
    queueLimit = 0
    state = LockedValue(State(isEnabled: false))
    continuation = nil
  }

  deinit { continuation?.finish() }

  /// Whether attempts are recorded. Safe to flip at any time from any thread; attempts already handed
  /// off are still stored.
  ///
  /// ```swift
  /// monitor.isEnabled = account.flags.contains("developer")
  /// ```
  public var isEnabled: Bool {
    get { continuation != nil && state.withLock { $0.isEnabled } }
    set { state.withLock { $0.isEnabled = newValue } }
  }

  /// Attempts dropped because the hand-off queue was full.
  ///
  /// ```swift
  /// if monitor.droppedCount > 0 { showBanner("network log fell behind") }
  /// ```
  public var droppedCount: Int { state.withLock { $0.dropped } }

  /// Hands the attempt off for redaction and storage; never blocks on either.
  ///
  /// ```swift
  /// monitor.attemptDidFinish(attempt) // called by APIClient after each attempt
  /// ```
  public func attemptDidFinish(_ attempt: NetworkAttempt) {
    guard let continuation else { return }
    let accepted = state.withLock { state -> Bool in
      guard state.isEnabled else { return false }
      guard state.queued < queueLimit else {
        state.dropped += 1
        return false
      }
      state.queued += 1
      return true
    }
    guard accepted else { return }
    if case .terminated = continuation.yield(.attempt(attempt)) {
      state.withLock { $0.queued -= 1 }
    }
  }

  /// Waits until every attempt handed off so far is redacted, in the store, and written to disk.
  ///
  /// ```swift
  /// await monitor.flush() // before exporting, and in tests
  /// ```
  public func flush() async {
    guard let continuation, let store else { return }
    await withCheckedContinuation { (barrier: CheckedContinuation<Void, Never>) in
      if case .terminated = continuation.yield(.barrier(barrier)) { barrier.resume() }
    }
    await store.flush()
  }
}
