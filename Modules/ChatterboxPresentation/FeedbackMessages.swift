import AppFeature
import ChatterboxAPI
import Localization
import PracticeFeature

/// The app's one map from a take's evaluation to words, for the commands and the interactive app
/// alike (issue 28): the sentence a learner reads, what is still pending or failed, the quality notes,
/// the numbers one step away, and a cue's trend. Words come from the catalog (`feedback.*`); numbers
/// are formatted in the UI language's locale. Nothing here reads a server's text.
///
/// ```swift
/// FeedbackMessages.sentence(for: feedback, strings)
/// // "You spoke for 42 s with 3 pauses (the longest 1.2 s); 3.1 syllables per second — faster than your last attempt (2.6)."
/// ```
package enum FeedbackMessages {
  /// The one sentence: speaking time, pauses, speech rate and, when there is one, the comparison with
  /// the previous attempt; a preview says it was measured on this device.
  package static func sentence(for feedback: Feedback, _ strings: Localizer) -> String {
    let spoke =
      feedback.pauseCount == 0
      ? strings.string("feedback.spoke_no_pauses", .string(seconds(feedback.speakingTimeSeconds, strings)))
      : strings.plural(
        "feedback.spoke", count: feedback.pauseCount, .string(seconds(feedback.speakingTimeSeconds, strings)),
        .string(seconds(feedback.longestPauseSeconds, strings)))
    let rate = strings.string("feedback.rate", .string(self.rate(feedback.speechRate, strings)))
    let sentence =
      if let comparison = feedback.comparison {
        strings.string(
          "feedback.sentence_compared", .string(spoke), .string(rate), .string(self.comparison(comparison, strings)))
      } else {
        strings.string("feedback.sentence", .string(spoke), .string(rate))
      }
    return feedback.isPreview ? strings.string("feedback.preview", .string(sentence)) : sentence
  }

  /// "Analysing…": the evaluation is being asked for.
  package static func analysing(_ strings: Localizer) -> String { strings.string("feedback.analysing") }

  /// What the review says of a take with no speech in it, before anything is sent: what was heard, and the
  /// offer to record again ("We heard only a steady tone. No speech in this take — record it again before
  /// sending it?"). A reason the catalog does not know reads as silence.
  package static func noSpeechAtReview(_ check: PracticeRound.ReviewCheck, _ strings: Localizer) -> String {
    guard case .noSpeech(let heard) = check else { return "" }
    let known = ["silence", "noise", "steady_tone", "beeps", "music_like"]
    let what = heard.flatMap { known.contains($0) ? $0 : nil } ?? "silence"
    return strings.string("cli.analyze.heard.\(what)") + " " + strings.string("cli.review.no_speech")
  }

  /// Why the round stopped asking while the evaluation is still pending (it will be in the history).
  package static func pending(_ pause: PracticeRound.FeedbackPause, _ strings: Localizer) -> String {
    switch pause {
    case .unreachable: strings.string("feedback.pending_unreachable")
    case .timedOut, .stopped: strings.string("feedback.pending")
    }
  }

  /// Why a take has no feedback.
  package static func failed(_ reason: RecordingEvaluation.FailureReason, _ strings: Localizer) -> String {
    strings.string("feedback.failed.\(reason.rawValue)")
  }

  /// One sentence per quality note, in the notes' order.
  package static func qualityNotes(_ notes: [QualityNote], _ strings: Localizer) -> [String] {
    notes.map { strings.string("feedback.quality.\($0.rawValue)") }
  }

  /// The numbers one step away, a line each: speaking time, pauses, syllables, both rates, the speech
  /// level above the background and the confidence.
  package static func details(for result: EvaluationResult, _ strings: Localizer) -> [String] {
    [
      strings.string(
        "feedback.details.speaking_time", .string(seconds(result.speakingTimeSeconds, strings)),
        .string(seconds(result.durationSeconds, strings))),
      strings.string(
        "feedback.details.pauses", .int(result.pauseCount), .string(seconds(result.meanPauseSeconds, strings)),
        .string(seconds(result.longestPauseSeconds, strings))),
      strings.string("feedback.details.syllables", .int(result.syllableCount)),
      strings.string("feedback.details.speech_rate", .string(rate(result.speechRate, strings))),
      strings.string("feedback.details.articulation_rate", .string(rate(result.articulationRate, strings))),
      strings.string(
        "feedback.details.signal_to_noise",
        .string(strings.number(result.quality.signalToNoiseDB.rounded(), maximumFractionDigits: 0))),
      strings.string("feedback.details.confidence.\(confidenceLevel(result.confidence))"),
    ]
  }

  /// A history line's evaluation: the speech rate when ready, "analysing…" while pending, "no
  /// feedback" when failed; `nil` when there is nothing to say (no evaluation, or an unknown state).
  package static func historySummary(_ evaluation: RecordingEvaluation?, _ strings: Localizer) -> String? {
    switch evaluation?.state {
    case .ready?:
      guard let result = evaluation?.result else { return nil }
      return strings.string("feedback.history.ready", .string(rate(result.speechRate, strings)))
    case .pending?: return strings.string("feedback.history.pending")
    case .failed?: return strings.string("feedback.history.failed")
    case .unrecognized?, nil: return nil
    }
  }

  /// Why an attempt is left out of comparisons and the trend: "not compared: too quiet".
  package static func notCompared(_ reason: NotComparableReason, _ strings: Localizer) -> String {
    strings.string("feedback.not_compared.\(reason.rawValue)")
  }

  /// A cue's trend over its comparable attempts, or that there is none yet.
  package static func trend(of attempts: CueAttempts, _ strings: Localizer) -> String {
    guard let trend = attempts.trend else { return strings.string("feedback.history.cue_no_trend") }
    let measured = attempts.comparableAttempts.count
    return strings.plural(
      "feedback.history.cue_trend", count: measured,
      .string(strings.string("feedback.trend.\(trend.direction.rawValue)")),
      .string(rate(trend.previous, strings)), .string(rate(trend.current, strings)))
  }

  /// "faster than your last attempt (2.6)".
  package static func comparison(_ comparison: RateComparison, _ strings: Localizer) -> String {
    strings.string("feedback.compared.\(comparison.direction.rawValue)", .string(rate(comparison.previous, strings)))
  }

  /// A rate with one decimal, in the UI language's digits and separator ("3.1", "3,1").
  package static func rate(_ value: Double, _ strings: Localizer) -> String {
    strings.number(value, maximumFractionDigits: 1)
  }

  /// Seconds as "42 s" (whole from ten seconds up, one decimal below: "1.2 s").
  package static func seconds(_ value: Double, _ strings: Localizer) -> String {
    strings.string(
      "common.duration.seconds_text", .string(strings.number(value, maximumFractionDigits: value >= 10 ? 0 : 1)))
  }

  /// `high` from 0.7, `medium` from 0.4, `low` below: the analysis' confidence is 0 at 5 dB and 1 at 25 dB.
  package static func confidenceLevel(_ confidence: Double) -> String {
    confidence >= 0.7 ? "high" : confidence >= 0.4 ? "medium" : "low"
  }
}
