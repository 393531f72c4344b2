import Foundation

/// Speech-like takes: voiced bursts between silences, as the dev server's tests make. A steady tone is not
/// speech (ADR 0053), so each burst is a voice: a pitch that moves around 130 Hz and harmonics shaped by
/// the formants of a, i, u, e, o in turn (one every 0.2 s), at a level that holds to the burst's edges.
public enum TakeFile {
  /// Three bursts in 2.4 s: 0.3–0.7, 0.9–1.3 and 1.8–2.2 s.
  public static let defaultSpans = [(0.3, 0.7), (0.9, 1.3), (1.8, 2.2)]

  /// A 16 kHz mono WAV with a burst in each `(start, end)` second span, `total` seconds long.
  public static func bursts(
    _ spans: [(Double, Double)] = defaultSpans, total: Double = 2.4, bitsPerSample: Int = 16
  ) -> [UInt8] {
    let rate = 16_000
    let bytesPerSample = bitsPerSample / 8
    let count = Int(total * Double(rate))
    var data = [UInt8](repeating: bitsPerSample == 8 ? 128 : 0, count: count * bytesPerSample)
    for (start, end) in spans {
      var phase = 0.0
      for index in Int(start * Double(rate))..<min(count, Int(end * Double(rate))) {
        let value = voice(at: Double(index) / Double(rate), since: start, phase: &phase, rate: Double(rate))
        if bitsPerSample == 8 {
          data[index] = UInt8(128 + Int((value * 127).rounded()))
        } else {
          let sample = Int16((value * 32_767).rounded())
          data[index * 2] = UInt8(truncatingIfNeeded: sample)
          data[index * 2 + 1] = UInt8(truncatingIfNeeded: sample >> 8)
        }
      }
    }
    let fmt =
      le16(1) + le16(1) + le32(rate) + le32(rate * bytesPerSample) + le16(bytesPerSample) + le16(bitsPerSample)
    let chunks = Array("fmt ".utf8) + le32(fmt.count) + fmt + Array("data".utf8) + le32(data.count) + data
    return Array("RIFF".utf8) + le32(4 + chunks.count) + Array("WAVE".utf8) + chunks
  }

  /// One sample of the voice, about ±0.5 of full scale.
  public static func voice(at time: Double, since start: Double, phase: inout Double, rate: Double) -> Double {
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

  /// Writes `bytes` to a new file in the temporary folder.
  public static func write(_ bytes: [UInt8]) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appending(path: "take-\(UUID().uuidString).wav")
    try Data(bytes).write(to: url)
    return url
  }

  private static func le16(_ value: Int) -> [UInt8] {
    [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)]
  }

  private static func le32(_ value: Int) -> [UInt8] {
    (0..<4).map { UInt8(value >> ($0 * 8) & 0xFF) }
  }
}
