import Foundation

/// One meter reading: RMS and peak of a short window of audio, in dBFS.
///
/// 0 dBFS is a full-scale sample (|-32768|). Digital silence reads ``floorDBFS`` (−160) rather
/// than −∞ so values are always finite, encodable and drawable.
///
/// ```swift
/// for await level in await recorder.levelUpdates() {
///   drawBar(level.fraction(floor: -60), clipping: level.isClipping)
/// }
/// ```
public struct LevelSample: Sendable, Hashable, Codable {
  /// Position of the end of the window in the take's audio (not wall-clock) time.
  ///
  /// ```swift
  /// level.time // .milliseconds(50) for the first window
  /// ```
  public var time: Duration
  /// Root-mean-square level. A full-scale sine reads about −3 dBFS.
  ///
  /// ```swift
  /// level.rmsDBFS // ≈ -9.03 for a sine peaking at -6 dBFS
  /// ```
  public var rmsDBFS: Double
  /// Largest absolute sample.
  ///
  /// ```swift
  /// level.peakDBFS // ≈ -6.02
  /// ```
  public var peakDBFS: Double
  /// Whether any sample hit full scale (32767 or −32768).
  ///
  /// ```swift
  /// if level.isClipping { showTooLoudHint() }
  /// ```
  public var isClipping: Bool

  /// Creates a reading.
  ///
  /// ```swift
  /// LevelSample(time: .zero, rmsDBFS: -20, peakDBFS: -12, isClipping: false)
  /// ```
  public init(time: Duration, rmsDBFS: Double, peakDBFS: Double, isClipping: Bool) {
    self.time = time
    self.rmsDBFS = rmsDBFS
    self.peakDBFS = peakDBFS
    self.isClipping = isClipping
  }

  /// What digital silence reads.
  ///
  /// ```swift
  /// LevelSample.floorDBFS // -160
  /// ```
  public static let floorDBFS: Double = -160

  /// Converts a linear amplitude (1 = full scale) to dBFS, clamped to ``floorDBFS``.
  ///
  /// ```swift
  /// LevelSample.dBFS(amplitude: 0.5) // ≈ -6.02
  /// ```
  public static func dBFS(amplitude: Double) -> Double {
    guard amplitude > 0, amplitude.isFinite else { return floorDBFS }
    return max(floorDBFS, 20 * log10(amplitude))
  }

  /// The RMS level mapped to `0...1` between `floor` and 0 dBFS, for drawing a bar.
  ///
  /// ```swift
  /// String(repeating: "█", count: Int(level.fraction(floor: -60) * 30))
  /// ```
  public func fraction(floor: Double = -60) -> Double {
    guard floor < 0 else { return rmsDBFS >= 0 ? 1 : 0 }
    return min(1, max(0, (rmsDBFS - floor) / -floor))
  }
}
