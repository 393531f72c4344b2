/// The method's knobs. The defaults follow de Jong & Wempe (2009): silence 25 dB below the take's
/// 99th-percentile level, pauses of at least 0.3 s, syllable nuclei that stand 2 dB above the dip
/// that follows them and are voiced.
public struct SpeechAnalysisConfiguration: Sendable, Hashable, Codable {
  /// How far below the 99th-percentile frame level (dB) a frame counts as silent.
  public var silenceBelowPeak: Double = 25
  /// Silences shorter than this (seconds) between sounds are not pauses.
  public var minimumPause: Double = 0.3
  /// Sounds shorter than this (seconds) are not speech.
  public var minimumSound: Double = 0.1
  /// How much (dB) a syllable nucleus must rise above the lowest point before the next peak.
  public var minimumDip: Double = 2
  /// Half-width, in 10 ms frames, of the triangular smoothing applied to the level before peaks
  /// are picked; wider merges neighbouring syllables, narrower splits one syllable (a diphthong)
  /// into two.
  public var smoothingFrames: Int = 3
  /// Normalized autocorrelation (0–1) at a lag in the pitch range from which a frame is voiced
  /// (Praat's default voicing threshold is 0.45).
  public var voicingThreshold: Double = 0.4
  /// Lowest and highest pitch (Hz) the voicing check looks for.
  public var pitchRange: ClosedRange<Double> = 75...600
  /// A take without speech whose 99th-percentile level (dBFS) is below this is ``NotSpeechReason/silence``
  /// rather than ``NotSpeechReason/noise``: quieter than a quiet room through a microphone.
  public var silenceLevel: Double = -60
  /// A take whose 99th-percentile level (dBFS) is below this is flagged as too quiet.
  public var tooQuietLevel: Double = -40
  /// A take with more than this fraction of samples at full scale is flagged as clipped.
  public var clippingRatioLimit: Double = 0.001

  /// The defaults above.
  public init() {}

  /// The defaults above.
  public static let `default` = SpeechAnalysisConfiguration()
}
