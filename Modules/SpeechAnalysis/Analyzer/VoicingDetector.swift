/// Decides whether the last ~50 ms were voiced: normalized autocorrelation of a low-passed copy of
/// the signal decimated to about 5.3 kHz (``SpeechAnalyzer`` filters it in its front end), at lags in
/// the pitch range. Cheap on purpose: it runs once per 10 ms frame.
struct VoicingDetector {
  private let minLag: Int
  private let maxLag: Int
  private let length: Int
  private var ring: [Float]
  private var head = 0
  private var filled = 0
  private var scratch: [Float]
  private var correlations: [Float]
  private let decimatedRate: Float

  /// `sampleRate` of the mono input, of which every `decimation(sampleRate:)`-th low-passed sample
  /// is pushed.
  init(sampleRate: Int, pitchRange: ClosedRange<Double>) {
    let factor = Self.decimation(sampleRate: sampleRate)
    let rate = Double(sampleRate) / Double(factor)
    minLag = max(1, Int((rate / pitchRange.upperBound).rounded(.down)) - 1)
    maxLag = max(minLag + 2, Int((rate / pitchRange.lowerBound).rounded(.up)) + 1)
    // One lag of margin on each side, so a period at the range's edge can still be a local maximum.
    // Two periods of the lowest pitch past the longest lag, so every lag sees the same span.
    length = maxLag + max(maxLag, Int(rate * 0.03))
    ring = [Float](repeating: 0, count: 2 * length)
    scratch = [Float](repeating: 0, count: length)
    correlations = [Float](repeating: 0, count: maxLag - minLag + 1)
    decimatedRate = Float(rate)
  }

  /// One input sample in this many is kept: about 5.3 kHz (16 kHz / 3; 8 kHz audio is kept whole),
  /// where what folds back into the 2 kHz low-pass's band was at least 19 dB down.
  static func decimation(sampleRate: Int) -> Int { max(1, sampleRate * 3 / 16_000) }

  /// Adds low-passed, decimated samples. Each is written twice, `length` apart, so the last window
  /// is always one contiguous slice.
  mutating func push(_ samples: UnsafeBufferPointer<Float>) {
    var (head, filled, length) = (self.head, self.filled, self.length)
    ring.withUnsafeMutableBufferPointer { ring in
      for sample in samples {
        ring[head] = sample
        ring[head + length] = sample
        head = head + 1 == length ? 0 : head + 1
        filled = min(filled + 1, length)
      }
    }
    (self.head, self.filled) = (head, filled)
  }

  /// The voicing of the last window: the strength is the highest normalized autocorrelation (0–1)
  /// at a lag in the pitch range that is a local maximum (a peak at the range's edge is the slope of
  /// a low-pass spectrum, as in pink noise, not a period); the pitch is that of the shortest lag
  /// whose peak reaches 90 % of the best, so a pure tone does not jump between octaves. Strength 0
  /// and pitch 0 until the window fills or when nothing is periodic.
  mutating func measure() -> Voicing {
    guard filled == length else { return Voicing(strength: 0, pitch: 0) }
    let (head, length, span) = (self.head, self.length, self.length - self.maxLag)
    // Below one 16-bit step RMS, before the mean is taken out, the window's start is silence (or
    // the low-pass's decaying ring after a sound): minus the mean of an onset later in the window it
    // is a constant that correlates with anything.
    var silentStart = false
    ring.withUnsafeBufferPointer { ring in
      scratch.withUnsafeMutableBufferPointer { scratch in
        let window = UnsafeBufferPointer(rebasing: ring[head..<(head + length)])
        silentStart = Self.dot(window.baseAddress!, window.baseAddress!, span) < Float(span)
        let mean = Self.dot(window.baseAddress!, nil, length) / Float(length)
        for index in 0..<length { scratch[index] = window[index] - mean }
      }
    }
    let lags = maxLag - minLag + 1
    return scratch.withUnsafeBufferPointer { x in
      let base = x.baseAddress!
      let energy0 = Self.dot(base, base, span)
      guard energy0 > 0, !silentStart else { return Voicing(strength: 0, pitch: 0) }
      var energyLag = Self.dot(base + minLag, base + minLag, span)
      for lag in minLag...maxLag {
        let product = Self.dot(base, base + lag, span)
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

  /// The sum of `a[i] * b[i]` (of `a[i]` when `b` is nil) over `count` elements, in eight running
  /// sums for the products and four for the plain sum: a plain loop is one long chain of dependent
  /// additions, which the compiler may not reorder, and this is the analyzer's hot loop. Plain
  /// scalars rather than SIMD types, which an unoptimized (debug) build runs many times slower.
  @inline(__always)
  static func dot(_ a: UnsafePointer<Float>, _ b: UnsafePointer<Float>?, _ count: Int) -> Float {
    var (s0, s1, s2, s3): (Float, Float, Float, Float) = (0, 0, 0, 0)
    var (s4, s5, s6, s7): (Float, Float, Float, Float) = (0, 0, 0, 0)
    var index = 0
    if let b {
      while index + 8 <= count {
        s0 += a[index] * b[index]
        s1 += a[index + 1] * b[index + 1]
        s2 += a[index + 2] * b[index + 2]
        s3 += a[index + 3] * b[index + 3]
        s4 += a[index + 4] * b[index + 4]
        s5 += a[index + 5] * b[index + 5]
        s6 += a[index + 6] * b[index + 6]
        s7 += a[index + 7] * b[index + 7]
        index += 8
      }
      while index < count {
        s0 += a[index] * b[index]
        index += 1
      }
    } else {
      while index + 4 <= count {
        s0 += a[index]
        s1 += a[index + 1]
        s2 += a[index + 2]
        s3 += a[index + 3]
        index += 4
      }
      while index < count {
        s0 += a[index]
        index += 1
      }
    }
    return ((s0 + s1) + (s2 + s3)) + ((s4 + s5) + (s6 + s7))
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
