import Foundation
import TestSupport
import Testing

@testable import Localization

/// The vectors come from CLDR via Babel (Tools/LocalizationLint/Scripts/generate_plural_vectors.py),
/// not from our code, so these tests check our transcription of the rules against the source.
@Suite("Plural rules (CLDR vectors)")
struct PluralRulesTests {
  struct Fixture: Decodable {
    struct Language: Decodable {
      let categories: [String]
      let samples: [String: [String]]
    }
    let cldr: String
    let languages: [String: Language]
  }

  static let fixture: Fixture? = {
    guard let url = try? fixtureURL("plural-vectors.json"), let data = try? Data(contentsOf: url) else { return nil }
    return try? JSONDecoder().decode(Fixture.self, from: data)
  }()

  static let shipped = ShippedLanguages.all

  @Test("the fixture is present and covers every shipped language")
  func fixtureCoversShippedLanguages() throws {
    let fixture = try #require(Self.fixture)
    for language in Self.shipped { #expect(fixture.languages[language] != nil, "\(language)") }
    #expect(!fixture.cldr.isEmpty)
  }

  @Test(
    "every CLDR sample gets its CLDR category",
    arguments: ShippedLanguages.all + [
      "it", "pt", "pt-PT", "nl", "sv", "fi", "et", "ca", "pl", "uk", "zh", "ko", "th", "vi", "id",
    ])
  func samples(language: String) throws {
    let vectors = try #require(Self.fixture?.languages[language])
    var checked = 0
    for (name, numbers) in vectors.samples {
      let expected = try #require(PluralCategory(rawValue: name))
      for number in numbers {
        let operands = try #require(PluralOperands(parsing: number), "\(number)")
        #expect(PluralRules.category(for: operands, language: language) == expected, "\(language) \(number)")
        if let integer = Int(number) {
          #expect(PluralRules.category(for: integer, language: language) == expected, "\(language) Int \(number)")
        }
        checked += 1
      }
    }
    #expect(checked > 300)
    #expect(PluralRules.categories(for: language).map(\.rawValue) == vectors.categories)
    #expect(PluralRules.hasRules(for: language))
  }

  @Test("operands follow CLDR's definitions")
  func operands() throws {
    let operands = try #require(PluralOperands(parsing: "1.50"))
    #expect(operands.i == 1 && operands.v == 2 && operands.w == 1 && operands.f == 50 && operands.t == 5)
    #expect(PluralOperands(-21).i == 21)
    #expect(PluralOperands(2.0).v == 0)
    #expect(PluralOperands(1.5).v == 1)
    #expect(PluralOperands(parsing: "1,5") == nil)
    #expect(PluralOperands(parsing: "") == nil)
    #expect(PluralOperands(parsing: "1.") == nil)
  }

  @Test("extreme numbers never trap and keep their last digits")
  func extremes() throws {
    #expect(PluralRules.category(for: Int.min, language: "ru") == .many)  // …808
    #expect(PluralRules.category(for: Int.max, language: "ru") == .many)  // …807
    let huge = try #require(PluralOperands(parsing: "100000000000000000000001"))
    #expect(PluralRules.category(for: huge, language: "ru") == .one)  // ends in 1, not 11
    #expect(PluralRules.category(for: huge, language: "en") == .other)
    #expect(PluralRules.category(for: PluralOperands(Double.nan), language: "en") == .other)
    #expect(PluralRules.category(for: PluralOperands(1e300), language: "fr") != .one)
  }

  @Test("unknown languages use English-like rules and say so")
  func unknownLanguage() {
    #expect(!PluralRules.hasRules(for: "tlh"))
    #expect(PluralRules.category(for: 1, language: "tlh") == .one)
    #expect(PluralRules.categories(for: "tlh") == [.one, .other])
  }
}
