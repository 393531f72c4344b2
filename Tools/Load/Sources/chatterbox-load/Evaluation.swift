import Foundation

/// The evaluation scenario (`--evaluation`): after each completed take the learner waits for its feedback, as
/// the app does, with `get_evaluation` long-polls (`wait_seconds` 20, asked again while `pending`).
///
/// Measured per take: from `complete_recording_upload`'s answer to the answer that says `ready`, which is the
/// worker's queue wait plus the analysis plus the long-poll's wake-up. A take that ends `failed`, or is still
/// `pending` after ``evaluationDeadline``, is counted and breaks the scenario's invariant. The long-polls are
/// requests like the others (refreshed when due, 429/503 retried), so they count in the run's overall latency.
extension Learner {
  /// Longest a learner waits for one take's feedback.
  static let evaluationDeadline: Duration = .seconds(120)

  /// Waits for `recordingID`'s outcome; records the time to `ready` (or the failure) in `result`.
  func awaitEvaluation(
    of recordingID: String, completedAt: ContinuousClock.Instant, refreshMargin: Double,
    result: inout LearnerResult
  ) async throws {
    while ContinuousClock.now - completedAt < Self.evaluationDeadline {
      let reply = try await authorized("get_evaluation (long-poll)", refreshMargin, &result) { token in
        try await api.rpc("get_evaluation", ["recording_id": recordingID, "wait_seconds": 20], token: token)
      }
      guard reply.status == 200, let state = reply.json["state"] as? String else { return }
      switch state {
      case "pending": continue
      case "ready":
        result.evaluationMilliseconds.append((ContinuousClock.now - completedAt).seconds * 1000)
        result.evaluationsReadyAt.append(.now)
        return
      default:
        result.evaluationFailures["\(state) \(reply.json["reason"] as? String ?? "")", default: 0] += 1
        return
      }
    }
    result.evaluationFailures["still pending after \(Self.evaluationDeadline)", default: 0] += 1
  }
}

/// What the evaluation scenario measured, over all learners.
struct EvaluationSummary: Encodable {
  let takes, ready: Int
  /// Time from `complete_recording_upload`'s answer to the `ready` answer.
  let p50ms, p99ms, maxms: Double
  /// Outcomes per second from the first completed take to the last `ready` answer: the workers' throughput
  /// when the queue never ran dry (at 1,000 learners it does not), a lower bound otherwise.
  let readyPerSecond: Double
  let failures: [String: Int]

  init?(_ results: [LearnerResult]) {
    let times = results.flatMap(\.evaluationMilliseconds).sorted()
    let takes = results.map(\.completed.count).reduce(0, +)
    guard takes > 0 else { return nil }
    self.takes = takes
    ready = times.count
    p50ms = times.percentile(0.50).rounded(to: 1)
    p99ms = times.percentile(0.99).rounded(to: 1)
    maxms = (times.last ?? 0).rounded(to: 1)
    let first = results.compactMap(\.firstCompletedAt).min()
    let last = results.flatMap(\.evaluationsReadyAt).max()
    if let first, let last, last > first {
      readyPerSecond = (Double(times.count) / (last - first).seconds).rounded(to: 1)
    } else {
      readyPerSecond = 0
    }
    var failures: [String: Int] = [:]
    for result in results { failures.merge(result.evaluationFailures, uniquingKeysWith: +) }
    self.failures = failures
  }
}

extension Take {
  /// A take SpeechAnalysis hears as speech: 200 Hz bursts of 0.25 s (one syllable nucleus each) with 0.15 s
  /// gaps, and a 0.6 s pause after every fourth, 16 kHz mono; `bytes` long in all (256 KB is about 8 s).
  static func speechLike(bytes: Int) -> Take {
    let sampleCount = max(bytes - 44, 2) / 2
    var samples = [Int16](repeating: 0, count: sampleCount)
    var start = 0.3
    var burst = 0
    while Int((start + 0.25) * 16_000) <= sampleCount {
      for index in Int(start * 16_000)..<Int((start + 0.25) * 16_000) {
        let phase = 2 * Double.pi * 200 * Double(index) / 16_000
        samples[index] = Int16((sin(phase) * 0.5 * 32_767).rounded())
      }
      burst += 1
      start += 0.25 + (burst % 4 == 0 ? 0.6 : 0.15)
    }
    var pcm = [UInt8]()
    pcm.reserveCapacity(sampleCount * 2)
    for sample in samples { pcm += [UInt8(truncatingIfNeeded: sample), UInt8(truncatingIfNeeded: sample >> 8)] }
    return Take(pcm: pcm)
  }
}
