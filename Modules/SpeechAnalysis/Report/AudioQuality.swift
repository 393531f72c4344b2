/// How usable the take was, so bad numbers can be explained ("too quiet", "clipped") rather than
/// shown as if they were the speaker's.
public struct AudioQuality: Sendable, Hashable, Codable {
  /// Fraction of samples at full scale (±32767, −32768), unit ``MeasureUnit/ratio``.
  public var clippingRatio: Measure
  /// 99th-percentile 10 ms level: how loud the loud parts were, in dBFS.
  public var loudness: Measure
  /// 5th-percentile 10 ms level: the background, in dBFS (−120 for digital silence).
  public var noiseFloor: Measure
  /// Mean level of the speech minus the noise floor, in dB; 0 when there is no speech.
  public var signalToNoise: Measure
  /// More samples than the configured limit were at full scale.
  public var isClipped: Bool
  /// ``loudness`` is below the configured level.
  public var isTooQuiet: Bool
  /// No speech was found: silence, noise, an empty stream, sound that is not voiced, or sound that
  /// is voiced but not speech-like (tones, beeps, music). When true, ``notSpeech`` says which.
  public var noSpeech: Bool
  /// What was heard instead of speech. Every report this version makes sets it exactly when
  /// ``noSpeech`` is true; a report encoded before it existed decodes with `nil`.
  public var notSpeech: NotSpeechReason?
}
