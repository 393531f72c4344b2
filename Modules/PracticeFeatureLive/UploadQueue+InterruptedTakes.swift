import AudioCapture
import Foundation
import Observability
import PracticeFeature
import Upload

extension UploadQueue {
  /// How long a take must sit untouched before a process treats it as interrupted: repairs it, adopts it. A
  /// younger one may be another process's take in progress (two processes on one data folder, ADR 0011).
  package static let interruptedTakeAge: TimeInterval = InterruptedTakes.defaultAge

  /// Queues each practice take in `folder` whose process died before the queue accepted it (found by
  /// Tools/Chaos), repaired first, for its cue, so it is uploaded instead of sitting in the recordings folder.
  /// Only takes untouched for `age` of `time`'s wall clock count. A take that cannot be queued stays where it
  /// is, untouched, for the next run.
  package func adoptInterruptedTakes(
    from folder: URL, olderThan age: TimeInterval = interruptedTakeAge, time: TimeSource = .system,
    logger: Logger = Logger(category: .upload)
  ) async {
    // Chosen by age before the repair: repairing rewrites the header, which makes the file young.
    let interrupted = InterruptedTakes.find(in: folder, untouchedFor: age, now: time.now())
    _ = WAVRecovery.recoverAll(in: folder, untouchedFor: age, time: time)
    for take in interrupted where FileManager.default.fileExists(atPath: take.url.path) {
      if (try? await enqueue(file: take.url, cueID: take.cueID, contentType: "audio/wav")) != nil {
        logger.notice("queued a recording left by an interrupted session for cue \(take.cueID, privacy: .public)")
      }
    }
  }
}
