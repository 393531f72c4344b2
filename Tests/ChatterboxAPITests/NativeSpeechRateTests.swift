import ChatterboxAPI
import Testing

/// The native reference (ADR 0059): the study's seven languages with their means, a range of ±10 % rounded to a
/// tenth, the primary subtag deciding, and nothing for a language the study did not measure.
@Suite("Native speech rate")
struct NativeSpeechRateTests {
  @Test func theTableHoldsTheStudysSevenMeans() {
    let means = Dictionary(uniqueKeysWithValues: NativeSpeechRate.published.map { ($0.languageCode, $0.mean) })
    #expect(means == ["en": 6.19, "fr": 7.18, "de": 5.97, "it": 6.99, "ja": 7.84, "zh": 5.18, "es": 7.82])
    #expect(NativeSpeechRate.published.allSatisfy { $0.source.contains("Pellegrino, Coupé & Marsico (2011)") })
  }

  @Test func theRangeIsTheMeanWithinTenPercentToATenth() throws {
    let spanish = try #require(NativeSpeechRate.forLanguage("es"))
    #expect(spanish.low == 7.0 && spanish.high == 8.6)
    let english = try #require(NativeSpeechRate.forLanguage("en"))
    #expect(english.low == 5.6 && english.high == 6.8)
    for rate in NativeSpeechRate.published {
      #expect(rate.low < rate.mean && rate.mean < rate.high, "\(rate.languageCode)")
      #expect(abs(rate.low - rate.mean * 0.9) <= 0.05 && abs(rate.high - rate.mean * 1.1) <= 0.05)
    }
  }

  @Test(arguments: ["es", "ES", "es-MX", "es_419"])
  func thePrimarySubtagDecides(code: String) {
    #expect(NativeSpeechRate.forLanguage(code)?.languageCode == "es")
  }

  @Test(arguments: ["ru", "ar", "pt", "", "-", "english"])
  func aLanguageWithoutAPublishedFigureHasNone(code: String) {
    #expect(NativeSpeechRate.forLanguage(code) == nil)
  }
}
