import Foundation
import SpeechAnalysis
import Testing

/// espeak-ng speech with a known syllable count as an oracle (issue 28): every clip within ±15 %,
/// and the articulation rate following espeak's rate within ±15 %.
@Suite(.serialized) struct SynthesizedSpeechTests {
  @Test func syllableCountsAndRatesMatchTheOracle() throws {
    let clips: [SpeechClips.Clip]
    switch SpeechClips.generated {
    case .failure(let unavailable):
      print("SynthesizedSpeechTests skipped: \(unavailable.reason)")
      return
    case .success(let generated): clips = generated
    }
    #expect(clips.count >= 8)
    var rates: [String: Double] = [:]
    print("clip                  known  measured  error   artic.rate  pauses  SNR dB")
    for clip in clips {
      let report = try SpeechAnalyzer.analyze(fileAt: clip.url)
      let measured = report.syllableCount.value
      let error = (measured - Double(clip.syllables)) / Double(clip.syllables)
      print(
        clip.url.lastPathComponent.padding(toLength: 22, withPad: " ", startingAt: 0)
          + String(
            format: "%5d  %8.0f  %+5.0f%%  %10.2f  %6.0f  %6.1f", clip.syllables, measured, error * 100,
            report.articulationRate.value, report.pauseCount.value, report.quality.signalToNoise.value))
      #expect(abs(error) <= 0.15, "\(clip.url.lastPathComponent): \(measured) syllables, known \(clip.syllables)")
      #expect(report.quality.noSpeech == false)
      rates["\(clip.language)-\(clip.rate)-\(clip.variant)"] = report.articulationRate.value
    }
    for clip in clips where clip.rate == 130 {
      guard let slow = rates["\(clip.language)-130-\(clip.variant)"],
        let fast = rates["\(clip.language)-200-\(clip.variant)"], slow > 0
      else { continue }
      let ratio = fast / slow
      print("\(clip.language) \(clip.variant): articulation rate ×\(String(format: "%.2f", ratio)) for ×1.54")
      #expect(abs(ratio / (200.0 / 130.0) - 1) <= 0.15, "\(clip.language): rate ratio \(ratio)")
    }
  }
}
