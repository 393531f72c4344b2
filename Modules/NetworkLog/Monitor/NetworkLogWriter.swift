/// The monitor's background side: redacts what the hand-off queued (``Redactor``, the chokepoint)
/// and stores it in order, recorded attempts in the log and held ones in the held store, in slices
/// of up to 32 entries per actor call, so redacted copies of a whole queue never pile up here.
///
/// A decision is applied where it was queued: everything before it is stored first, so a commit
/// moves every attempt held before it, and an attempt recorded after it lands after them.
struct NetworkLogWriter {
  let store: NetworkLogStore
  let heldStore: NetworkLogStore
  let redactor: Redactor
  private var recorded: [NetworkLogEntry] = []
  private var held: [NetworkLogEntry] = []

  static let sliceCount = 32

  init(store: NetworkLogStore, heldStore: NetworkLogStore, redactor: Redactor) {
    self.store = store
    self.heldStore = heldStore
    self.redactor = redactor
  }

  /// Handles one item; returns how many attempts it took (for the hand-off's count).
  mutating func take(_ item: NetworkLogHandOff.Item) async -> Int {
    switch item {
    case .attempt(let attempt):
      if !held.isEmpty { await storeHeld() }
      recorded.append(redactor.redact(attempt))
      if recorded.count == Self.sliceCount { await storeRecorded() }
      return 1
    case .held(let attempt):
      if !recorded.isEmpty { await storeRecorded() }
      held.append(redactor.redact(attempt))
      if held.count == Self.sliceCount { await storeHeld() }
      return 1
    case .commitHeld:
      await storeWaiting()
      // Entries carried over from an earlier process were re-redacted when the held store loaded them.
      let entries = await heldStore.entries()
      if !entries.isEmpty {
        await heldStore.clear()
        await store.append(contentsOf: entries)
      }
      return 0
    case .discardHeld:
      await storeRecorded()
      held.removeAll()
      await heldStore.clear()
      return 0
    case .barrier(let continuation):
      await storeWaiting()
      continuation.resume()
      return 0
    }
  }

  /// Stores whatever waits (the end of a batch).
  mutating func storeWaiting() async {
    await storeRecorded()
    await storeHeld()
  }

  private mutating func storeRecorded() async {
    guard !recorded.isEmpty else { return }
    await store.append(contentsOf: recorded)
    recorded.removeAll(keepingCapacity: true)
  }

  private mutating func storeHeld() async {
    guard !held.isEmpty else { return }
    await heldStore.append(contentsOf: held)
    held.removeAll(keepingCapacity: true)
  }
}
