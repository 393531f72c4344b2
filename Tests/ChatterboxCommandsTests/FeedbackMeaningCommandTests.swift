import CLITestSupport
import ChatterboxAPI
import ChatterboxAPITestSupport
import ChatterboxPresentation
import Foundation
import Localization
import PracticeFeature
import Testing

@testable import ChatterboxCommands

/// ADR 0059 in the commands: `practice` says the articulation rate beside native speakers' and the learner's
/// best, `--explain` adds a line on each number, and `--json` carries `reference_rate` and `personal_best`.
@Suite("Commands: what the numbers mean")
struct FeedbackMeaningCommandTests {
  static let result = EvaluationResult.sample(rate: 3.7)  // articulation 4.1
  static let feedback = Feedback(
    recordingID: "rec_1", cueID: "es-001", result: result, comparison: nil, isPreview: false,
    nativeRate: NativeSpeechRate.forLanguage("es"), personalBest: PersonalBest(over: [result, .sample(rate: 4.2)]))

  static func practised(_ feedback: Feedback) -> PracticeCommand.Practised {
    PracticeCommand.Practised(
      outcome: .uploaded(recordingID: "rec_1", duration: 4), feedback: .ready(feedback), preview: nil)
  }

  @Test func practiceSaysTheRateInContextAndExplainsOnRequest() throws {
    let strings = Localizer(catalog: try appCatalog(), language: "en")
    let lines = PracticeCommand.feedbackLines(Self.practised(Self.feedback), strings: strings)
    #expect(lines.count == 2, "\(lines)")
    #expect(
      lines[1]
        == "Articulation rate: 4.1 syllables per second — native speakers reading Spanish aloud: about 7.0–8.6; your best: 4.6"
    )
    #expect(!lines.joined().contains("Speaking time:"), "the numbers only on request")
    let explained = PracticeCommand.feedbackLines(Self.practised(Self.feedback), strings: strings, explain: true)
    #expect(explained.contains("Speaking time: 42 s of 50 s"))
    let index = try #require(explained.firstIndex { $0.hasPrefix("Articulation rate: 4.1 syllables per second (") })
    #expect(explained[index + 1].hasPrefix("  Syllables per second while you are actually speaking"))

    let bare = Feedback(recordingID: "rec_1", cueID: "ru-001", result: Self.result, comparison: nil, isPreview: false)
    #expect(PracticeCommand.feedbackLines(Self.practised(bare), strings: strings).count == 1, "nothing invented")
  }

  @Test func practiceJSONCarriesTheReferenceAndTheBest() throws {
    let json = try #require(PracticeCommand.feedbackJSON(Self.practised(Self.feedback)))
    let reference = try #require(json["reference_rate"] as? [String: Any])
    #expect(reference["language"] as? String == "es" && reference["low"] as? Double == 7.0)
    #expect(reference["high"] as? Double == 8.6 && reference["mean"] as? Double == 7.82)
    #expect(reference["unit"] as? String == "syllables_per_second")
    #expect(reference["measure"] as? String == "articulation_rate" && reference["speech"] as? String == "read_aloud")
    #expect((reference["source"] as? String)?.hasPrefix("Pellegrino, Coupé & Marsico (2011)") == true)
    let best = try #require(json["personal_best"] as? [String: Any])
    #expect(abs((best["articulation_rate"] as? Double ?? 0) - 4.6) < 1e-9 && best["speech_rate"] as? Double == 4.2)
    #expect(best["compared_attempts"] as? Int == 2)
    // It must serialize as `--json` prints it.
    _ = try JSONSerialization.data(withJSONObject: json)

    let bare = Feedback(recordingID: "rec_1", cueID: "ru-001", result: Self.result, comparison: nil, isPreview: false)
    let none = try #require(PracticeCommand.feedbackJSON(Self.practised(bare)))
    #expect(none["reference_rate"] is NSNull && none["personal_best"] is NSNull)
  }

  @Test func analyzeTakesALanguageAndExplains() throws {
    let strings = Localizer(catalog: try appCatalog(), language: "en")
    let native = NativeSpeechRate.forLanguage("fr")
    let text = AnalyzeCommand.text(Self.result, native: native, explain: true, strings)
    #expect(text.contains("native speakers reading French aloud: about 6.5–7.9"), "\(text)")
    #expect(text.contains("  How far to trust these numbers"), "\(text)")
    #expect(!AnalyzeCommand.text(Self.result, strings).contains("native speakers"))
    let json = AnalyzeCommand.json(path: "take.wav", result: Self.result, native: native)
    #expect((json["reference_rate"] as? [String: Any])?["language"] as? String == "fr")
    #expect(AnalyzeCommand.json(path: "take.wav", result: Self.result)["reference_rate"] is NSNull)
  }
}
