/// CLDR cardinal plural rules for every CLDR locale (CLDR 47), generated from CLDR's data by
/// `Tools/PluralRulesGen` into `Generated/PluralRules+CLDR.swift` and tested against CLDR's own
/// sample numbers for every locale.
///
/// The rules are chosen by the language of the *text* being shown, not the user's language: when
/// `es-MX` falls back to an English string, English rules pick among its English forms. A locale
/// with rules of its own wins over its language ("pt-PT" and "pt-AO" differ from "pt"). CLDR locales
/// that CLDR gives no plural rules of their own (e.g. "co", "tt") use CLDR's root rules: `other` only.
/// A language CLDR does not know at all ("tlh", "") gets English-like rules (`one` for 1 but not
/// "1.0", `other` otherwise) and `hasRules(for:)` is false, which the catalog lint reports.
///
/// ```swift
/// PluralRules.category(for: 5, language: "ru")      // .many
/// PluralRules.category(for: 1_000_000, language: "fr") // .many ("1 000 000 de cartes")
/// PluralRules.categories(for: "ar")                 // [.zero, .one, .two, .few, .many, .other]
/// ```
public enum PluralRules {
  /// The category an integer takes in `language` (a tag such as "ru" or "pt-PT").
  public static func category(for count: Int, language: String) -> PluralCategory {
    category(for: PluralOperands(count), language: language)
  }

  /// The category for any operands (decimals keep their visible fraction digits).
  public static func category(for operands: PluralOperands, language: String) -> PluralCategory {
    rule(for: language).category(operands)
  }

  /// Every category `language` distinguishes, in CLDR order; a translation of a plural message
  /// must provide all of them. Languages CLDR does not know get the English set.
  public static func categories(for language: String) -> [PluralCategory] {
    rule(for: language).categories
  }

  /// Whether CLDR knows `language` (otherwise English-like rules are used).
  public static func hasRules(for language: String) -> Bool {
    Rule.lookup(LanguageTag(language)) != nil
  }

  static func rule(for language: String) -> Rule {
    Rule.lookup(LanguageTag(language)) ?? .en
  }
}
