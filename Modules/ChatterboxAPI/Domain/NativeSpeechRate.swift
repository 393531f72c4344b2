/// How fast native speakers of a language speak when they read aloud, in syllables per second, from a
/// published study (ADR 0059): a reference to put a learner's articulation rate beside, never a target.
///
/// The figures are read speech with its pauses cut out, so they compare with the articulation rate
/// (pauses left out), not with the speech rate. A language the study did not measure has none:
/// ``forLanguage(_:)`` returns `nil`, and a shell then says nothing rather than guess.
///
/// ```swift
/// NativeSpeechRate.forLanguage("es")  // mean 7.82, about 7.0–8.6 syllables per second
/// NativeSpeechRate.forLanguage("ru")  // nil: not in the study
/// ```
public struct NativeSpeechRate: Sendable, Equatable {
  /// The BCP-47 primary language subtag it describes (`es`, `en`).
  public let languageCode: String
  /// The study's mean syllable rate for the language, in syllables per second.
  public let mean: Double
  /// The low end of the range shown: ``mean`` less ``spread``, to one decimal.
  public let low: Double
  /// The high end of the range shown: ``mean`` plus ``spread``, to one decimal.
  public let high: Double
  /// Where the mean comes from, as a citation.
  public let source: String

  /// The range around the mean that is shown: ±10 %, the change in tempo a listener notices (Quené
  /// 2007, RateComparison's tolerance), so a rate inside it sounds like the native average. It is not
  /// the study's spread between speakers (ADR 0059).
  public static let spread = 0.10

  /// The unit of ``mean``, ``low`` and ``high``, as `--json` names it.
  public static let unit = "syllables_per_second"

  /// Pellegrino, Coupé & Marsico (2011), the one source of the table.
  public static let pellegrino2011 =
    "Pellegrino, Coupé & Marsico (2011), A cross-language perspective on speech information rate, Language 87(3)"

  /// A reference of `mean` for `languageCode`, with the range ±``spread`` around it rounded to one decimal.
  public init(languageCode: String, mean: Double, source: String) {
    self.languageCode = languageCode
    self.mean = mean
    self.low = (mean * (1 - Self.spread) * 10).rounded() / 10
    self.high = (mean * (1 + Self.spread) * 10).rounded() / 10
    self.source = source
  }

  /// The study's mean syllable rate of read speech per language (its seven languages): Japanese and
  /// Spanish fastest, Mandarin slowest.
  public static let published: [NativeSpeechRate] = [
    ("en", 6.19), ("fr", 7.18), ("de", 5.97), ("it", 6.99), ("ja", 7.84), ("zh", 5.18), ("es", 7.82),
  ].map { NativeSpeechRate(languageCode: $0.0, mean: $0.1, source: pellegrino2011) }

  /// The reference for a language code (`es`, `es-MX`, `ES`: the primary subtag decides); `nil` for a
  /// language without a published figure.
  public static func forLanguage(_ code: String) -> NativeSpeechRate? {
    let primary = code.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
    return published.first { $0.languageCode == primary }
  }
}
