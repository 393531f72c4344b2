import Foundation

extension Signals {
  /// A steady sine at `frequency` Hz and `amplitude` of full scale.
  static func tone(_ frequency: Double, seconds: Double, rate: Int = 16_000, amplitude: Double = 0.5) -> [Int16] {
    sum([(frequency, amplitude)], seconds: seconds, rate: rate)
  }

  /// Sines summed (a chord when the frequencies are notes), each `(frequency, amplitude)`.
  static func sum(_ partials: [(Double, Double)], seconds: Double, rate: Int = 16_000) -> [Int16] {
    (0..<Int(seconds * Double(rate))).map { index in
      let t = Double(index) / Double(rate)
      let value = partials.reduce(0.0) { $0 + $1.1 * sin(2 * Double.pi * $1.0 * t) }
      return clamp(value)
    }
  }

  /// `count` beeps of `frequency` Hz, each `length` seconds, one every `period` seconds.
  static func beeps(
    count: Int, frequency: Double = 600, length: Double = 0.1, period: Double = 0.25, rate: Int = 16_000
  ) -> [Int16] {
    let spans = (0..<count).map { (0.2 + Double($0) * period, 0.2 + Double($0) * period + length) }
    return bursts(spans, total: 0.4 + Double(count) * period, rate: rate, frequency: frequency)
  }

  /// A melody of harmonic notes (fundamental plus four overtones, an organ-like timbre), each
  /// `noteLength` seconds with a 20 ms decay, cycling through `notes` (Hz).
  static func melody(
    _ notes: [Double] = [262, 294, 330, 349, 392, 440, 494, 523], noteLength: Double = 0.3, seconds: Double = 4,
    rate: Int = 16_000
  ) -> [Int16] {
    (0..<Int(seconds * Double(rate))).map { index in
      let t = Double(index) / Double(rate)
      let note = notes[Int(t / noteLength) % notes.count]
      let within = t.truncatingRemainder(dividingBy: noteLength)
      let envelope = min(1, within / 0.01) * min(1, (noteLength - within) / 0.02)
      let value = (1...5).reduce(0.0) { $0 + sin(2 * Double.pi * note * Double($1) * t) / Double($1) }
      return clamp(0.3 * envelope * value)
    }
  }

  /// Single-sample clicks at `amplitude`, `perSecond` of them, for `seconds`.
  static func clicks(perSecond: Double, seconds: Double, rate: Int = 16_000, amplitude: Double = 0.9) -> [Int16] {
    var samples = [Int16](repeating: 0, count: Int(seconds * Double(rate)))
    var time = 0.1
    while Int(time * Double(rate)) < samples.count {
      samples[Int(time * Double(rate))] = clamp(amplitude)
      time += 1 / perSecond
    }
    return samples
  }

  /// Pink noise (Paul Kellet's filter over seeded white noise) with peaks near `amplitude`.
  static func pinkNoise(seconds: Double, rate: Int = 16_000, amplitude: Double = 0.3) -> [Int16] {
    let white = noise(seconds: seconds, rate: rate, amplitude: 1)
    var b = [Double](repeating: 0, count: 7)
    return white.map { sample in
      let w = Double(sample) / 32_767
      b[0] = 0.99886 * b[0] + w * 0.0555179
      b[1] = 0.99332 * b[1] + w * 0.0750759
      b[2] = 0.96900 * b[2] + w * 0.1538520
      b[3] = 0.86650 * b[3] + w * 0.3104856
      b[4] = 0.55000 * b[4] + w * 0.5329522
      b[5] = -0.7616 * b[5] - w * 0.0168980
      let pink = b[0] + b[1] + b[2] + b[3] + b[4] + b[5] + b[6] + w * 0.5362
      b[6] = w * 0.115926
      return clamp(pink * 0.11 * amplitude / 0.3 * 0.3)
    }
  }

  /// Vowel-like syllables from a formant synthesizer: a gliding, slightly jittered voice whose
  /// harmonics are shaped by the formants of a, i, u, e, o in turn, one syllable every `syllable`
  /// seconds with a dip between, in each `(start, end)` span. Speech-like by construction: the
  /// timbre moves with every syllable.
  static func vowels(
    _ spans: [(Double, Double)], total: Double, rate: Int = 16_000, syllable: Double = 0.2, amplitude: Double = 0.5
  ) -> [Int16] {
    let formants: [[Double]] = [
      [730, 1090, 2440], [270, 2290, 3010], [300, 870, 2240], [530, 1840, 2480], [570, 840, 2410],
    ]
    var samples = [Int16](repeating: 0, count: Int(total * Double(rate)))
    var phase = 0.0
    for (start, end) in spans {
      for index in Int(start * Double(rate))..<min(samples.count, Int(end * Double(rate))) {
        let t = Double(index) / Double(rate)
        let pitch = 130 + 25 * sin(2 * Double.pi * 0.6 * t) + 8 * sin(2 * Double.pi * 5.3 * t)
        phase += 2 * Double.pi * pitch / Double(rate)
        let position = (t - start) / syllable
        let vowel = formants[Int(position) % formants.count]
        let envelope = 0.15 + 0.85 * sin(Double.pi * position.truncatingRemainder(dividingBy: 1))
        samples[index] = clamp(amplitude * 0.35 * envelope * voiced(pitch: pitch, phase: phase, formants: vowel))
      }
    }
    return samples
  }

  /// One spoken syllable on one vowel ("four"): `seconds` of a voice whose pitch falls from 150 to
  /// 115 Hz with a little jitter, through the fixed formants of /o/, rising and falling once. Its
  /// timbre does not move, as a tone's does not; its pitch does.
  static func word(seconds: Double = 0.45, rate: Int = 16_000, lead: Double = 0.3, amplitude: Double = 0.5) -> [Int16] {
    let formants = [570.0, 840, 2410]
    var samples = [Int16](repeating: 0, count: Int((seconds + 2 * lead) * Double(rate)))
    var phase = 0.0
    for step in 0..<Int(seconds * Double(rate)) {
      let t = Double(step) / Double(rate)
      let pitch = 150 - 35 * t / seconds + 3 * sin(2 * Double.pi * 7.1 * t)
      phase += 2 * Double.pi * pitch / Double(rate)
      let value = voiced(pitch: pitch, phase: phase, formants: formants)
      samples[Int(lead * Double(rate)) + step] = clamp(amplitude * 0.35 * sin(Double.pi * t / seconds) * value)
    }
    return samples
  }

  /// One sample of a voice at `pitch`: its harmonics below 3.8 kHz, each shaped by the `formants`
  /// (90 Hz wide), at the fundamental's `phase`.
  private static func voiced(pitch: Double, phase: Double, formants: [Double]) -> Double {
    var value = 0.0
    var harmonic = 1.0
    while harmonic * pitch < 3_800 {
      let gain = formants.reduce(0.0) { $0 + 1 / (1 + pow((harmonic * pitch - $1) / 90, 2)) }
      value += gain * sin(harmonic * phase) / harmonic.squareRoot()
      harmonic += 1
    }
    return value
  }

  private static func clamp(_ value: Double) -> Int16 {
    Int16(max(-32_768, min(32_767, (value * 32_767).rounded())))
  }
}
