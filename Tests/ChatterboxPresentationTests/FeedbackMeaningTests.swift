import CLITestSupport
import ChatterboxAPI
import ChatterboxAPITestSupport
import ChatterboxPresentation
import Localization
import PracticeFeature
import Testing

/// What the numbers mean (ADR 0059): every measure's explanation in every shipped language, and the
/// articulation rate beside native speakers' and the learner's best, or no line when there is neither.
@Suite("Feedback messages: what the numbers mean")
struct FeedbackMeaningTests {
  static let keys =
    FeedbackMessages.Measure.allCases.map { "feedback.explain.\($0.rawValue)" }
    + [
      "articulation_rate", "native", "best", "best_is_this", "and", "joined", "native_alone", "cue_best",
    ].map { "feedback.meaning.\($0)" }

  @Test("every explanation and every word of the comparison is in every shipped language")
  func everyLanguageHasEveryKey() throws {
    let catalog = try appCatalog()
    #expect(catalog.languages.count == 7)
    for key in Self.keys {
      let entry = try #require(catalog[key], "\(key)")
      for language in catalog.languages { #expect(entry.localizations[language] != nil, "\(key) [\(language)]") }
    }
  }

  @Test("each number the details show has its explanation, in order")
  func eachDetailHasItsExplanation() throws {
    let strings = Localizer(catalog: try appCatalog(), language: "en")
    let result = EvaluationResult.sample(rate: 3.1)
    let explained = FeedbackMessages.explainedDetails(for: result, strings)
    #expect(explained.map(\.line) == FeedbackMessages.details(for: result, strings))
    #expect(explained.count == FeedbackMessages.Measure.allCases.count)
    #expect(explained[4].line.hasPrefix("Articulation rate:"))
    #expect(explained[4].explanation.contains("Learners are usually well below native speakers; that is normal"))
    for language in ["es", "fr", "de", "ru", "ar", "ja"] {
      let other = strings.switching(to: language)
      let texts = FeedbackMessages.Measure.allCases.map { FeedbackMessages.explanation($0, other) }
      #expect(Set(texts).count == texts.count && !texts.contains { $0.hasPrefix("feedback.") }, "\(language)")
      #expect(
        !texts.contains {
          FeedbackMessages.Measure.allCases.map { FeedbackMessages.explanation($0, strings) }.contains($0)
        })
    }
  }

  @Test("the articulation rate beside native speakers' range and the learner's best")
  func theRateInContext() throws {
    let strings = Localizer(catalog: try appCatalog(), language: "en")
    let result = EvaluationResult.sample(rate: 3.7)  // articulation 4.1
    let spanish = NativeSpeechRate.forLanguage("es")
    let best = PersonalBest(over: [result, .sample(rate: 4.2)])
    #expect(
      FeedbackMessages.rateInContext(result, native: spanish, best: best, strings)
        == "Articulation rate: 4.1 syllables per second — native speakers reading Spanish aloud: about 7.0–8.6; your best: 4.6"
    )
    #expect(
      FeedbackMessages.rateInContext(
        result, native: nil, best: PersonalBest(over: [result, .sample(rate: 2.0)]), strings)
        == "Articulation rate: 4.1 syllables per second — your best so far")
    #expect(
      FeedbackMessages.rateInContext(result, native: spanish, best: PersonalBest(over: [result]), strings)
        == "Articulation rate: 4.1 syllables per second — native speakers reading Spanish aloud: about 7.0–8.6",
      "one take has no best to speak of")
    #expect(FeedbackMessages.rateInContext(result, native: nil, best: nil, strings) == nil, "nothing invented")

    let es = strings.switching(to: "es")
    #expect(
      FeedbackMessages.rateInContext(result, native: spanish, best: best, es)
        == "Velocidad de articulación: 4,1 sílabas por segundo — hablantes nativos que leen en español en voz alta: unas 7,0–8,6; tu mejor marca: 4,6"
    )
    let ja = strings.switching(to: "ja")
    #expect(
      FeedbackMessages.rateInContext(result, native: NativeSpeechRate.forLanguage("ja"), best: nil, ja)?.contains(
        "約7.1〜8.6") == true)
  }

  @Test("history's best and range lines")
  func historyLines() throws {
    let strings = Localizer(catalog: try appCatalog(), language: "en")
    let best = PersonalBest(over: [.sample(rate: 3.0), .sample(rate: 4.2)])
    #expect(
      FeedbackMessages.best(best, strings)
        == "Your best at this cue: 4.6 syllables per second without pauses (2 takes counted)")
    #expect(FeedbackMessages.best(nil, strings) == nil)
    #expect(
      FeedbackMessages.nativeRange(NativeSpeechRate.forLanguage("de"), strings)
        == "Native speakers reading German aloud: about 5.4–6.6 syllables per second without pauses")
    #expect(FeedbackMessages.nativeRange(NativeSpeechRate.forLanguage("ru"), strings) == nil)
    let ru = strings.switching(to: "ru")
    #expect(FeedbackMessages.best(best, ru)?.contains("учтены 2 попытки") == true)
  }
}
