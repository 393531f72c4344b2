import Foundation
import Observability
import PracticeFeature
import Upload

/// The practice feature's uploader over Upload's persistent queue: the one object between a round and
/// the queue. It starts the queue once, on first use (which also resumes what an earlier run left),
/// hands takes to it (the queue owns the file from then on) and follows one job; it says without
/// waiting which job it was last handed (a deadline's ending names it) and how many uploads still run.
/// A take the queue refuses (a full disk, a file gone) throws the queue's error and leaves
/// ``lastJobID`` as it was.
///
/// ```swift
/// import ChatterboxAPI
/// import PracticeFeature
/// import PracticeFeatureLive
/// import Upload
///
/// @MainActor func round(
///   on cue: Cue, recorder: any PracticeRecorder, startQueue: @escaping @Sendable () async throws -> UploadQueue
/// ) -> PracticeRound {
///   let uploader = LivePracticeUploader(make: startQueue)
///   return PracticeRound(
///     cue: cue, dependencies: PracticeRoundDependencies(recorder: recorder, uploader: uploader, player: nil))
/// }
/// ```
public final class LivePracticeUploader: PracticeUploader {
  private let make: @Sendable () async throws -> UploadQueue
  private let started = LockedValue<Task<UploadQueue, any Error>?>(nil)
  private let ready = LockedValue<UploadQueue?>(nil)
  private let handedOver = LockedValue<String?>(nil)

  /// An uploader that starts its queue with `make` when a take is first handed over, or when
  /// ``queue()`` is first asked; a `make` that throws is asked again next time.
  public init(make: @escaping @Sendable () async throws -> UploadQueue) { self.make = make }

  /// An uploader over a queue already started.
  public convenience init(queue: UploadQueue) {
    self.init { queue }
    ready.withLock { $0 = queue }
  }

  /// The job of the take last handed over, as soon as the queue holds it (before its upload starts).
  public var lastJobID: String? { handedOver.value }

  /// Jobs queued, running or waiting for the network; 0 before the queue started.
  public var activeCount: Int { ready.value?.jobs.filter { $0.phase.isActive }.count ?? 0 }

  /// The queue, started (which also resumes uploads a previous run left behind).
  public func queue() async throws -> UploadQueue {
    if let queue = ready.value { return queue }
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

  /// Stops the worker; unfinished jobs stay on disk for `chatterbox uploads retry`.
  public func stop() async { await ready.value?.stop() }

  /// Stops the queue and forgets it, so the next ``queue()`` opens the queue of whoever is signed
  /// in then (a sign-out holds the previous learner's uploads for them; ADR 0011).
  public func reset() async {
    let queue = ready.withLock { value in
      defer { value = nil }
      return value
    }
    started.withLock { $0 = nil }
    await queue?.stop()
  }

  public func enqueue(_ answer: RecordedAnswer, cueID: String) async throws -> String {
    let queue = try await queue()
    let id = try await queue.enqueue(file: answer.fileURL, cueID: cueID, contentType: "audio/wav").rawValue
    handedOver.withLock { $0 = id }
    await queue.process()
    return id
  }

  public func progress(of jobID: String) async -> AsyncStream<UploadJobState> {
    guard let queue = try? await queue() else {
      // The queue could not start: the view model rolls back and shows why.
      return AsyncStream {
        let failure = UploadErrorInfo(
          key: PracticeFailure.enqueueFailed.messageKey, message: "The upload queue did not start.")
        $0.yield(.failed(failure))
        $0.finish()
      }
    }
    let updates = queue.updates()
    return AsyncStream { continuation in
      let task = Task {
        for await jobs in updates {
          guard let job = jobs.first(where: { $0.id.rawValue == jobID }) else { continue }
          let state = job.state
          continuation.yield(state)
          if case .done = state { break }
          if case .failed = state { break }
        }
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }
}
