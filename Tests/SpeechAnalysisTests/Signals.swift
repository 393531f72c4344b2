import Foundation

/// Synthetic 16-bit mono signals with known structure.
enum Signals {
  /// A `frequency` Hz tone at `amplitude` (0–1 of full scale) for each `(start, end)` second span,
  /// silence elsewhere, `total` seconds long.
  static func bursts(
    _ spans: [(Double, Double)], total: Double, rate: Int = 16_000, frequency: Double = 200, amplitude: Double = 0.5
  ) -> [Int16] {
    var samples = [Int16](repeating: 0, count: Int(total * Double(rate)))
    for (start, end) in spans {
      for index in Int(start * Double(rate))..<min(samples.count, Int(end * Double(rate))) {
        let phase = 2 * Double.pi * frequency * Double(index) / Double(rate)
        samples[index] = Int16(max(-32_768, min(32_767, (sin(phase) * amplitude * 32_767).rounded())))
      }
    }
    return samples
  }

  /// Uniform white noise at `amplitude` of full scale, from a fixed seed.
  static func noise(seconds: Double, rate: Int = 16_000, amplitude: Double = 0.3) -> [Int16] {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    return (0..<Int(seconds * Double(rate))).map { _ in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let unit = Double(state >> 11) / Double(1 << 53) * 2 - 1
      return Int16((unit * amplitude * 32_767).rounded())
    }
  }
}
