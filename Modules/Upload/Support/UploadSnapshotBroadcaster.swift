import Foundation
import Observability

/// Holds the current job snapshots and fans every change out to any number of `AsyncStream`s.
///
/// A lock, not the queue actor, guards it, for two reasons: ``UploadQueue/jobs`` and
/// ``UploadQueue/updates()`` can be synchronous, and byte progress (reported on URLSession's
/// delegate queue, many times a second) is published in order without hopping onto the actor.
/// Subscribing yields the current value and registers inside one critical section, so a new
/// subscriber neither misses a change nor sees one twice. (`yield` never runs consumer code
/// synchronously, so yielding under the lock cannot re-enter it.)
final class UploadSnapshotBroadcaster: Sendable {
  private struct State: Sendable {
    /// Snapshots as the queue last published them.
    var base: [UploadJobSnapshot] = []
    /// Live byte counts of PUTs in flight, overlaid on `base`.
    var liveBytes: [UploadJobID: Int] = [:]
    var current: [UploadJobSnapshot] = []
    var subscribers: [UInt64: AsyncStream<[UploadJobSnapshot]>.Continuation] = [:]
    var nextID: UInt64 = 0

    mutating func recompute() -> Bool {
      let merged = base.map { snapshot -> UploadJobSnapshot in
        guard snapshot.phase == .uploading, let bytes = liveBytes[snapshot.id] else { return snapshot }
        var snapshot = snapshot
        snapshot.bytesSent = bytes
        return snapshot
      }
      guard merged != current else { return false }
      current = merged
      for continuation in subscribers.values { continuation.yield(merged) }
      return true
    }
  }

  private let state = LockedValue(State())

  deinit {
    for continuation in state.value.subscribers.values { continuation.finish() }
  }

  var current: [UploadJobSnapshot] { state.withLock { $0.current } }

  var subscriberCount: Int { state.withLock { $0.subscribers.count } }

  /// Replaces the snapshots (the queue's view of every job); publishes if anything changed.
  func publish(_ snapshots: [UploadJobSnapshot]) {
    state.withLock { state in
      state.base = snapshots
      let ids = Set(snapshots.map(\.id))
      state.liveBytes = state.liveBytes.filter { ids.contains($0.key) }
      _ = state.recompute()
    }
  }

  /// Starts (or restarts) a PUT's byte count at zero.
  func resetProgress(_ id: UploadJobID) {
    state.withLock { state in
      state.liveBytes[id] = 0
      _ = state.recompute()
    }
  }

  /// Records bytes sent. Publishes only when the whole percentage changes (or the PUT finishes),
  /// so a large file yields about a hundred updates, not one per 64 KiB chunk.
  func progress(_ id: UploadJobID, bytesSent: Int, totalBytes: Int) {
    state.withLock { state in
      let previous = state.liveBytes[id] ?? 0
      guard bytesSent != previous else { return }
      let total = max(totalBytes, 1)
      let sameBucket = previous * 100 / total == bytesSent * 100 / total
      state.liveBytes[id] = bytesSent
      if sameBucket && bytesSent < totalBytes { return }
      _ = state.recompute()
    }
  }

  /// A stream that starts with the current snapshots, then every change. Unbounded buffering:
  /// values are small and a UI must never miss the final "done".
  func subscribe() -> AsyncStream<[UploadJobSnapshot]> {
    let (stream, continuation) = AsyncStream.makeStream(of: [UploadJobSnapshot].self, bufferingPolicy: .unbounded)
    let id = state.withLock { state -> UInt64 in
      defer { state.nextID &+= 1 }
      return state.nextID
    }
    continuation.onTermination = { [weak self] _ in
      self?.state.withLock { _ = $0.subscribers.removeValue(forKey: id) }
    }
    state.withLock { state in
      continuation.yield(state.current)
      state.subscribers[id] = continuation
    }
    return stream
  }
}
