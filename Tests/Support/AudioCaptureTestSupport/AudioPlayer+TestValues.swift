import AudioCapture
import Foundation
import Observability

/// An ``AudioPlayer`` that plays nothing and logs every call (`start a.wav @0.0`, `stop`); `stop`
/// reports ``stopPosition`` as the position reached. What it plays ends when it is stopped or when
/// the test says so (``finish(failing:)``), never after a time. The test value of the one player
/// protocol, for the history's playback and the practice review alike.
///
/// ```swift
/// let player = ScriptedAudioPlayer(stopPosition: 4)
/// #expect(player.log == ["start a.wav @0.0", "stop"])
/// ```
public final class ScriptedAudioPlayer: AudioPlayer, @unchecked Sendable {
  private let entries = LockedValue<[String]>([])
  /// The current start's end, signalled by ``stop()`` or ``finish(failing:)``.
  private let ending = LockedValue<
    (stream: AsyncStream<PlaybackError?>, end: AsyncStream<PlaybackError?>.Continuation)?
  >(nil)
  /// How many starts so far, and who waits for the next ones (``waitUntilStarted(times:)``).
  private let starts = LockedValue<(count: Int, waiters: [(times: Int, resume: CheckedContinuation<Void, Never>)])>(
    (0, []))
  /// The position `stop()` reports, in seconds.
  public let stopPosition: Double

  /// Creates the player.
  public init(stopPosition: Double = 0) { self.stopPosition = stopPosition }

  /// Every call so far, in order.
  public var log: [String] { entries.value }

  public func start(url: URL, at position: Double) async throws {
    // The end is ready before the start shows in the log: a test that saw the log may finish it.
    let (stream, end) = AsyncStream<PlaybackError?>.makeStream()
    ending.withLock { $0 = (stream, end) }
    entries.withLock { $0.append("start \(url.lastPathComponent) @\(position)") }
    let ready = starts.withLock { state in
      state.count += 1
      let count = state.count
      let ready = state.waiters.filter { $0.times <= count }
      state.waiters.removeAll { $0.times <= count }
      return ready
    }
    for waiter in ready { waiter.resume.resume() }
  }

  /// Returns once ``start(url:at:)`` has been called `times` times in all (at once if it has), so a
  /// test ends what plays only after it began: ``finish(failing:)`` before a start ends nothing.
  public func waitUntilStarted(times: Int = 1) async {
    await withCheckedContinuation { resume in
      let now = starts.withLock { state in
        if state.count >= times { return true }
        state.waiters.append((times, resume))
        return false
      }
      if now { resume.resume() }
    }
  }

  public func stop() async -> Double {
    entries.withLock { $0.append("stop") }
    _ = ending.withLock { $0?.end.yield(nil) }
    return stopPosition
  }

  /// Returns when the current start is stopped or finished; throws what ``finish(failing:)`` gave.
  public func waitUntilEnded(duration: Double, time: TimeSource) async throws {
    guard let stream = ending.withLock({ $0?.stream }) else { return }
    for await outcome in stream {
      if let outcome { throw outcome }
      return
    }
  }

  /// Ends what plays, as a player reaching the end (`nil`) or failing with `error`.
  public func finish(failing error: PlaybackError? = nil) {
    _ = ending.withLock { $0?.end.yield(error) }
  }
}
