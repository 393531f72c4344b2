import Foundation

/// A second-order IIR section (RBJ's audio-EQ cookbook, transposed direct form II), designed for the
/// input's sample rate, so the analysis hears the same band at 8 kHz as at 48 kHz.
struct Biquad {
  private var b0 = 1.0
  private var b1 = 0.0
  private var b2 = 0.0
  private var a1 = 0.0
  private var a2 = 0.0
  private var z1 = 0.0
  private var z2 = 0.0

  /// A pass-through.
  static let identity = Biquad()

  /// A Butterworth-Q (0.7071) low-pass at `cutoff` Hz; a pass-through when `cutoff` is at or above
  /// 0.45 of the sample rate, where there is nothing to remove.
  static func lowPass(_ cutoff: Double, rate: Int) -> Biquad {
    guard cutoff < 0.45 * Double(rate) else { return .identity }
    let (cosine, alpha) = shape(cutoff, rate: rate)
    return Biquad(b0: (1 - cosine) / 2, b1: 1 - cosine, b2: (1 - cosine) / 2, cosine: cosine, alpha: alpha)
  }

  /// A Butterworth-Q high-pass at `cutoff` Hz.
  static func highPass(_ cutoff: Double, rate: Int) -> Biquad {
    let (cosine, alpha) = shape(min(cutoff, 0.45 * Double(rate)), rate: rate)
    return Biquad(b0: (1 + cosine) / 2, b1: -(1 + cosine), b2: (1 + cosine) / 2, cosine: cosine, alpha: alpha)
  }

  private static func shape(_ cutoff: Double, rate: Int) -> (cosine: Double, alpha: Double) {
    let omega = 2 * Double.pi * cutoff / Double(rate)
    return (cos(omega), sin(omega) / 2.squareRoot())
  }

  private init() {}

  private init(b0: Double, b1: Double, b2: Double, cosine: Double, alpha: Double) {
    let a0 = 1 + alpha
    (self.b0, self.b1, self.b2) = (b0 / a0, b1 / a0, b2 / a0)
    (a1, a2) = (-2 * cosine / a0, (1 - alpha) / a0)
  }

  @inline(__always)
  mutating func process(_ x: Double) -> Double {
    let y = b0 * x + z1
    z1 = b1 * x - a1 * y + z2
    z2 = b2 * x - a2 * y
    return y
  }
}
