import AudioCapture
import Foundation
import SpeechAnalysis
import Testing

/// Issue 37, item 3: what is not speech is reported as no speech, with the reason and no
/// confidence, and speech-like sound still counts.
@Suite struct NotSpeechTests {
  private func quality(_ samples: [Int16], rate: Int = 16_000) throws -> SpeechReport {
    var analyzer = try SpeechAnalyzer(format: PCMFormat(sampleRate: rate, channels: 1))
    analyzer.analyze(samples: samples)
    return analyzer.finish()
  }

  private func expectNoSpeech(
    _ report: SpeechReport, _ reasons: Set<NotSpeechReason>, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(report.quality.noSpeech, sourceLocation: sourceLocation)
    let reason = report.quality.notSpeech
    #expect(
      reason.map { reasons.contains($0) } == true, "\(String(describing: reason))", sourceLocation: sourceLocation)
    #expect(report.syllableCount.value == 0 && report.speechRate.value == 0, sourceLocation: sourceLocation)
    #expect(report.syllableCount.confidence == 0 && report.speakingTime.confidence == 0, sourceLocation: sourceLocation)
    #expect(report.segments.allSatisfy { $0.kind == .silence }, sourceLocation: sourceLocation)
  }

  @Test(arguments: [220.0, 440.0, 600.0, 1_000.0])
  func pureTonesAreASteadyTone(frequency: Double) throws {
    expectNoSpeech(try quality(Signals.tone(frequency, seconds: 3)), [.steadyTone])
    expectNoSpeech(try quality(Signals.tone(frequency, seconds: 3, rate: 48_000), rate: 48_000), [.steadyTone])
  }

  @Test func theAppsTestToneIsASteadyTone() throws {
    expectNoSpeech(try quality(ToneGenerator.speechLike(duration: .seconds(6)), rate: 48_000), [.steadyTone])
    expectNoSpeech(
      try quality(ToneGenerator.speechLike(duration: .seconds(6), sampleRate: 16_000)), [.steadyTone])
  }

  @Test func aBeepTrainIsBeeps() throws {
    expectNoSpeech(try quality(Signals.beeps(count: 30)), [.beeps])
    expectNoSpeech(try quality(Signals.beeps(count: 10, frequency: 1_000, length: 0.2, period: 0.5)), [.beeps])
  }

  @Test func chordsAndMelodiesAreNotSpeech() throws {
    let chord = Signals.sum([(262, 0.2), (330, 0.2), (392, 0.2)], seconds: 3)
    expectNoSpeech(try quality(chord), [.steadyTone, .musicLike])
    expectNoSpeech(try quality(Signals.melody()), [.musicLike])
  }

  @Test func noiseClicksAndSilenceAreNotSpeech() throws {
    expectNoSpeech(try quality(Signals.noise(seconds: 3)), [.noise])
    expectNoSpeech(try quality(Signals.pinkNoise(seconds: 3)), [.noise])
    expectNoSpeech(try quality(Signals.clicks(perSecond: 4, seconds: 3)), [.noise])
    expectNoSpeech(try quality([Int16](repeating: 0, count: 32_000)), [.silence])
    expectNoSpeech(try quality(Signals.noise(seconds: 2, amplitude: 0.0005)), [.silence])
    expectNoSpeech(try quality([]), [.silence])
  }

  @Test func vowelsAreSpeechAloneAndInNoise() throws {
    let vowels = Signals.vowels([(0.3, 1.5), (2.0, 3.0)], total: 3.5)
    let clean = try quality(vowels)
    #expect(clean.quality.noSpeech == false && clean.quality.notSpeech == nil)
    #expect(clean.syllableCount.value >= 8)
    let noise = Signals.pinkNoise(seconds: 3.5, amplitude: 0.05)
    let noisy = try quality(zip(vowels, noise).map { Int16(clamping: Int($0) + Int($1)) })
    #expect(noisy.quality.noSpeech == false && noisy.quality.notSpeech == nil)
  }

  /// A one-syllable answer is one vowel, whose timbre does not move: it stays speech (ADR 0074), while
  /// a tone of the same length and shape is still a tone.
  @Test func aOneVowelWordIsSpeechAndAToneBurstOfItsLengthIsNot() throws {
    for rate in [16_000, 44_100] {
      let word = try quality(Signals.word(rate: rate), rate: rate)
      #expect(word.quality.notSpeech == nil, "\(rate) Hz: \(String(describing: word.quality.notSpeech))")
      #expect(word.syllableCount.value == 1)
    }
    var burst =
      [Int16](repeating: 0, count: 4_800) + Signals.tone(440, seconds: 0.45) + [Int16](repeating: 0, count: 4_800)
    for index in 4_800..<(4_800 + 7_200) {
      burst[index] = Int16(Double(burst[index]) * sin(Double.pi * Double(index - 4_800) / 7_200))
    }
    expectNoSpeech(try quality(burst), [.steadyTone])
  }

  @Test func aReportWithoutTheReasonDecodes() throws {
    var report = try quality(Signals.tone(440, seconds: 1))
    let encoded = try JSONEncoder().encode(report)
    var object = try #require(JSONSerialization.jsonObject(with: encoded) as? [String: Any])
    var quality = try #require(object["quality"] as? [String: Any])
    quality["notSpeech"] = nil
    object["quality"] = quality
    let decoded = try JSONDecoder().decode(SpeechReport.self, from: JSONSerialization.data(withJSONObject: object))
    report.quality.notSpeech = nil
    #expect(decoded == report)
  }
}
