import Foundation
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
}
