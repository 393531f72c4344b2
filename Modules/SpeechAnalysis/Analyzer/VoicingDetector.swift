/// Decides whether the last ~50 ms were voiced: normalized autocorrelation of a decimated copy of
/// the signal, at lags in the pitch range. Cheap on purpose: it runs once per 10 ms frame.
struct VoicingDetector {
  private let factor: Int
  private let minLag: Int
  private let maxLag: Int
  private let length: Int
  private var ring: [Float]
  private var head = 0
  private var filled = 0
  private var sum: Int = 0
  private var count = 0
  private var scratch: [Float]

  /// `sampleRate` of the mono input; the copy is decimated (box average) to about 8 kHz.
  init(sampleRate: Int, pitchRange: ClosedRange<Double>) {
    factor = max(1, sampleRate / 8_000)
    let rate = Double(sampleRate) / Double(factor)
    minLag = max(1, Int((rate / pitchRange.upperBound).rounded(.down)))
    maxLag = max(minLag + 1, Int((rate / pitchRange.lowerBound).rounded(.up)))
    // Two periods of the lowest pitch past the longest lag, so every lag sees the same span.
    length = maxLag + max(maxLag, Int(rate * 0.03))
    ring = [Float](repeating: 0, count: length)
    scratch = [Float](repeating: 0, count: length)
  }

  @inline(__always)
  mutating func push(_ sample: Int) {
    sum += sample
    count += 1
    guard count == factor else { return }
    ring[head] = Float(sum) / Float(factor)
    head = head + 1 == length ? 0 : head + 1
    filled = min(filled + 1, length)
    sum = 0
    count = 0
  }

  /// The highest normalized autocorrelation (0–1) over the pitch lags; 0 until the window fills.
  mutating func strength() -> Float {
    guard filled == length else { return 0 }
    var mean: Float = 0
    for index in 0..<length {
      let value = ring[(head + index) % length]
      scratch[index] = value
      mean += value
    }
    mean /= Float(length)
    for index in 0..<length { scratch[index] -= mean }
    let span = length - maxLag
    return scratch.withUnsafeBufferPointer { x in
      var energy0: Float = 0
      for n in 0..<span { energy0 += x[n] * x[n] }
      guard energy0 > 0 else { return 0 }
      var energyLag: Float = 0
      for n in minLag..<(minLag + span) { energyLag += x[n] * x[n] }
      var best: Float = 0
      for lag in minLag...maxLag {
        var product: Float = 0
        for n in 0..<span { product += x[n] * x[n + lag] }
        if energyLag > 0 {
          let r = product / (energy0 * energyLag).squareRoot()
          if r > best { best = r }
        }
        if lag < maxLag {
          // Slide the lagged energy by one sample rather than recomputing it.
          energyLag += x[lag + span] * x[lag + span] - x[lag] * x[lag]
          if energyLag < 0 { energyLag = 0 }
        }
      }
      return min(1, best)
    }
  }
}
