import Foundation
import Networking
import Observability

/// Records every attempt the API client makes into a ``NetworkLogStore``, redacted.
///
/// Compiled into every build but inert until turned on (or use ``disabled``): when off,
/// `attemptDidFinish` reads one flag and returns. When on, it still returns at once: the attempt goes
/// into a bounded hand-off queue, and a background task redacts it (``Redactor``, the chokepoint) and
/// appends it to the store. If the queue is full (the background task is far behind), attempts are
/// dropped and counted rather than slowing requests down.
///
/// Before the account is known (signing in, a session's first refresh) the composition root uses
/// ``Mode/holding``: attempts are redacted the same way but held apart, then committed to the log
/// if the account turns out to be a developer's, and discarded otherwise (``decide(accountFlags:)``).
public final class NetworkLogMonitor: NetworkEventMonitor {
  /// A monitor that never records, whatever ``mode`` is set to. For builds and tests that want
  /// the monitor slot filled without a store.
  public static let disabled = NetworkLogMonitor()

  /// The store entries go to (`nil` for ``disabled``).
  public let store: NetworkLogStore?
  /// Where attempts wait while the monitor is ``Mode/holding``: `held.jsonl` beside the log
  /// (``NetworkLogStore/Configuration/held``), redacted like the log, written only by ``flush()``
  /// (so a process that ends undecided hands them to the next one), and emptied by every decision.
  /// `nil` for ``disabled``.
  public let heldStore: NetworkLogStore?
  /// How many attempts may wait for redaction before new ones are dropped.
  public let queueLimit: Int

  private let handOff: NetworkLogHandOff?

  /// Creates a monitor feeding `store`, redacting with `store.redactor`: logging (`.on`) or
  /// inert (`.off`).
  public convenience init(store: NetworkLogStore, isEnabled: Bool = false, queueLimit: Int = 1_000) {
    self.init(store: store, mode: isEnabled ? .on : .off, queueLimit: queueLimit)
  }

  /// Creates a monitor feeding `store` in `mode`; ``Mode/holding`` holds attempts in
  /// ``heldStore`` until ``decide(accountFlags:)`` (or ``mode``) settles whether they are kept.
  public init(store: NetworkLogStore, mode: Mode, queueLimit: Int = 1_000) {
    self.store = store
    let heldStore = store.makeHeldStore()
    self.heldStore = heldStore
    self.queueLimit = max(1, queueLimit)
    let handOff = NetworkLogHandOff(mode: mode, time: store.time)
    self.handOff = handOff
    let redactor = store.redactor
    // The task holds the hand-off, the stores and the redactor, not `self`: when the monitor goes
    // away its deinit finishes the hand-off and the task ends. It takes whatever has queued up in
    // one go and stores it with one actor call: a hop per attempt cost more than redacting it.
    Task(priority: .utility) {
      var writer = NetworkLogWriter(store: store, heldStore: heldStore, redactor: redactor)
      while let batch = await handOff.next() {
        var attempts = 0
        for item in batch { attempts += await writer.take(item) }
        await writer.storeWaiting()
        handOff.stored(attempts)
      }
    }
  }

  private init() {
    store = nil
    heldStore = nil
    queueLimit = 0
    handOff = nil
  }

  deinit { handOff?.finish() }

  /// What the monitor does with an attempt.
  public enum Mode: Sendable, Hashable {
    /// Nothing is recorded.
    case off
    /// The account is not known yet (signing in, restoring a session): attempts are redacted and
    /// held in ``NetworkLogMonitor/heldStore``, and reach the log only if the gate opens.
    case holding
    /// Attempts are recorded.
    case on
  }

  /// The current mode. Safe to change at any time from any thread; attempts already handed off are
  /// still stored. Changing to ``Mode/on`` moves everything held into the log (in order, ahead of
  /// later attempts); changing to ``Mode/off`` forgets it.
  public var mode: Mode {
    get { handOff?.mode ?? .off }
    set { handOff?.transition { _ in newValue } }
  }

  /// Whether attempts are recorded (``mode`` is ``Mode/on``). Setting it is setting ``mode`` to
  /// `.on` (committing what is held) or `.off` (discarding it).
  public var isEnabled: Bool {
    get { mode == .on }
    set { mode = newValue ? .on : .off }
  }

  /// The account is known now: a developer account (``NetworkLogGate/developerFlag``) turns
  /// logging on and commits what was held; any other account ends holding and discards what was
  /// held. A log already on (enabled for the run by the host, or an earlier decision in this
  /// process) stays on.
  public func decide(accountFlags: [String]) {
    let isDeveloper = NetworkLogGate.isOpen(accountFlags: accountFlags)
    handOff?.transition { current in isDeveloper ? .on : current == .holding ? .off : current }
  }

  /// Attempts dropped because the hand-off queue was full.
  public var droppedCount: Int { handOff?.droppedCount ?? 0 }

  /// Hands the attempt off for redaction and storage; never blocks on either.
  public func attemptDidFinish(_ attempt: NetworkAttempt) {
    handOff?.offer(attempt, limit: queueLimit)
  }

  /// Waits until every attempt handed off so far is redacted, in the store (or, while holding, in
  /// ``heldStore``), and written to disk.
  public func flush() async {
    guard let handOff, let store else { return }
    await withCheckedContinuation { handOff.barrier($0) }
    await store.flush()
    await heldStore?.flush()
  }
}
