import ChatterboxComposition
import Observability
import PracticeFeature
import Upload

/// Starts the persistent upload queue once, on first use, and answers "how many uploads are
/// still running?" without waiting (the header and the quit path ask).
///
/// ```swift
/// let holder = UploadQueueHolder { try await app.startUploadQueue() }
/// let uploader = try await holder.uploader()
/// ```
package final class UploadQueueHolder: Sendable {
  private let make: @Sendable () async throws -> UploadQueue
  private let started = LockedValue<Task<UploadQueue, any Error>?>(nil)
  private let ready = LockedValue<UploadQueue?>(nil)

  package init(make: @escaping @Sendable () async throws -> UploadQueue) { self.make = make }

  /// The queue, started (which also resumes uploads a previous run left behind).
  package func queue() async throws -> UploadQueue {
    let task = started.withLock { current in
      if let current { return current }
      let make = self.make
      let ready = self.ready
      let task = Task { () async throws -> UploadQueue in
        let queue = try await make()
        ready.withLock { $0 = queue }
        return queue
      }
      current = task
      return task
    }
    return try await task.value
  }

  /// The queue as the practice feature sees it.
  package func uploader() async throws -> any PracticeUploader { QueueUploader(queue: try await queue()) }

  /// Jobs queued, running or waiting for the network.
  package var activeCount: Int { ready.value?.jobs.filter { $0.phase.isActive }.count ?? 0 }

  /// Stops the worker; unfinished jobs stay on disk for `chatterbox uploads retry`.
  package func stop() async { await ready.value?.stop() }

  /// Stops the queue and forgets it, so the next ``queue()`` opens the queue of whoever is signed
  /// in then (a sign-out holds the previous learner's uploads for them; ADR 0011).
  package func reset() async {
    let queue = ready.withLock { value in
      defer { value = nil }
      return value
    }
    started.withLock { $0 = nil }
    await queue?.stop()
  }
}
