import Foundation

/// Names of languages: the endonym for pickers ("Español", "Русский") and the name in the UI
/// language for sentences ("espagnol" in French), from Foundation's CLDR data (ICU, also on Linux).
/// The module keeps no table of its own: it does not know which languages its host ships. When
/// Foundation has no name in the display language, the English name is used, then the code.
public enum LanguageNames {
  /// The language's name for itself, capitalised for a list or menu.
  public static func endonym(for code: String) -> String {
    let tag = LanguageTag(code)
    if let pseudo = tag.pseudoLocalization { return pseudoName(pseudo, in: "en") }
    let name = name(for: tag.language, in: tag.language)
    // Standalone names start with a capital in menus; ICU gives the mid-sentence form ("español").
    return capitalizedFirstLetter(name, locale: Locale(identifier: tag.language))
  }

  /// The language's name in `displayLanguage`, as used mid-sentence ("Je pratique l'espagnol").
  public static func name(for code: String, in displayLanguage: String) -> String {
    let tag = LanguageTag(code)
    let display = LanguageTag(displayLanguage).language
    if let pseudo = tag.pseudoLocalization { return pseudoName(pseudo, in: display) }
    if let name = foundationName(for: tag.language, in: display) { return name }
    return foundationName(for: tag.language, in: "en") ?? code
  }

  /// Foundation's answer, or `nil` when it has none or just echoes the code back (which
  /// corelibs-foundation does without ICU data for the language).
  static func foundationName(for language: String, in display: String) -> String? {
    guard let name = Locale(identifier: display).localizedString(forLanguageCode: language),
      !name.isEmpty, name.lowercased() != language.lowercased()
    else { return nil }
    return name
  }

  private static func capitalizedFirstLetter(_ text: String, locale: Locale) -> String {
    guard let first = text.first else { return text }
    return String(first).uppercased(with: locale) + text.dropFirst()
  }

  private static func pseudoName(_ pseudo: PseudoLocalization, in display: String) -> String {
    switch pseudo {
    case .accented: "English (pseudo-accented)"
    case .rightToLeft: "English (pseudo right-to-left)"
    }
  }
}
