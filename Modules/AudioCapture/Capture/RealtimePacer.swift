import Observability

/// Delivers audio at the pace a microphone would: the source calls ``wait(untilDelivered:)`` with the
/// total audio handed out so far, and it returns when that much time has passed on `time` since the
/// first call. Waiting until an absolute deadline, not for each chunk's length, keeps the pace from
/// drifting. Shared by ``ToneSource`` and ``WAVFileSource``'s ``WAVFileSource/Pacing/realtime``.
struct RealtimePacer: Sendable {
  private let time: TimeSource
  private var start: Duration?

  init(time: TimeSource) { self.time = time }

  /// Waits until `delivered` of audio has had time to arrive since the first call; `false` when the
  /// waiting task was cancelled (the stream should end).
  mutating func wait(untilDelivered delivered: Duration) async -> Bool {
    let start = self.start ?? time.uptime()
    self.start = start
    do {
      try await time.sleep(start + delivered - time.uptime())
      return true
    } catch {
      return false
    }
  }
}
