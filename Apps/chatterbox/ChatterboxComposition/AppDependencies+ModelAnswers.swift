import ChatterboxAPI
import Foundation
import PracticeFeature
import PracticeFeatureLive
import SpeechSynthesis
import Storage

extension AppDependencies {
  /// The spoken model answers of this server's cues (`<caches>/servers/<identity>/model-answers`): text the
  /// server wrote for every learner, so nothing of an account's, kept until the caches are cleared.
  package var modelAnswersFolder: URL {
    server.cachesDirectory.appending(path: "model-answers", directoryHint: .isDirectory)
  }

  /// The synthesizer that speaks model answers: `CHATTERBOX_TTS` from `environment` when set, else the
  /// platform's (espeak-ng on Linux, `AVSpeechSynthesizer` on Apple). Throws only a command that cannot be
  /// read (``SpeechSynthesisError/Kind/invalidCommand``); a missing one answers every request with why.
  package static func speechSynthesizer(
    environment: [String: String]
  ) throws(SpeechSynthesisError) -> any SpeechSynthesizer {
    try SystemSpeechSynthesizer.resolve(
      command: environment[SystemSpeechSynthesizer.environmentVariable], searchPath: environment["PATH"])
  }

  /// What the interactive app's rounds speak model answers with: `command` (`CHATTERBOX_TTS`) or the
  /// platform's synthesizer (one that cannot be read or found answers "listen" with why), this server's
  /// model-answers folder, and the on-device analysis for the answer's pace. The player, the language and
  /// the learner's takes are the app model's (`AppModelDependencies.over`).
  package func modelAnswers(synthesizerCommand command: String?) -> ModelAnswerDependencies {
    let synthesizer: any SpeechSynthesizer
    do throws(SpeechSynthesisError) {
      synthesizer = try SystemSpeechSynthesizer.resolve(command: command)
    } catch { synthesizer = UnavailableSpeechSynthesizer(reason: error) }
    return ModelAnswerDependencies(
      synthesizer: synthesizer, folder: modelAnswersFolder, player: nil, measure: Self.measureModelAnswer)
  }

  /// The on-device analysis of a spoken model answer, off the caller's actor; `nil` for no speech or an
  /// unreadable file.
  package static func measureModelAnswer(_ file: URL) async -> EvaluationResult? {
    let content = try? await TakeAnalyzer.offTheCallersActor {
      Result { () throws(TakeAnalyzerError) in try TakeAnalyzer.analyzeFile(file) }
    }.get()
    if case .speech(let result) = content { return result }
    return nil
  }
}
