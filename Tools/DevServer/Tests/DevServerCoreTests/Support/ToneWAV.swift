import Foundation

/// Speech-like takes SpeechAnalysis finds syllables in: voiced bursts between silences. A steady tone is not
/// speech (the app's ADR 0053), so each burst is a voice: a pitch that moves around 130 Hz and harmonics
/// shaped by the formants of a, i, u, e, o in turn (one every 0.2 s), at a level that holds to its edges.
enum ToneWAV {
  /// A 16-bit mono 16 kHz WAV with a burst in each `(start, end)` second span, `total` seconds long.
  static func bursts(_ spans: [(Double, Double)] = defaultSpans, total: Double = 2.4) -> [UInt8] {
    let rate = 16_000
    var samples = [Int16](repeating: 0, count: Int(total * Double(rate)))
    for (start, end) in spans {
      var phase = 0.0
      for index in Int(start * Double(rate))..<min(samples.count, Int(end * Double(rate))) {
        let value = voice(at: Double(index) / Double(rate), since: start, phase: &phase, rate: Double(rate))
        samples[index] = Int16((value * 32_767).rounded())
      }
    }
    var data: [UInt8] = []
    data.reserveCapacity(samples.count * 2)
    for sample in samples {
      data += [UInt8(truncatingIfNeeded: sample), UInt8(truncatingIfNeeded: sample >> 8)]
    }
    let fmt = le16(1) + le16(1) + le32(rate) + le32(rate * 2) + le16(2) + le16(16)
    let chunks = Array("fmt ".utf8) + le32(fmt.count) + fmt + Array("data".utf8) + le32(data.count) + data
    return Array("RIFF".utf8) + le32(4 + chunks.count) + Array("WAVE".utf8) + chunks
  }

  /// Three bursts: the 0.2 s gap is bridged (shorter than a pause), the 0.5 s one is the one pause; 1.4 s of speech.
  static let defaultSpans = [(0.3, 0.7), (0.9, 1.3), (1.8, 2.2)]

  /// One sample of the voice, about ±0.5 of full scale.
  static func voice(at time: Double, since start: Double, phase: inout Double, rate: Double) -> Double {
    let formants: [[Double]] = [
      [730, 1090, 2440], [270, 2290, 3010], [300, 870, 2240], [530, 1840, 2480], [570, 840, 2410],
    ]
    let pitch = 130 + 25 * sin(2 * Double.pi * 0.6 * time) + 8 * sin(2 * Double.pi * 5.3 * time)
    phase += 2 * Double.pi * pitch / rate
    let vowel = formants[Int((time - start) / 0.2) % formants.count]
    var value = 0.0
    var harmonic = 1.0
    while harmonic * pitch < 3_800 {
      let gain = vowel.reduce(0.0) { $0 + 1 / (1 + pow((harmonic * pitch - $1) / 90, 2)) }
      value += gain * sin(harmonic * phase) / harmonic.squareRoot()
      harmonic += 1
    }
    return max(-0.9, min(0.9, 0.12 * value))
  }

  private static func le16(_ value: Int) -> [UInt8] {
    [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)]
  }

  private static func le32(_ value: Int) -> [UInt8] {
    (0..<4).map { UInt8(value >> ($0 * 8) & 0xFF) }
  }
}
