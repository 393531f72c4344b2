// README:begin
import AudioCapture
import Foundation

// Anything that produces 16-bit PCM is a source: here half a second of a 440 Hz tone, in 50 ms chunks.
struct SineSource: PCMSource {
  let format = PCMFormat(sampleRate: 16_000, channels: 1)
  func chunks() -> AsyncThrowingStream<PCMChunk, any Error> {
    AsyncThrowingStream { continuation in
      var tone = SineGenerator(frequency: 440, sampleRate: format.sampleRate)
      for _ in 0..<10 { continuation.yield(PCMChunk(samples: tone.next(800), format: format)) }
      continuation.finish()
    }
  }
}

let takes = FileManager.default.temporaryDirectory.appending(path: "takes-\(UUID().uuidString)")
let recorder = Recorder(source: SineSource(), configuration: RecorderConfiguration(directory: takes, label: "tone-440"))
try await recorder.start()
let outcome = await recorder.waitForCompletion()  // .finished(take, .sourceEnded): a WAV file on disk
// README:end

defer { try? FileManager.default.removeItem(at: takes) }
guard case .finished(let take, .sourceEnded) = outcome else { fatalError("recording ended as \(outcome)") }

// Read it back: the header describes what was written, and the samples are the tone we sent.
let info = try WAVFile.info(at: take.url)
let samples = try WAVFile.readSamples(at: take.url)
var expected = SineGenerator(frequency: 440, sampleRate: 16_000)
guard info.format == PCMFormat(sampleRate: 16_000, channels: 1), info.frameCount == 8_000,
  take.frameCount == 8_000, take.duration == .milliseconds(500), samples == expected.next(8_000)
else { fatalError("read back \(info), \(samples.count) samples") }
guard take.byteSize == 44 + 16_000, take.sha256.count == 64 else { fatalError("unexpected take \(take)") }

// A streaming reader sees the same samples, in pieces.
let reader = try WAVReader(url: take.url)
var streamed: [Int16] = []
while reader.framesRemaining > 0 { streamed += try reader.read(maxFrames: 3_000) }
guard streamed == samples else { fatalError("streamed \(streamed.count) samples") }
print(
  "AudioCapture: recorded \(take.url.lastPathComponent): 0.5 s, 16 kHz mono, \(take.byteSize) bytes; read back identical"
)
