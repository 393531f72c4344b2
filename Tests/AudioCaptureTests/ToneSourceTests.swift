import AudioCapture
import Foundation
import TestSupport
import Testing

@Suite struct ToneSourceTests {
  @Test func streamsTheSpeechLikeToneInChunksAndFinishesAtItsDuration() async throws {
    let source = ToneSource(duration: .milliseconds(300), sampleRate: 16_000, chunkDuration: .milliseconds(40))
    #expect(source.format == PCMFormat(sampleRate: 16_000, channels: 1))
    var chunks: [PCMChunk] = []
    for try await chunk in source.chunks() { chunks.append(chunk) }
    // 4,800 frames in chunks of 640: seven whole ones and a last of 320.
    #expect(chunks.map(\.frameCount) == [640, 640, 640, 640, 640, 640, 640, 320])
    #expect(chunks.flatMap(\.samples) == ToneGenerator.speechLike(duration: .milliseconds(300), sampleRate: 16_000))
  }

  @Test func deliversNoFasterThanAMicrophone() async throws {
    let clock = ContinuousClock()
    let started = clock.now
    for try await _ in ToneSource(duration: .milliseconds(200)).chunks() {}
    // A lower bound only: the last chunk is due when its audio would have finished arriving.
    #expect(clock.now - started >= .milliseconds(200))
  }

  @Test func eachChunkWaitsOnTheInjectedClockUntilItsAudioWouldHaveArrived() async throws {
    let clock = TestClock()
    let delivered = Counter()
    let stream = ToneSource(duration: .milliseconds(200), chunkDuration: .milliseconds(50), time: clock.source).chunks()
    let reader = Task { for try await _ in stream { delivered.increment() } }
    for chunk in 1...4 {
      await clock.waitForSleepers(1)  // chunk `chunk` is generated and waits for its 50 ms of audio
      #expect(delivered.value == chunk - 1, "nothing is delivered before its time")
      clock.advance(by: .milliseconds(50))
    }
    try await reader.value
    #expect(delivered.value == 4)
  }

  @Test func aRecorderStopsItEarly() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tone-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let recorder = Recorder(
      source: ToneSource(duration: .seconds(60)), configuration: RecorderConfiguration(directory: folder, label: "tone")
    )
    let levels = await recorder.levelUpdates()
    try await recorder.start()
    // Stopped once audio has arrived (a level is measured), however slow the machine.
    for await _ in levels { break }
    let take = try await recorder.stop()
    #expect(take.durationInSeconds > 0 && take.durationInSeconds < 60)
  }
}

/// A count shared with a reading task.
private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  var value: Int { lock.withLock { count } }
  func increment() { lock.withLock { count += 1 } }
}
