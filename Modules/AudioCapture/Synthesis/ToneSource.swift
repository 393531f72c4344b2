import Foundation
import Observability

/// A ``PCMSource`` that makes ``ToneGenerator/speechLike(duration:sampleRate:)`` as it goes, one
/// chunk at a time, and delivers it in real time like a microphone: a take from it starts at once
/// (nothing is generated or written ahead) and records as long as the caller lets it run, up to
/// `duration`, after which the stream finishes. It never fails.
///
/// ```swift
/// let takes = FileManager.default.temporaryDirectory.appending(path: "takes")
/// let recorder = Recorder(
///   source: ToneSource(duration: .seconds(6)), configuration: RecorderConfiguration(directory: takes, label: "tone"))
/// ```
public struct ToneSource: PCMSource {
  /// The most audio one ``chunks()`` stream delivers.
  public let duration: Duration
  /// Mono 16-bit at the rate given to ``init(duration:sampleRate:chunkDuration:time:)``.
  public let format: PCMFormat
  /// Audio per chunk (at least one frame); the last chunk may be shorter.
  public let chunkDuration: Duration
  /// The clock chunks are paced on.
  let time: TimeSource

  /// A tone of at most `duration` at `sampleRate`, in chunks of `chunkDuration`, paced on `time`
  /// (ADR 0039; a test passes a `TestClock`'s and advances it).
  public init(
    duration: Duration, sampleRate: Int = 48_000, chunkDuration: Duration = .milliseconds(50),
    time: TimeSource = .system
  ) {
    self.duration = duration
    self.format = PCMFormat(sampleRate: max(1, sampleRate), channels: 1)
    self.chunkDuration = chunkDuration
    self.time = time
  }

  /// The tone from its start; each chunk arrives when it would have finished arriving from a
  /// microphone (measured on the source's `TimeSource` from the first read, so the pace does not
  /// drift).
  public func chunks() -> AsyncThrowingStream<PCMChunk, any Error> {
    let state = ToneState(
      format: format, total: format.frames(in: duration), framesPerChunk: max(1, format.frames(in: chunkDuration)),
      pacer: RealtimePacer(time: time))
    return AsyncThrowingStream(unfolding: { await state.next() })
  }
}

/// The generator behind one ``ToneSource/chunks()`` stream. An unfolding stream calls `next()` once
/// at a time, never concurrently, which is what makes the unchecked sendability sound.
private final class ToneState: @unchecked Sendable {
  private let format: PCMFormat
  private let total: Int
  private let framesPerChunk: Int
  private var signal: SpeechLikeSignal
  private var delivered = 0
  private var pacer: RealtimePacer

  init(format: PCMFormat, total: Int, framesPerChunk: Int, pacer: RealtimePacer) {
    self.format = format
    self.total = total
    self.framesPerChunk = framesPerChunk
    self.pacer = pacer
    signal = SpeechLikeSignal(sampleRate: format.sampleRate)
  }

  func next() async -> PCMChunk? {
    guard !Task.isCancelled, delivered < total else { return nil }
    let samples = signal.next(min(framesPerChunk, total - delivered))
    delivered += samples.count
    guard await pacer.wait(untilDelivered: format.duration(ofFrames: delivered)) else { return nil }
    return PCMChunk(samples: samples, format: format)
  }
}
