/// A stretch of the take: speech, a pause between speech, or silence before the first or after
/// the last speech. Segments are in time order, do not overlap and cover the whole take.
public struct SpeechSegment: Sendable, Hashable, Codable {
  /// What the stretch is.
  public enum Kind: String, Sendable, Hashable, Codable {
    /// Sound above the silence threshold that holds at least one syllable nucleus.
    case speech
    /// Silence (or sound without a nucleus) of at least the minimum pause, between speech.
    case pause
    /// Silence before the first or after the last speech, or the whole take without speech.
    case silence
  }

  /// What the stretch is.
  public var kind: Kind
  /// Start, in seconds from the beginning of the take (a multiple of 10 ms).
  public var start: Double
  /// End, in seconds from the beginning of the take.
  public var end: Double
  /// Syllable nuclei inside; 0 for pauses and silence.
  public var syllables: Int

  /// A segment.
  public init(kind: Kind, start: Double, end: Double, syllables: Int = 0) {
    self.kind = kind
    self.start = start
    self.end = end
    self.syllables = syllables
  }

  /// `end - start`, in seconds.
  public var duration: Double { end - start }
}
