import Foundation

/// One meter reading: RMS and peak of a short window of audio, in dBFS.
///
/// 0 dBFS is a full-scale sample (|-32768|). Digital silence reads ``floorDBFS`` (−160) rather
/// than −∞ so values are always finite, encodable and drawable.
public struct LevelSample: Sendable, Hashable, Codable {
  /// Position of the end of the window in the take's audio (not wall-clock) time.
  public var time: Duration
  /// Root-mean-square level. A full-scale sine reads about −3 dBFS.
  public var rmsDBFS: Double
  /// Largest absolute sample in the window, ≥ ``rmsDBFS``.
  public var peakDBFS: Double
  /// Whether any sample hit full scale (32767 or −32768).
  public var isClipping: Bool

  /// Stores the values as given, unchecked (``LevelMeter`` computes them).
  public init(time: Duration, rmsDBFS: Double, peakDBFS: Double, isClipping: Bool) {
    self.time = time
    self.rmsDBFS = rmsDBFS
    self.peakDBFS = peakDBFS
    self.isClipping = isClipping
  }

  /// What digital silence reads: the lowest value any reading has.
  public static let floorDBFS: Double = -160

  /// Converts a linear amplitude (1 = full scale) to dBFS, clamped to ``floorDBFS``.
  public static func dBFS(amplitude: Double) -> Double {
    guard amplitude > 0, amplitude.isFinite else { return floorDBFS }
    return max(floorDBFS, 20 * log10(amplitude))
  }

  /// The RMS level mapped to `0...1` between `floor` and 0 dBFS, for drawing a bar.
  public func fraction(floor: Double = -60) -> Double {
    guard floor < 0 else { return rmsDBFS >= 0 ? 1 : 0 }
    return min(1, max(0, (rmsDBFS - floor) / -floor))
  }
}
