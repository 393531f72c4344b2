import Foundation

/// A phase-continuous sine wave as 16-bit samples: test signals and meter calibration.
public struct SineGenerator: Sendable {
  /// Frequency in hertz.
  public var frequency: Double
  /// Peak level in dBFS (0 is full scale; clamped so samples never wrap).
  public var amplitudeDBFS: Double
  /// Samples per second.
  public let sampleRate: Int
  private var phase: Double = 0

  /// Creates a generator starting at phase 0.
  public init(frequency: Double, amplitudeDBFS: Double = -6, sampleRate: Int = 48_000) {
    self.frequency = frequency
    self.amplitudeDBFS = amplitudeDBFS
    self.sampleRate = sampleRate
  }

  /// The next `count` mono samples.
  public mutating func next(_ count: Int) -> [Int16] {
    let amplitude = min(1, pow(10, amplitudeDBFS / 20)) * 32_767
    let step = 2 * Double.pi * frequency / Double(max(1, sampleRate))
    var samples = [Int16](repeating: 0, count: max(0, count))
    for index in samples.indices {
      samples[index] = Int16((amplitude * sin(phase)).rounded())
      phase += step
      // Keep the phase small so precision does not decay over long runs.
      if phase >= 2 * Double.pi { phase -= 2 * Double.pi }
    }
    return samples
  }
}
