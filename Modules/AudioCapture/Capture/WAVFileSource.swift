import Foundation
import Observability

/// Plays a WAV file into a recorder: tests, the CLI's `file:` source, demos.
///
/// Reading is pull-based: a chunk is read from disk only when the consumer asks for the next
/// one, so memory stays at one chunk whatever the file's length. With ``Pacing/realtime`` each
/// chunk is delivered when it would have finished arriving from a microphone, which makes the
/// CLI's meter and pause keys behave as they would live.
public struct WAVFileSource: PCMSource {
  /// How fast chunks are delivered.
  public enum Pacing: Sendable, Hashable {
    /// As fast as the consumer reads (tests, batch conversion).
    case none
    /// At the file's own sample rate, measured on the source's `TimeSource` from the first read.
    case realtime
  }

  /// The file, reopened by every ``chunks()`` stream; a stream fails with ``WAVError/lyingHeader(_:)``
  /// when its header no longer matches ``info``.
  public let url: URL
  /// The header as checked when the source was created.
  public let info: WAVInfo
  /// How fast ``chunks()`` delivers.
  public let pacing: Pacing
  /// Audio per chunk (at least one frame); the last chunk may be shorter.
  public let chunkDuration: Duration
  /// The clock ``Pacing/realtime`` is measured on.
  let time: TimeSource

  /// Opens and checks the header of `url` now, so a bad file fails before recording starts.
  /// ``Pacing/realtime`` paces on `time` (ADR 0039).
  ///
  /// - Throws: ``WAVError`` when the file is missing, not 16-bit PCM, truncated or lying.
  public init(
    url: URL, pacing: Pacing = .none, chunkDuration: Duration = .milliseconds(50), time: TimeSource = .system
  ) throws(WAVError) {
    self.url = url
    self.info = try WAVFile.info(at: url)
    self.pacing = pacing
    self.chunkDuration = chunkDuration
    self.time = time
  }

  /// The file's format (stereo files are downmixed by the recorder).
  public var format: PCMFormat { info.format }

  /// The file's audio in chunks of ``chunkDuration``; throws ``WAVError`` if the file changes
  /// under the reader.
  public func chunks() -> AsyncThrowingStream<PCMChunk, any Error> {
    let state = ReadState(
      url: url, expected: info, pacing: pacing, framesPerChunk: max(1, info.format.frames(in: chunkDuration)),
      pacer: RealtimePacer(time: time))
    return AsyncThrowingStream(unfolding: { try await state.next() })
  }
}

/// The reader behind one ``WAVFileSource/chunks()`` stream. An unfolding stream calls `next()`
/// once at a time, never concurrently, which is what makes the unchecked sendability sound.
private final class ReadState: @unchecked Sendable {
  private let url: URL
  private let expected: WAVInfo
  private let pacing: WAVFileSource.Pacing
  private let framesPerChunk: Int
  private var reader: WAVReader?
  private var framesDelivered = 0
  private var pacer: RealtimePacer

  init(url: URL, expected: WAVInfo, pacing: WAVFileSource.Pacing, framesPerChunk: Int, pacer: RealtimePacer) {
    self.pacer = pacer
    self.url = url
    self.expected = expected
    self.pacing = pacing
    self.framesPerChunk = framesPerChunk
  }

  func next() async throws -> PCMChunk? {
    if Task.isCancelled { return nil }
    let reader = try openReader()
    let samples = try reader.read(maxFrames: framesPerChunk)
    guard !samples.isEmpty else { return nil }
    let format = reader.info.format
    framesDelivered += samples.count / format.channels
    // Deliver when the chunk would have finished arriving.
    if pacing == .realtime, !(await pacer.wait(untilDelivered: format.duration(ofFrames: framesDelivered))) {
      return nil
    }
    return PCMChunk(samples: samples, format: format)
  }

  private func openReader() throws(WAVError) -> WAVReader {
    if let reader { return reader }
    let opened = try WAVReader(url: url)
    guard opened.info == expected else { throw .lyingHeader("\(url.lastPathComponent) changed after it was opened") }
    reader = opened
    return opened
  }
}
