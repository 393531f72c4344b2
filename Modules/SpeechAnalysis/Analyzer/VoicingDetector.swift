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
  private var correlations: [Float]
  private let decimatedRate: Float

  /// `sampleRate` of the mono input; the copy is decimated (box average) to about 8 kHz.
  init(sampleRate: Int, pitchRange: ClosedRange<Double>) {
    factor = max(1, sampleRate / 8_000)
    let rate = Double(sampleRate) / Double(factor)
    minLag = max(1, Int((rate / pitchRange.upperBound).rounded(.down)) - 1)
    maxLag = max(minLag + 2, Int((rate / pitchRange.lowerBound).rounded(.up)) + 1)
    // One lag of margin on each side, so a period at the range's edge can still be a local maximum.
    // Two periods of the lowest pitch past the longest lag, so every lag sees the same span.
    length = maxLag + max(maxLag, Int(rate * 0.03))
    ring = [Float](repeating: 0, count: length)
    scratch = [Float](repeating: 0, count: length)
    correlations = [Float](repeating: 0, count: maxLag - minLag + 1)
    decimatedRate = Float(rate)
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

  /// The voicing of the last window: the strength is the highest normalized autocorrelation (0–1)
  /// at a lag in the pitch range that is a local maximum (a peak at the range's edge is the slope of
  /// a low-pass spectrum, as in pink noise, not a period); the pitch is that of the shortest lag
  /// whose peak reaches 90 % of the best, so a pure tone does not jump between octaves. Strength 0
  /// and pitch 0 until the window fills or when nothing is periodic.
  mutating func measure() -> Voicing {
    guard filled == length else { return Voicing(strength: 0, pitch: 0) }
    var mean: Float = 0
    for index in 0..<length {
      let value = ring[(head + index) % length]
      scratch[index] = value
      mean += value
    }
    mean /= Float(length)
    for index in 0..<length { scratch[index] -= mean }
    let span = length - maxLag
    let lags = maxLag - minLag + 1
    return scratch.withUnsafeBufferPointer { x in
      var energy0: Float = 0
      for n in 0..<span { energy0 += x[n] * x[n] }
      guard energy0 > 0 else { return Voicing(strength: 0, pitch: 0) }
      var energyLag: Float = 0
      for n in minLag..<(minLag + span) { energyLag += x[n] * x[n] }
      for lag in minLag...maxLag {
        var product: Float = 0
        for n in 0..<span { product += x[n] * x[n + lag] }
        correlations[lag - minLag] = energyLag > 0 ? product / (energy0 * energyLag).squareRoot() : 0
        if lag < maxLag {
          // Slide the lagged energy by one sample rather than recomputing it.
          energyLag += x[lag + span] * x[lag + span] - x[lag] * x[lag]
          if energyLag < 0 { energyLag = 0 }
        }
      }
      return peak(lags: lags)
    }
  }

  private func peak(lags: Int) -> Voicing {
    guard lags >= 3 else { return Voicing(strength: 0, pitch: 0) }
    var best: Float = 0
    for index in 1..<(lags - 1) where isPeak(index) { best = max(best, correlations[index]) }
    guard best > 0 else { return Voicing(strength: 0, pitch: 0) }
    for index in 1..<(lags - 1) where isPeak(index) && correlations[index] >= 0.9 * best {
      // Parabolic interpolation between the neighbours gives the period to a fraction of a sample.
      let left = correlations[index - 1]
      let centre = correlations[index]
      let right = correlations[index + 1]
      let curvature = left - 2 * centre + right
      let shift = curvature < 0 ? 0.5 * (left - right) / curvature : 0
      let lag = Float(minLag + index) + max(-0.5, min(0.5, shift))
      return Voicing(strength: min(1, best), pitch: decimatedRate / lag)
    }
    return Voicing(strength: 0, pitch: 0)
  }

  private func isPeak(_ index: Int) -> Bool {
    correlations[index] >= correlations[index - 1] && correlations[index] > correlations[index + 1]
  }
}

/// One frame's voicing: strength 0–1 and pitch in Hz (0 when nothing is periodic).
struct Voicing {
  var strength: Float
  var pitch: Float
}
