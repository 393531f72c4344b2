import AudioCaptureTestSupport
import ChatterboxAPI
import Foundation
import PracticeFeature
import PracticeFeatureLive
import Testing

@testable import PracticeFeatureLive

/// The live on-device preview: SpeechAnalysis on a take's WAV file, failing as the server's worker does.
@Suite("TakeAnalyzer (on-device preview)")
struct TakeAnalyzerTests {
  @Test("A speech-like take gives the server's numbers for it: one pause of 0.5 s, 1.4 s of speech")
  func speechLikeTake() async throws {
    let file = try TakeFile.write(TakeFile.bursts())
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try await TakeAnalyzer.speechAnalysis.analyze(file)
    // The same clip and bounds as the dev server's EvaluationTests.readyAfterOneRun.
    #expect(result.pauseCount == 1)
    #expect(abs(result.longestPauseSeconds - 0.5) <= 0.02)
    #expect(abs(result.speakingTimeSeconds - 1.4) <= 0.05)
    #expect(abs(result.durationSeconds - 2.4) <= 0.001)
    #expect(result.syllableCount >= 3 && result.articulationRate > 0)
    #expect(!result.quality.clipped && !result.quality.tooQuiet)
  }

  @Test("Silence is noSpeech")
  func silence() async throws {
    let file = try TakeFile.write(TakeFile.bursts([]))
    defer { try? FileManager.default.removeItem(at: file) }
    await #expect(throws: TakeAnalyzerError.noSpeech) { try await TakeAnalyzer.speechAnalysis.analyze(file) }
  }

  @Test("Bytes that are not a WAV file, an 8-bit WAV and a missing file are unreadableAudio")
  func unreadable() async throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "take-analyzer-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let garbage = folder.appending(path: "garbage.wav")
    try Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }).write(to: garbage)
    let eightBit = folder.appending(path: "8bit.wav")
    try Data(TakeFile.bursts(bitsPerSample: 8)).write(to: eightBit)
    for file in [garbage, eightBit, folder.appending(path: "missing.wav")] {
      await #expect(throws: TakeAnalyzerError.unreadableAudio, "\(file.lastPathComponent)") {
        try await TakeAnalyzer.speechAnalysis.analyze(file)
      }
    }
  }

  @Test("The analysis runs off the main actor: called from it, the main actor keeps running meanwhile")
  @MainActor
  func offTheMainActor() async throws {
    // The work waits for a signal that only a main-actor job sends: it arrives only if the work left the
    // main actor free. No timing is involved; a regression would time out the wait after a minute.
    let gate = DispatchSemaphore(value: 0)
    let work = Task { @MainActor in
      await TakeAnalyzer.offTheCallersActor { gate.wait(timeout: .now() + 60) == .success }
    }
    await Task { @MainActor in _ = gate.signal() }.value
    #expect(await work.value, "the main actor was free while the work ran")

    let file = try TakeFile.write(TakeFile.bursts(TakeFile.defaultSpans, total: 120))
    defer { try? FileManager.default.removeItem(at: file) }
    #expect(try await TakeAnalyzer.speechAnalysis.analyze(file).durationSeconds == 120)
  }
}
