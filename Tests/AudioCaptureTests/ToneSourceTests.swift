import AudioCapture
import Foundation
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
