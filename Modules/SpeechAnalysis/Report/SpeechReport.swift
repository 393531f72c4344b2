/// What one take says about fluency, measured from the signal alone (no speech model).
///
/// Rates divide by the span from the start of the first speech to the end of the last, so silence
/// before the speaker starts or after they stop does not lower them. When ``quality`` says
/// ``AudioQuality/noSpeech``, every count and rate is 0 and ``segments`` is one silence.
public struct SpeechReport: Sendable, Hashable, Codable {
  /// Length of the take, in seconds.
  public var duration: Measure
  /// Time in speech segments (phonation time), in seconds.
  public var speakingTime: Measure
  /// Pauses: silences of at least the minimum pause between speech.
  public var pauseCount: Measure
  /// Mean pause length, in seconds; 0 without pauses.
  public var meanPause: Measure
  /// Longest pause, in seconds; 0 without pauses.
  public var longestPause: Measure
  /// Syllable nuclei found: voiced intensity peaks that stand out from their surroundings.
  public var syllableCount: Measure
  /// Mean syllables per run of speech between pauses.
  public var meanLengthOfRun: Measure
  /// Mean duration of a run of speech between pauses, in seconds.
  public var meanRunDuration: Measure
  /// Syllables per second from the first speech to the last, pauses included.
  public var speechRate: Measure
  /// Syllables per second of speaking time, pauses excluded.
  public var articulationRate: Measure
  /// Whether the numbers above can be trusted, and why not.
  public var quality: AudioQuality
  /// Speech, pauses and silence in time order, covering the take.
  public var segments: [SpeechSegment]
  /// Times (seconds) of the syllable nuclei, in order.
  public var nuclei: [Double]
}
