import Testing

@testable import Localization

@Suite("Pseudolocalization")
struct PseudoLocalizationTests {
  @Test("accented text keeps every specifier and is about 40% longer")
  func accented() throws {
    let template = "%1$@ practised %2$lld cues (100%%) %#@days@"
    let pseudo = PseudoLocalization.accented.apply(to: template)
    #expect(pseudo.hasPrefix("⟦") && pseudo.hasSuffix("⟧"))
    for specifier in ["%1$@", "%2$lld", "%%", "%#@days@"] { #expect(pseudo.contains(specifier), "\(specifier)") }
    #expect(pseudo.contains("þŕàçţîšéð"))
    #expect(Double(pseudo.count) >= Double(template.count) * 1.3)
    let original = try FormatParser.tokens(in: template).compactMap { token -> String? in
      if case .argument(let specifier) = token { return specifier.raw }
      return nil
    }
    let kept = try FormatParser.tokens(in: pseudo).compactMap { token -> String? in
      if case .argument(let specifier) = token { return specifier.raw }
      return nil
    }
    #expect(original == kept)
  }

  @Test("the accent map covers the whole ASCII alphabet")
  func alphabet() {
    let pseudo = PseudoLocalization.accented.apply(to: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
    #expect(!pseudo.contains(where: { $0.isASCII && $0.isLetter }))
    #expect(PseudoLocalization.accented.apply(to: "AccentedString").hasPrefix("⟦ÀççéñţéðŠţŕîñĝ"))
  }

  @Test("right-to-left text overrides literals only and mirrors brackets")
  func rightToLeft() throws {
    let pseudo = PseudoLocalization.rightToLeft.apply(to: "Signed in as %@.")
    #expect(pseudo.hasPrefix("\u{202B}⟦\u{202E}Signed in as \u{202C}%@\u{202E}.\u{202C}"))
    #expect(pseudo.hasSuffix("⟧\u{202C}"))
    _ = try FormatParser.tokens(in: pseudo)
  }

  @Test("pseudo-languages format catalog strings")
  func pseudoLanguages() throws {
    let sample = try sampleCatalog()
    let accented = Localizer(catalog: sample, language: "en-XA")
    let text = accented.string("session.signed_in_as", "a•••@example.com")
    #expect(text.hasPrefix("⟦Šîĝñéð îñ àš a•••@example.com."))  // the argument is not accented
    #expect(accented.plural("cards.count", count: 3).hasPrefix("⟦3 çàŕðš"))
    #expect(accented.textDirection == .leftToRight)

    let mirrored = Localizer(catalog: sample, language: "ar-XB")
    #expect(mirrored.textDirection == .rightToLeft)
    #expect(mirrored.lookupChain == ["en"])
    #expect(mirrored.plural("cards.count", count: 1).contains("1\u{202E} card\u{202C}"))
    #expect(mirrored.string("no.such.key") == "no.such.key")
  }

  @Test("substitution forms are accented once, inside the outer brackets, with %arg intact")
  func substitutionForms() throws {
    let accented = Localizer(catalog: try sampleCatalog(), language: "en-XA")
    let text = accented.string("cards.summary", 2, 1)
    #expect(text.hasPrefix("⟦2 çàŕðš öṽéŕ 1 ðàý·"))
    #expect(text.filter { $0 == "⟦" }.count == 1)
    let mirrored = Localizer(catalog: try sampleCatalog(), language: "ar-XB").string("cards.summary", 1, 3)
    #expect(mirrored.contains("1\u{202E} card\u{202C}"))
    #expect(mirrored.contains("3\u{202E} days\u{202C}"))
  }

  /// Found by the `localization` fuzz target: "%%" followed by a combining mark is one grapheme
  /// cluster ("%" + U+0301), so escaping by `Character` missed the "%" and the output did not parse.
  @Test(
    "a literal percent sign stays escaped when a combining mark follows it",
    arguments: PseudoLocalization.allCases, ["%%\u{301}", "a%%\u{301}%@", "%@%%\u{20DD} %%\u{200D}x"])
  func percentBeforeCombiningMark(mode: PseudoLocalization, template: String) throws {
    func specifiers(_ text: String) throws -> [String] {
      try FormatParser.tokens(in: text).compactMap { token -> String? in
        if case .literal = token { return nil }
        return token.raw
      }
    }
    #expect(try specifiers(mode.apply(to: template)) == specifiers(template))
  }
}
