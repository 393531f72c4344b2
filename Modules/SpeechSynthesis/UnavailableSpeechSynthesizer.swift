import Foundation

/// The synthesizer of a host without one: every request fails with `reason`, so the app can still
/// offer "listen" and answer with why it cannot (e.g. "no speech synthesizer found, looked for
/// espeak-ng, espeak").
public struct UnavailableSpeechSynthesizer: SpeechSynthesizer {
  /// Why there is no synthesizer.
  public let reason: SpeechSynthesisError

  /// A synthesizer that fails every request with `reason`.
  public init(reason: SpeechSynthesisError) { self.reason = reason }

  public func synthesize(_ request: SpeechRequest, to file: URL) async throws(SpeechSynthesisError)
    -> SynthesizedSpeech
  {
    _ = try request.validate()
    throw reason
  }
}
