/// One number the analysis measured, with its unit and, where the number depends on how well
/// speech could be told apart from noise, a confidence.
public struct Measure: Sendable, Hashable, Codable {
  /// The value in ``unit``. Never NaN: a rate over no speaking time is 0.
  public var value: Double
  /// What ``value`` counts.
  public var unit: MeasureUnit
  /// 0 (a guess) to 1 (clean signal), from the signal-to-noise estimate; `nil` for measures that
  /// do not depend on it (duration, clipping).
  public var confidence: Double?

  /// A measure; `confidence` is clamped to 0–1.
  public init(_ value: Double, _ unit: MeasureUnit, confidence: Double? = nil) {
    self.value = value.isFinite ? value : 0
    self.unit = unit
    self.confidence = confidence.map { min(1, max(0, $0)) }
  }
}

/// The unit of a ``Measure``.
public enum MeasureUnit: String, Sendable, Hashable, Codable {
  /// Seconds of audio.
  case seconds
  /// A plain count (pauses).
  case count
  /// Syllables (nuclei).
  case syllables
  /// Syllables per second.
  case syllablesPerSecond
  /// A level relative to full scale: 0 dBFS is the loudest 16-bit sine, −120 is digital silence.
  case decibelsFullScale
  /// A level difference in decibels.
  case decibels
  /// A fraction from 0 to 1.
  case ratio
}
