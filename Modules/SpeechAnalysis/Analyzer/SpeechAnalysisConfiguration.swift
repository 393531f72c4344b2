/// The method's knobs. The defaults follow de Jong & Wempe (2009) — silence 25 dB below the take's
/// 99th-percentile level, pauses of at least 0.3 s, syllable nuclei that stand 2 dB above the dip
/// that follows them and are voiced — with ADR 0052's changes (sound 8 dB above the noise floor,
/// the dip on both sides of a nucleus, a pitch that holds across it) and ADR 0058's (nuclei picked
/// on the 300–3000 Hz band's level, smoothed in proportion to the take's own syllable rate, 5 dB
/// above the background under the words) and ADR 0069's (sound heard in that band too).
public struct SpeechAnalysisConfiguration: Sendable, Hashable, Codable {
  /// How far below the 99th-percentile frame level (dB) a frame counts as silent.
  public var silenceBelowPeak: Double = 25
  /// Silences shorter than this (seconds) between sounds are not pauses.
  public var minimumPause: Double = 0.3
  /// Sounds shorter than this (seconds) are not speech.
  public var minimumSound: Double = 0.1
  /// How much (dB) a syllable nucleus must rise above the lowest point before the next peak (and,
  /// with ``prominence``, above the lowest point since the previous nucleus).
  public var minimumDip: Double = 2
  /// Half-width, in 10 ms frames, of the triangular smoothing applied to the level before peaks
  /// are picked; wider merges neighbouring syllables, narrower splits one syllable (a diphthong)
  /// into two. With ``smoothingPerSyllable`` it is only the first pass's width. Default 1 (ADR
  /// 0058; ADR 0028's fixed width was 3).
  public var smoothingFrames: Int = 1
  /// When set, the smoothing's half-width follows the take: this fraction of its mean syllable
  /// period (speaking time over nuclei, in frames), measured first with ``smoothingFrames``, so
  /// slow speech is smoothed more (a long vowel's ripple is not a syllable) and fast speech less
  /// (its syllables are not merged). `nil` keeps ``smoothingFrames`` for every take.
  public var smoothingPerSyllable: Double? = 0.125
  /// When true, syllable nuclei are picked on the level of the 300–3000 Hz band, where vowels
  /// carry their energy, rather than on the whole signal's: fricatives, hum and hiss outside it do
  /// not make or fill dips, and 8 kHz and 48 kHz audio are measured alike. Pauses and the quality
  /// block still use the whole signal. Default on (ADR 0058).
  public var bandLimitedNuclei = true
  /// When set, sound must also stand this many dB above the noise floor (the 5th-percentile level),
  /// so steady background noise is not speech and the pauses in it are found; `nil` uses the
  /// silence threshold alone (ADR 0028). Default 8 dB (ADR 0052).
  public var aboveNoiseFloor: Double? = 8
  /// When true, with ``bandLimitedNuclei`` and ``aboveNoiseFloor``, a frame is also sound when the
  /// 300–3000 Hz band stands clear of its own noise floor by the same rules (25 dB below its loudest,
  /// the ``aboveNoiseFloor`` margin above its quietest), so broadband hiss does not cut the weak
  /// vowels it hides in the whole signal; a pause is silent in both. Default on (ADR 0069).
  public var bandLimitedSound = true
  /// When set, a syllable nucleus must also stand this many dB above the background (the
  /// ``backgroundPercentile`` frame level, in the measure nuclei are picked on), so a second voice
  /// or noise under the words is not syllables; `nil` leaves nuclei to the 25 dB rule alone.
  /// Default 5 dB (ADR 0058).
  public var nucleusAboveBackground: Double? = 5
  /// The fraction of frames (0–1) below whose level the background lies, for
  /// ``nucleusAboveBackground``. Default 0.3 (ADR 0058).
  public var backgroundPercentile: Double = 0.3
  /// When true, of two syllable nuclei whose valley is shallower than ``minimumDip`` below the
  /// lower of them, only the higher counts (the dip must hold on both sides, not only after).
  /// Default on (ADR 0052); off is ADR 0028's rule.
  public var prominence = true
  /// Nuclei closer than this (seconds) are one syllable: the higher counts. 0 turns it off.
  public var minimumNucleusDistance: Double = 0
  /// Neighbouring voiced frames (10 ms each) around a nucleus whose pitch must hold, within 0.08
  /// octave from one to the next, for it to count: voicing that noise cannot fake. Default 2 (ADR
  /// 0052); 0 turns it off.
  public var nucleusPitchFrames = 2
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
