import Foundation
import TestSupport
import Testing

@testable import AudioCapture

/// A WAV header at the start of a raw stream (`arecord` without `-t raw`, `espeak-ng --stdout`): skipped when it
/// declares the source's format, refused when it declares another, never read as samples.
@Suite("A WAV header on a raw stream")
struct StreamedWAVHeaderTests {
  /// A streamed WAV's header in `format` (placeholder sizes, a LIST chunk before the data), then `samples`.
  static func streamedWAV(_ samples: [Int16], format: PCMFormat = .speech) -> Data {
    var header = WAVHeader.canonical(format: format, dataBytes: 0x7FFF_F000)
    let list = Array("LIST".utf8) + WAVHeader.le32(5) + Array("INFOx".utf8) + [0]  // odd size: a pad byte
    header.insert(contentsOf: list, at: 36)
    return Data(header) + rawBytes(samples)
  }

  /// `data` written to a pipe `step` bytes at a time, read by a standard-input source told `format`.
  static func read(_ data: Data, format: PCMFormat = .speech, step: Int) async throws -> [Int16] {
    let pipe = Pipe()
    let writer = pipe.fileHandleForWriting
    Thread.detachNewThread {
      var offset = 0
      while offset < data.count {
        writer.write(data[offset..<min(data.count, offset + step)])
        offset += step
      }
      try? writer.close()
    }
    var collected: [Int16] = []
    for try await chunk in StandardInputSource(format: format, handle: pipe.fileHandleForReading).chunks() {
      collected += chunk.samples
    }
    return collected
  }

  @Test(arguments: [7, 4_096, 100_000])
  func aHeaderInTheDeclaredFormatIsSkipped(step: Int) async throws {
    let samples = sine(frames: 20_000)
    #expect(try await Self.read(Self.streamedWAV(samples), step: step) == samples)
  }

  @Test func aHeaderOfAnotherFormatIsRefused() async throws {
    let telephone = PCMFormat(sampleRate: 22_050, channels: 1)
    let error = await #expect(throws: CaptureError.self) {
      _ = try await Self.read(Self.streamedWAV(sine(frames: 2_000), format: telephone), step: 512)
    }
    #expect(
      error
        == .unsupportedFormat(
          "the stream is a WAV of 22050 Hz, 1 ch, 16-bit, not the 48000 Hz, 1 ch, 16-bit this source was told to read"))
  }

  @Test func rawPCMIsTakenAsItComes() {
    let raw = [UInt8](rawBytes(sine(frames: 100)))
    #expect(StreamedWAVHeader.examine(raw, declared: .speech) == .raw)
    #expect(StreamedWAVHeader.examine(Array("RIF".utf8), declared: .speech) == .needMore)
    #expect(StreamedWAVHeader.examine(Array("RIFF\0\0\0\0AVI LIST".utf8), declared: .speech) == .raw)
    let endless = Array("RIFF\0\0\0\0WAVE".utf8) + Array("JUNK".utf8) + WAVHeader.le32(0x7FFF_FFFF)
    #expect(
      StreamedWAVHeader.examine(endless, declared: .speech)
        == .refused(
          .unsupportedFormat("the stream's WAV header is too long")))
  }

  /// A capture command that writes WAV (arecord's default) records the same samples as one told `-t raw`.
  @Test func aCaptureCommandWritingWAVRecordsItsSamples() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    let samples = sine(frames: 24_000)
    let wav = directory.file("tone.wav")
    try Self.streamedWAV(samples).write(to: wav)
    let script = try writeScript("exec cat \"$1\"", named: "fake-arecord", in: directory)
    var collected: [Int16] = []
    for try await chunk in try ProcessSource(command: "\(script.path) \(wav.path)").chunks() {
      collected += chunk.samples
    }
    #expect(collected == samples)
  }
}
