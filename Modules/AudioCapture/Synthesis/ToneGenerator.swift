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

  /// A synthetic voice that SpeechAnalysis measures as speech (unlike ``speechLike(duration:sampleRate:)``,
  /// whose timbre never changes, so it is found to be a tone): five vowels in turn (a, i, u, e, o, by their
  /// first three formants), five syllables a second over a pitch that moves around 130 Hz, with the last
  /// 200 ms of each second silent, peaking near −6 dBFS. The same arguments always give the same samples.
  public static func spokenVowels(duration: Duration, sampleRate: Int = 48_000) -> [Int16] {
    let formants: [[Double]] = [
      [730, 1090, 2440], [270, 2290, 3010], [300, 870, 2240], [530, 1840, 2480], [570, 840, 2410],
    ]
    let rate = Double(max(1, sampleRate))
    var samples = [Int16](repeating: 0, count: PCMFormat(sampleRate: sampleRate, channels: 1).frames(in: duration))
    var phase = 0.0
    for index in samples.indices {
      let t = Double(index) / rate
      let pitch = 130 + 25 * sin(2 * Double.pi * 0.6 * t) + 8 * sin(2 * Double.pi * 5.3 * t)
      phase += 2 * Double.pi * pitch / rate
      if phase > 2 * Double.pi { phase -= 2 * Double.pi }
      guard t.truncatingRemainder(dividingBy: 1) < 0.8 else { continue }
      let position = t / 0.2
      let vowel = formants[Int(position) % formants.count]
      let envelope = 0.15 + 0.85 * sin(Double.pi * position.truncatingRemainder(dividingBy: 1))
      var value = 0.0
      var harmonic = 1.0
      while harmonic * pitch < min(3_800, rate / 2) {
        let gain = vowel.reduce(0.0) { $0 + 1 / (1 + pow((harmonic * pitch - $1) / 90, 2)) }
        value += gain * sin(harmonic * phase) / harmonic.squareRoot()
        harmonic += 1
      }
      samples[index] = Int16((max(-0.9, min(0.9, 0.18 * envelope * value)) * 32_767).rounded())
    }
    return samples
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
