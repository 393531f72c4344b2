import Localization
import PracticeFeature
import SpeechSynthesis

/// A model answer's state and pace in the learner's words (the catalog's `listen.*` and `tui.cue.model_*`):
/// one wording for `chatterbox listen`, the full-screen cue and the plain one.
package enum ModelAnswerWords {
  /// The line for `state`; `nil` before anything was asked.
  package static func line(_ state: ModelAnswerListener.State, _ strings: InteractiveStrings) -> String? {
    switch state {
    case .idle: nil
    case .speaking: strings.string(.cueModelSpeaking)
    case .playing(_, let seconds): strings.string(.cueModelPlaying, String(format: "%.1f", seconds))
    case .played(_, let pace): pace.model == nil && pace.learner == nil ? nil : self.pace(pace, strings.localizer)
    case .failed(.noAnswer): strings.string(.cueModelNoAnswer)
    case .failed(.noLanguage): strings.string(.cueModelNoLanguage)
    case .failed(.synthesis(let error)): synthesis(error, strings.localizer)
    case .failed(.playback(let error)): PlaybackWords.text(error, strings.localizer)
    }
  }

  /// "The model answer: 5.2 syllables per second — you: 4.1 (slower than the model)", or what is missing.
  package static func pace(_ pace: ModelAnswerPace, _ strings: Localizer) -> String {
    guard let model = pace.model else { return strings.string("listen.pace_unmeasured") }
    let modelText = String(format: "%.1f", model)
    guard let learner = pace.learner, let comparison = pace.learnerAgainstModel else {
      return strings.string("listen.pace_model_only", .string(modelText))
    }
    return strings.string(
      "listen.pace_both", .string(modelText), .string(String(format: "%.1f", learner)),
      .string(strings.string("listen.you_are.\(comparison.direction.rawValue)")))
  }

  /// Why the answer could not be spoken, and what to do.
  package static func synthesis(_ error: SpeechSynthesisError, _ strings: Localizer) -> String {
    switch error.kind {
    case .noSynthesizer:
      strings.string("listen.error.no_synthesizer", .string(error.searched.joined(separator: ", ")))
    case .synthesizerNotFound: strings.string("listen.error.not_found", .string(error.detail ?? ""))
    case .invalidCommand: strings.string("listen.error.invalid_command")
    case .noVoice: strings.string("listen.error.no_voice", .string(error.language ?? ""))
    default: strings.string("listen.error.failed", .string(error.detail ?? error.kind.name))
    }
  }
}
