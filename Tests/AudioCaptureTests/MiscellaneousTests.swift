import AudioCapture
import Foundation
import TestSupport
import Testing

@Suite("File names")
struct TakeFileNameTests {
  @Test func namesAreSanitisedAndShaped() throws {
    var random = SplitMix64(state: 7)
    let date = Date(timeIntervalSince1970: 1_735_732_800)  // 2025-01-01T12:00:00Z
    let name = TakeFileName.make(label: "../../etc/passwd", date: date, using: &random)
    #expect(name.hasPrefix("______etc_passwd-20250101T120000-"))
    #expect(name.hasSuffix(".wav"))
    let suffix = name.dropFirst("______etc_passwd-20250101T120000-".count).dropLast(4)
    #expect(suffix.count == 6)
    #expect(suffix.allSatisfy { $0.isNumber || ("a"..."z").contains($0) })
    #expect(TakeFileName.sanitise("") == "take")
    #expect(TakeFileName.sanitise("-rf") == "_rf")
    #expect(TakeFileName.sanitise("Cue_7-b") == "Cue_7-b")
    #expect(TakeFileName.sanitise("é🎤 x") == "___x")
    #expect(TakeFileName.sanitise(String(repeating: "a", count: 200)).count == 64)
    #expect(TakeFileName.make(label: "c", date: date) != TakeFileName.make(label: "c", date: date))
  }
}

@Suite("Standard input source")
struct StandardInputSourceTests {
  @Test func readsRawPCMFromAHandle() async throws {
    let pipe = Pipe()
    let samples = sine(frames: 20_000)
    let writer = pipe.fileHandleForWriting
    Thread.detachNewThread {
      writer.write(rawBytes(samples) + Data([0x7F]))  // a trailing odd byte is dropped
      try? writer.close()
    }
    var collected: [Int16] = []
    for try await chunk in StandardInputSource(handle: pipe.fileHandleForReading).chunks() {
      #expect(chunk.format == .speech)
      collected += chunk.samples
    }
    #expect(collected == samples)
  }

  @Test func non16BitFormatsAreRefused() async {
    let source = StandardInputSource(
      format: PCMFormat(sampleRate: 48_000, channels: 1, bitsPerSample: 32), handle: Pipe().fileHandleForReading)
    await #expect(throws: CaptureError.unsupportedFormat("32-bit samples; only 16-bit PCM is supported")) {
      for try await _ in source.chunks() {}
    }
  }
}

@Suite("PCM and synthesis")
struct PCMTests {
  @Test func formatArithmetic() {
    #expect(PCMFormat.speech.byteRate == 96_000)
    #expect(PCMFormat.speech.duration(ofFrames: 72_000) == .milliseconds(1_500))
    #expect(PCMFormat.speech.frames(in: .milliseconds(50)) == 2_400)
    #expect(PCMFormat(sampleRate: 44_100, channels: 1).frames(in: .seconds(1)) == 44_100)
    #expect(PCMFormat.speech.duration(ofFrames: 48_000 * 3_600) == .seconds(3_600))
  }

  @Test func downmixAveragesChannels() {
    let chunk = PCMChunk(samples: [100, 300, -2, -4, 5], format: PCMFormat(sampleRate: 48_000, channels: 2))
    #expect(chunk.frameCount == 2)
    #expect(
      chunk.downmixedToMono() == PCMChunk(samples: [200, -3], format: PCMFormat(sampleRate: 48_000, channels: 1)))
  }

  @Test func speechLikeToneIsDeterministicAndVaried() {
    let a = ToneGenerator.speechLike(duration: .seconds(2))
    #expect(a.count == 96_000)
    #expect(a == ToneGenerator.speechLike(duration: .seconds(2)))
    var meter = LevelMeter(format: .speech)
    let levels = meter.process(a).map(\.rmsDBFS)
    #expect(levels.contains { $0 < -60 })  // pauses between phrases
    #expect(levels.contains { $0 > -20 })  // voiced syllables
    #expect(a.map { abs(Int($0)) }.max() ?? 0 < 32_767)
  }
}
