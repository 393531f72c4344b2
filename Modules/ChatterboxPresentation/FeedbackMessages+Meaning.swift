import ChatterboxAPI
import Foundation
import Localization
import PracticeFeature

// What the numbers mean (issue 37 item 5, ADR 0059): the articulation rate beside native speakers' and
// the learner's own best, and a plain line on each measure the details show.
extension FeedbackMessages {
  /// A measure the details show, in their order; its raw value names its explanation
  /// (`feedback.explain.<raw value>`).
  package enum Measure: String, CaseIterable, Sendable {
    case speakingTime = "speaking_time"
    case pauses
    case syllables
    case speechRate = "speech_rate"
    case articulationRate = "articulation_rate"
    case signalToNoise = "signal_to_noise"
    case confidence
  }

  /// The articulation rate in context: "Articulation rate: 4.1 syllables per second — Spanish read aloud
  /// by native speakers: about 7.0–8.6; your best: 4.6". `nil` when there is nothing to put it beside
  /// (no published figure for the language and no earlier comparable take): the sentence says the rate.
  package static func rateInContext(for feedback: Feedback, _ strings: Localizer) -> String? {
    rateInContext(
      feedback.result, native: feedback.nativeRate, best: feedback.personalBest, strings)
  }

  /// ``rateInContext(for:_:)`` for any result: `best` says "your best" only over two or more comparable
  /// takes ("your best so far" when `result` holds it); `native` names the language in the UI language.
  package static func rateInContext(
    _ result: EvaluationResult, native: NativeSpeechRate?, best: PersonalBest?, _ strings: Localizer
  ) -> String? {
    var parts: [String] = []
    if let native {
      parts.append(
        strings.string(
          "feedback.meaning.native", .string(LanguageNames.name(for: native.languageCode, in: strings.language)),
          .string(rangeEnd(native.low, strings)), .string(rangeEnd(native.high, strings))))
    }
    if let best, best.comparedTakes >= 2 {
      parts.append(
        best.isHeld(by: result)
          ? strings.string("feedback.meaning.best_is_this")
          : strings.string("feedback.meaning.best", .string(rate(best.articulationRate, strings))))
    }
    guard !parts.isEmpty else { return nil }
    let head = strings.string("feedback.meaning.articulation_rate", .string(rate(result.articulationRate, strings)))
    let context =
      parts.count == 2 ? strings.string("feedback.meaning.and", .string(parts[0]), .string(parts[1])) : parts[0]
    return strings.string("feedback.meaning.joined", .string(head), .string(context))
  }

  /// The best over a cue's comparable attempts, for history: "Your best at this cue: 4.6 syllables per
  /// second without pauses (over 3 takes)"; `nil` without one.
  package static func best(_ best: PersonalBest?, _ strings: Localizer) -> String? {
    guard let best else { return nil }
    return strings.plural(
      "feedback.meaning.cue_best", count: best.comparedTakes, .string(rate(best.articulationRate, strings)))
  }

  /// Native speakers' range on its own, for history: "Spanish read aloud by native speakers: about
  /// 7.0–8.6 syllables per second without pauses"; `nil` for a language without a published figure.
  package static func nativeRange(_ native: NativeSpeechRate?, _ strings: Localizer) -> String? {
    guard let native else { return nil }
    return strings.string(
      "feedback.meaning.native_alone", .string(LanguageNames.name(for: native.languageCode, in: strings.language)),
      .string(rangeEnd(native.low, strings)), .string(rangeEnd(native.high, strings)))
  }

  /// One plain line on what `measure` is and how to read it.
  package static func explanation(_ measure: Measure, _ strings: Localizer) -> String {
    strings.string("feedback.explain.\(measure.rawValue)")
  }

  /// ``details(for:_:)`` with each line's measure, to put its explanation under it.
  package static func explainedDetails(for result: EvaluationResult, _ strings: Localizer) -> [(
    line: String, explanation: String
  )] {
    zip(details(for: result, strings), Measure.allCases).map { ($0, explanation($1, strings)) }
  }

  /// A range's end with exactly one decimal ("7.0", "7,0"): "7–8.6" would read as a whole number.
  static func rangeEnd(_ value: Double, _ strings: Localizer) -> String {
    value.formatted(FloatingPointFormatStyle<Double>(locale: strings.locale).precision(.fractionLength(1)))
  }
}
