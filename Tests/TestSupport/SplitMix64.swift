/// SplitMix64: a tiny, seedable random number generator, so fuzz and robustness tests draw the
/// same inputs on every run and platform (the one copy for every test target).
///
/// ```swift
/// var random = SplitMix64(seed: 7)
/// let n = Int.random(in: 0..<10, using: &random)
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable {
  /// The generator's state; the next value is derived from it.
  public var state: UInt64

  /// Starts from `seed`.
  public init(seed: UInt64) { state = seed }

  /// Starts from `state` (the same as `init(seed:)`).
  public init(state: UInt64) { self.state = state }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// Uniform in `0..<bound` (bound > 0); the stdlib's `Int.random(in:using:)` would do, but
  /// spelling it out keeps the sequence independent of stdlib implementation changes.
  public mutating func below(_ bound: Int) -> Int {
    Int(next() % UInt64(bound))
  }

  /// True `percent` times in a hundred.
  public mutating func chance(_ percent: Int) -> Bool {
    below(100) < percent
  }

  /// One of `values` (not empty).
  public mutating func pick<T>(_ values: [T]) -> T {
    values[below(values.count)]
  }
}
