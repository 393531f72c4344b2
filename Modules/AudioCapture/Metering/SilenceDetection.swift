/// Ends a take after the user stops talking: `duration` of audio whose RMS stays below
/// `thresholdDBFS`, counted only once some audio above the threshold has been heard (so a
/// user who is still thinking is not cut off before they start). Off unless configured.
public struct SilenceDetection: Sendable, Hashable {
  /// Readings below this RMS count as silence.
  public var thresholdDBFS: Double
  /// How much continuous silence ends the take.
  public var duration: Duration

  /// Creates a rule.
  public init(thresholdDBFS: Double = -45, duration: Duration = .seconds(3)) {
    self.thresholdDBFS = thresholdDBFS
    self.duration = duration
  }
}

/// The running state of a ``SilenceDetection`` rule, fed one meter reading at a time.
struct SilenceDetector: Sendable {
  let rule: SilenceDetection
  private var heardSpeech = false
  private var silentSince: Duration?

  init(rule: SilenceDetection) { self.rule = rule }

  /// Returns true when the reading completes `rule.duration` of silence after speech.
  mutating func observe(_ reading: LevelSample, window: Duration) -> Bool {
    guard reading.rmsDBFS < rule.thresholdDBFS else {
      heardSpeech = true
      silentSince = nil
      return false
    }
    guard heardSpeech else { return false }
    let start = silentSince ?? (reading.time - window)
    silentSince = start
    return reading.time - start >= rule.duration
  }

  /// Forgets the current silent run (after a pause).
  mutating func reset() { silentSince = nil }
}
