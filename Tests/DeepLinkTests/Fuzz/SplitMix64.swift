/// SplitMix64 (Steele, Lea & Flood 2014): tiny, fast, and the same sequence on every platform
/// and run, so a fuzz failure reproduces from its seed.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// Uniform in `0..<bound` (bound > 0); the stdlib's `Int.random(in:using:)` would do, but
  /// spelling it out keeps the sequence independent of stdlib implementation changes.
  mutating func below(_ bound: Int) -> Int {
    Int(next() % UInt64(bound))
  }

  mutating func chance(_ percent: Int) -> Bool {
    below(100) < percent
  }

  mutating func pick<T>(_ values: [T]) -> T {
    values[below(values.count)]
  }
}
