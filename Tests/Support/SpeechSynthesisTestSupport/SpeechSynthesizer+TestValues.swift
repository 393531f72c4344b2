import AudioCapture
import Foundation
import Observability
import SpeechSynthesis

/// A synthesizer for tests: writes a short tone for every request (its length the text's, at 12
/// characters a second, and longer by the rate) and keeps the requests, or fails every one with
/// `failure`. No process runs.
public final class ToneSpeechSynthesizer: SpeechSynthesizer {
  private let failure: SpeechSynthesisError?
  private let requests = LockedValue<[SpeechRequest]>([])

  /// Speaks a tone, or throws `failure` for every request.
  public init(failing failure: SpeechSynthesisError? = nil) { self.failure = failure }

  /// Every request so far, in order.
  public var spoken: [SpeechRequest] { requests.value }

  public func synthesize(_ request: SpeechRequest, to file: URL) async throws(SpeechSynthesisError)
    -> SynthesizedSpeech
  {
    let text = try request.validate()
    requests.withLock { $0.append(request) }
    if let failure { throw failure }
    let format = PCMFormat(sampleRate: 16_000, channels: 1)
    let frames = Int(Double(text.count) / 12 / request.rate.factor * Double(format.sampleRate))
    var tone = SineGenerator(frequency: 220, sampleRate: format.sampleRate)
    try? FileManager.default.removeItem(at: file)
    do { _ = try WAVFile.write(tone.next(max(1, frames)), format: format, to: file) } catch {
      throw SpeechSynthesisError(.failed, detail: "\(error)")
    }
    return try SynthesizedSpeech.reading(file, voice: "tone-\(request.language)")
  }
}
