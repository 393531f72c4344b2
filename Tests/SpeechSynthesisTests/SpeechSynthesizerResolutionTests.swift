import Foundation
import SpeechSynthesis
import TestSupport
import Testing

@Suite struct SpeechSynthesizerResolutionTests {
  @Test func withoutACommandOrAnInstalledOneTheReasonListsWhatWasSearched() async throws {
    let empty = try TemporaryDirectory()
    #expect(throws: SpeechSynthesisError(.noSynthesizer, searched: ["espeak-ng", "espeak"])) {
      try CommandSpeechSynthesizer.resolve(command: nil, searchPath: empty.url.path)
    }
    let system = try SystemSpeechSynthesizer.resolve(command: nil, searchPath: empty.url.path)
    #if !canImport(AVFoundation)
      await #expect(throws: SpeechSynthesisError(.noSynthesizer, searched: ["espeak-ng", "espeak"])) {
        try await system.synthesize(SpeechRequest(text: "Hi", language: "en"), to: empty.file("a.wav"))
      }
    #endif
  }

  @Test func aNamedCommandThatIsMissingOrUnreadableIsSaidSo() {
    #expect(throws: SpeechSynthesisError(.synthesizerNotFound, detail: "no-such-tts")) {
      try CommandSpeechSynthesizer.resolve(command: "no-such-tts --fast", searchPath: "/nonexistent")
    }
    #expect(throws: SpeechSynthesisError(.invalidCommand, detail: "espeak-ng 'unclosed")) {
      try SystemSpeechSynthesizer.resolve(command: "espeak-ng 'unclosed")
    }
    #expect(
      (try? SystemSpeechSynthesizer.resolve(command: "no-such-tts", searchPath: "/nonexistent"))
        is UnavailableSpeechSynthesizer)
  }

  @Test func ratesMapToEspeaksWordsPerMinuteWithinItsRange() {
    #expect(CommandSpeechSynthesizer.wordsPerMinute(.normal) == 175)
    #expect(CommandSpeechSynthesizer.wordsPerMinute(.slow) == 122)
    #expect(SpeechRate(factor: 0.1) == SpeechRate(factor: 0.5), "clamped: slower is no longer speech")
    #expect(SpeechRate(factor: .nan) == .normal)
    #expect(CommandSpeechSynthesizer.voice(for: " en_GB ") == "en-gb")
    #expect(SpeechRate.slow < .normal)
  }

  @Test func everyKindHasAStableNameAndWords() {
    let kinds: [SpeechSynthesisError.Kind] = [
      .noSynthesizer, .synthesizerNotFound, .invalidCommand, .noVoice, .emptyText, .textTooLong, .failed,
      .unreadableOutput, .cancelled,
    ]
    #expect(Set(kinds.map(\.name)).count == kinds.count)
    for kind in kinds { #expect(!SpeechSynthesisError(kind).description.isEmpty) }
    #expect(SpeechSynthesisError(.noVoice, language: "tlh").description == "No voice speaks tlh")
  }
}
