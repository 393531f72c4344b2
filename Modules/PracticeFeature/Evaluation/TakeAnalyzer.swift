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
  /// What the take holds: its measures, or what was heard instead of speech. Throws
  /// ``TakeAnalyzerError`` when the file cannot be read or the analysis is off; never touches the network.
  public var examine: @Sendable (_ file: URL) async throws(TakeAnalyzerError) -> TakeContent

  /// Wraps `analyze`; ``examine`` reports its `.noSpeech` as no speech with nothing named.
  public init(analyze: @escaping @Sendable (_ file: URL) async throws(TakeAnalyzerError) -> EvaluationResult) {
    self.analyze = analyze
    examine = { file throws(TakeAnalyzerError) in
      do throws(TakeAnalyzerError) {
        return .speech(try await analyze(file))
      } catch {
        guard error == .noSpeech else { throw error }
        return .notSpeech(heard: nil)
      }
    }
  }

  /// An analyser over `examine`; its ``analyze`` throws `.noSpeech` where `examine` finds none.
  public static func examining(
    _ examine: @escaping @Sendable (_ file: URL) async throws(TakeAnalyzerError) -> TakeContent
  ) -> TakeAnalyzer {
    var analyzer = TakeAnalyzer { file throws(TakeAnalyzerError) in
      switch try await examine(file) {
      case .speech(let result): return result
      case .notSpeech: throw .noSpeech
      }
    }
    analyzer.examine = examine
    return analyzer
  }

  /// No on-device analysis: every call throws ``TakeAnalyzerError/unavailable``.
  public static let unavailable = TakeAnalyzer { _ throws(TakeAnalyzerError) in throw .unavailable }

  /// This analyser while `isOn()` is true, asked on every take (a setting changed by another process applies to
  /// the next take); while it is false every call throws ``TakeAnalyzerError/unavailable``.
  public func onlyWhile(_ isOn: @escaping @Sendable () -> Bool) -> TakeAnalyzer {
    let examine = self.examine
    return .examining { file throws(TakeAnalyzerError) in
      guard isOn() else { throw .unavailable }
      return try await examine(file)
    }
  }
}

/// What a take holds, by the on-device analysis.
public enum TakeContent: Sendable, Equatable {
  /// Speech, measured as the server would.
  case speech(EvaluationResult)
  /// No speech; `heard` names what was there instead, in snake case (`silence`, `noise`, `steady_tone`,
  /// `beeps`, `music_like`), or is `nil` when the analysis does not say.
  case notSpeech(heard: String?)
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
