import AudioCapture
import Foundation
import SpeechSynthesis
import TestSupport
import Testing

/// Against the real espeak-ng, when it is installed (CI installs it; elsewhere these say they were skipped).
private let installedEspeak = try? CommandSpeechSynthesizer.resolve(command: nil)

@Suite(.enabled(if: installedEspeak != nil, "espeak-ng is not installed"))
struct EspeakSynthesisTests {
  static let espeak = installedEspeak
  let folder = try! TemporaryDirectory()

  @Test(arguments: ["en", "es", "fr", "de"])
  func everyShippedLanguageIsSpokenSlowerWhenSlow(_ language: String) async throws {
    let synthesizer = try #require(Self.espeak)
    let text = "One two three four five six seven eight nine ten."
    let normal = try await synthesizer.synthesize(
      SpeechRequest(text: text, language: language), to: folder.file("normal.wav"))
    let slow = try await synthesizer.synthesize(
      SpeechRequest(text: text, language: language, rate: .slow), to: folder.file("slow.wav"))
    #expect(normal.format.channels == 1 && normal.format.bitsPerSample == 16)
    #expect(slow.duration > normal.duration * 1.2, "slow: \(slow.duration), normal: \(normal.duration)")
    #expect(try WAVFile.readSamples(at: slow.file).contains { abs(Int($0)) > 1_000 }, "it is not silence")
  }

  @Test func aLanguageWithoutAVoiceIsNoVoice() async throws {
    let synthesizer = try #require(Self.espeak)
    await #expect(throws: SpeechSynthesisError(.noVoice, language: "tlh")) {
      try await synthesizer.synthesize(SpeechRequest(text: "nuqneH", language: "tlh"), to: folder.file("a.wav"))
    }
    #expect(folder.contents().isEmpty, "\(folder.contents())")
  }
}
