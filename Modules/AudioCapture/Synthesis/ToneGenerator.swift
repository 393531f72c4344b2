import Foundation

/// Deterministic synthetic audio for tests and the CLI demo (when the user has no WAV).
public enum ToneGenerator {
  /// A voice-like signal: a gliding 110–220 Hz fundamental with a few harmonics, shaped into
  /// syllables (about 4 per second) with a short pause every second, peaking near −6 dBFS.
  /// The same arguments always give the same samples; ``ToneSource`` streams the same signal.
  public static func speechLike(duration: Duration, sampleRate: Int = 48_000) -> [Int16] {
    var signal = SpeechLikeSignal(sampleRate: sampleRate)
    return signal.next(PCMFormat(sampleRate: sampleRate, channels: 1).frames(in: duration))
  }

  /// Digital silence (all zeros) lasting `duration`.
  public static func silence(duration: Duration, sampleRate: Int = 48_000) -> [Int16] {
    [Int16](repeating: 0, count: PCMFormat(sampleRate: sampleRate, channels: 1).frames(in: duration))
  }
}

/// ``ToneGenerator/speechLike(duration:sampleRate:)`` a piece at a time: consecutive ``next(_:)``
/// calls give exactly the samples of one long call.
struct SpeechLikeSignal: Sendable {
  private let rate: Double
  private var index = 0
  private var phase = 0.0

  init(sampleRate: Int) { rate = Double(max(1, sampleRate)) }

  mutating func next(_ count: Int) -> [Int16] {
    let peak = 0.5 * 32_767
    var samples = [Int16](repeating: 0, count: max(0, count))
    for offset in samples.indices {
      let t = Double(index + offset) / rate
      // Intonation: the pitch rises and falls like a sentence.
      let pitch = 165 + 55 * sin(2 * Double.pi * 0.7 * t)
      phase += 2 * Double.pi * pitch / rate
      if phase > 2 * Double.pi { phase -= 2 * Double.pi }
      let voice = 0.6 * sin(phase) + 0.25 * sin(2 * phase) + 0.15 * sin(3 * phase)
      // Syllables: a raised-cosine envelope at 4 Hz, and the last 200 ms of each second silent.
      let syllable = 0.5 - 0.5 * cos(2 * Double.pi * 4 * t)
      let inPause = t.truncatingRemainder(dividingBy: 1) >= 0.8
      samples[offset] = inPause ? 0 : Int16((peak * voice * syllable).rounded())
    }
    index += samples.count
    return samples
  }
}
