import Foundation

/// Speech-like takes SpeechAnalysis finds syllables in: 200 Hz tone bursts (voiced, loud) between silences.
enum ToneWAV {
  /// A 16-bit mono 16 kHz WAV with a burst in each `(start, end)` second span, `total` seconds long.
  static func bursts(_ spans: [(Double, Double)] = defaultSpans, total: Double = 2.4) -> [UInt8] {
    let rate = 16_000
    var samples = [Int16](repeating: 0, count: Int(total * Double(rate)))
    for (start, end) in spans {
      for index in Int(start * Double(rate))..<min(samples.count, Int(end * Double(rate))) {
        let phase = 2 * Double.pi * 200 * Double(index) / Double(rate)
        samples[index] = Int16((sin(phase) * 0.5 * 32_767).rounded())
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

  private static func le16(_ value: Int) -> [UInt8] {
    [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)]
  }

  private static func le32(_ value: Int) -> [UInt8] {
    (0..<4).map { UInt8(value >> ($0 * 8) & 0xFF) }
  }
}
