import Foundation
import Observability

/// Holds the current job snapshots and fans every change out to any number of `AsyncStream`s.
///
/// A lock, not the queue actor, guards it, for two reasons: ``UploadQueue/jobs`` and
/// ``UploadQueue/updates()`` can be synchronous, and byte progress (reported on URLSession's
/// delegate queue, many times a second) is published in order without hopping onto the actor.
/// Streams come from Observability's ``StateBroadcaster``, which starts each with the current list
/// and sends changes only; this type adds the byte progress of PUTs in flight, published once per
/// percent.
final class UploadSnapshotBroadcaster: Sendable {
  /// What the published list is computed from: the queue's snapshots and the bytes of PUTs in flight.
  private struct Inputs: Sendable {
    var base: [UploadJobSnapshot] = []
    var liveBytes: [UploadJobID: Int] = [:]

    var merged: [UploadJobSnapshot] {
      base.map { snapshot -> UploadJobSnapshot in
        guard snapshot.phase == .uploading, let bytes = liveBytes[snapshot.id] else { return snapshot }
        var snapshot = snapshot
        snapshot.bytesSent = bytes
        return snapshot
      }
    }
  }

  private let inputs = LockedValue(Inputs())
  private let output = StateBroadcaster<[UploadJobSnapshot]>(initial: [])

  var current: [UploadJobSnapshot] { output.current }

  var subscriberCount: Int { output.subscriberCount }

  func publish(_ snapshots: [UploadJobSnapshot]) {
    // Published under the inputs' lock, so two changes reach subscribers in the order they happened.
    inputs.withLock { inputs in
      inputs.base = snapshots
      let ids = Set(snapshots.map(\.id))
      inputs.liveBytes = inputs.liveBytes.filter { ids.contains($0.key) }
      output.publish(inputs.merged)
    }
  }

  func resetProgress(_ id: UploadJobID) {
    inputs.withLock { inputs in
      inputs.liveBytes[id] = 0
      output.publish(inputs.merged)
    }
  }

  func progress(_ id: UploadJobID, bytesSent: Int, totalBytes: Int) {
    inputs.withLock { inputs in
      let previous = inputs.liveBytes[id] ?? 0
      guard bytesSent != previous else { return }
      let total = max(totalBytes, 1)
      let sameBucket = previous * 100 / total == bytesSent * 100 / total
      inputs.liveBytes[id] = bytesSent
      if sameBucket && bytesSent < totalBytes { return }
      output.publish(inputs.merged)
    }
  }

  func subscribe() -> AsyncStream<[UploadJobSnapshot]> { output.subscribe() }
}
