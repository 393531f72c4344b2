import ChatterboxAPI
import Foundation

/// Measures a take on the device, before or without the server's evaluation: the on-device preview.
///
/// The numbers are the server's measures of the same method (SpeechAnalysis), so a preview and the
/// server's result can be shown the same way; a shell marks a preview as such until the server's result
/// arrives. The live value is the composition's; tests use ``unavailable`` or a closure.
public struct TakeAnalyzer: Sendable {
  /// Analyses the closed WAV file of a take. Throws ``TakeAnalyzerError`` when the file cannot be read or
  /// holds no speech; never touches the network.
  public var analyze: @Sendable (_ file: URL) async throws(TakeAnalyzerError) -> EvaluationResult

  /// Wraps the closure.
  public init(analyze: @escaping @Sendable (_ file: URL) async throws(TakeAnalyzerError) -> EvaluationResult) {
    self.analyze = analyze
  }

  /// No on-device analysis: every call throws ``TakeAnalyzerError/unavailable``.
  public static let unavailable = TakeAnalyzer { _ throws(TakeAnalyzerError) in throw .unavailable }
}

/// Why a take has no on-device preview.
public enum TakeAnalyzerError: Error, Sendable, Equatable {
  /// This build or setting has no on-device analysis.
  case unavailable
  /// The file is not a WAV file the analysis reads.
  case unreadableAudio
  /// The take holds no speech.
  case noSpeech
}
