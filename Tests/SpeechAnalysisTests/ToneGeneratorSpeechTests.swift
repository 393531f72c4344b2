import AudioCapture
import Foundation
import SpeechAnalysis
import Testing

/// The app's own synthetic sounds, as SpeechAnalysis hears them (issue 37): the test tone (the same
/// pitch contour and timbre throughout) is not speech, and the demo's synthetic voice is.
@Suite struct ToneGeneratorSpeechTests {
  private func report(_ samples: [Int16]) throws -> SpeechReport {
    var analyzer = try SpeechAnalyzer(format: PCMFormat(sampleRate: 48_000, channels: 1))
    analyzer.analyze(samples: samples)
    return analyzer.finish()
  }

  @Test func theTestToneIsNotSpeech() throws {
    let heard = try report(ToneGenerator.speechLike(duration: .seconds(4)))
    #expect(heard.quality.noSpeech && heard.quality.notSpeech != nil, "\(String(describing: heard.quality.notSpeech))")
  }

  @Test func theDemosSpokenVowelsAreSpeech() throws {
    let heard = try report(ToneGenerator.spokenVowels(duration: .seconds(4)))
    #expect(!heard.quality.noSpeech, "\(String(describing: heard.quality.notSpeech))")
    #expect(heard.syllableCount.value >= 8 && heard.speechRate.value > 2, "\(heard.syllableCount.value)")
    #expect(!heard.quality.isClipped && !heard.quality.isTooQuiet)
    #expect(ToneGenerator.spokenVowels(duration: .seconds(1)) == ToneGenerator.spokenVowels(duration: .seconds(1)))
  }
}
