/// CLDR cardinal plural rules for the languages Chatterbox ships, and a few more, implemented
/// from the rule text (CLDR 47) and tested against vectors that Babel generates from CLDR.
///
/// The rules are chosen by the language of the *text* being shown, not the user's language: when
/// `es-MX` falls back to an English string, English rules pick among its English forms.
///
/// ```swift
/// PluralRules.category(for: 5, language: "ru")      // .many
/// PluralRules.category(for: 1_000_000, language: "fr") // .many ("1 000 000 de cartes")
/// PluralRules.categories(for: "ar")                 // [.zero, .one, .two, .few, .many, .other]
/// ```
public enum PluralRules {
  /// The category an integer takes in `language` (a tag such as "ru" or "pt-PT").
  ///
  /// ```swift
  /// PluralRules.category(for: 21, language: "ru") // .one
  /// ```
  public static func category(for count: Int, language: String) -> PluralCategory {
    category(for: PluralOperands(count), language: language)
  }

  /// The category for any operands (decimals keep their visible fraction digits).
  ///
  /// ```swift
  /// PluralRules.category(for: PluralOperands(parsing: "1.0")!, language: "en") // .other
  /// ```
  public static func category(for operands: PluralOperands, language: String) -> PluralCategory {
    rule(for: language).category(operands)
  }

  /// Every category `language` distinguishes, in CLDR order; a translation of a plural message
  /// must provide all of them. Languages without rules here get the English set.
  ///
  /// ```swift
  /// PluralRules.categories(for: "ja") // [.other]
  /// ```
  public static func categories(for language: String) -> [PluralCategory] {
    rule(for: language).categories
  }

  /// Whether rules for `language` are implemented (otherwise English rules are used).
  ///
  /// ```swift
  /// PluralRules.hasRules(for: "ru") // true
  /// ```
  public static func hasRules(for language: String) -> Bool {
    Rule.lookup(LanguageTag(language)) != nil
  }

  static func rule(for language: String) -> Rule {
    Rule.lookup(LanguageTag(language)) ?? .oneWithoutFraction
  }
}
