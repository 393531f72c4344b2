import Foundation

/// Two second-order IIR sections (RBJ's audio-EQ cookbook, transposed direct form II) run side by
/// side in the lanes of SIMD2 vectors: every sample goes through both of the analyzer's filter
/// chains at the cost of one, which is most of the per-sample work. Designed for the input's
/// sample rate, so the analysis hears the same band at 8 kHz as at 48 kHz.
struct BiquadPair {
  private var b0: SIMD2<Double>
  private var b1: SIMD2<Double>
  private var b2: SIMD2<Double>
  private var a1: SIMD2<Double>
  private var a2: SIMD2<Double>
  private var z1 = SIMD2<Double>()
  private var z2 = SIMD2<Double>()

  /// One section's normalized coefficients: feed-forward `b`, feedback `a` (with a0 = 1).
  struct Section {
    var b: (Double, Double, Double)
    var a: (Double, Double)

    /// A pass-through.
    static let identity = Section(b: (1, 0, 0), a: (0, 0))

    /// A Butterworth-Q (0.7071) low-pass at `cutoff` Hz; a pass-through when `cutoff` is at or
    /// above 0.45 of the sample rate, where there is nothing to remove.
    static func lowPass(_ cutoff: Double, rate: Int) -> Section {
      guard cutoff < 0.45 * Double(rate) else { return .identity }
      let (cosine, alpha) = shape(cutoff, rate: rate)
      return Section(b0: (1 - cosine) / 2, b1: 1 - cosine, b2: (1 - cosine) / 2, cosine: cosine, alpha: alpha)
    }

    /// A Butterworth-Q high-pass at `cutoff` Hz.
    static func highPass(_ cutoff: Double, rate: Int) -> Section {
      let (cosine, alpha) = shape(min(cutoff, 0.45 * Double(rate)), rate: rate)
      return Section(b0: (1 + cosine) / 2, b1: -(1 + cosine), b2: (1 + cosine) / 2, cosine: cosine, alpha: alpha)
    }

    private static func shape(_ cutoff: Double, rate: Int) -> (cosine: Double, alpha: Double) {
      let omega = 2 * Double.pi * cutoff / Double(rate)
      return (cos(omega), sin(omega) / 2.squareRoot())
    }

    private init(b: (Double, Double, Double), a: (Double, Double)) {
      self.b = b
      self.a = a
    }

    private init(b0: Double, b1: Double, b2: Double, cosine: Double, alpha: Double) {
      let a0 = 1 + alpha
      self.init(b: (b0 / a0, b1 / a0, b2 / a0), a: (-2 * cosine / a0, (1 - alpha) / a0))
    }
  }

  /// `lane0` in the first lane, `lane1` in the second.
  init(_ lane0: Section, _ lane1: Section) {
    b0 = SIMD2(lane0.b.0, lane1.b.0)
    b1 = SIMD2(lane0.b.1, lane1.b.1)
    b2 = SIMD2(lane0.b.2, lane1.b.2)
    a1 = SIMD2(lane0.a.0, lane1.a.0)
    a2 = SIMD2(lane0.a.1, lane1.a.1)
  }

  @inline(__always)
  mutating func process(_ x: SIMD2<Double>) -> SIMD2<Double> {
    let y = b0 * x + z1
    z1 = b1 * x - a1 * y + z2
    z2 = b2 * x - a2 * y
    return y
  }
}
