import Testing

@testable import Localization

@Suite("Format strings")
struct FormattingTests {
  func render(_ template: String, _ arguments: LocalizationArgument...) throws -> String {
    try FormatRenderer(substitutions: [:], pluralLanguage: "en", arguments: arguments).render(template)
  }

  @Test("positional arguments can be reordered")
  func positional() throws {
    #expect(try render("%2$@ has %1$lld cues", 3, "Ana") == "Ana has 3 cues")
    #expect(try render("%2$lld枚中%1$lld枚", 3, 10) == "10枚中3枚")
    #expect(try render("%1$@ %1$@", "echo") == "echo echo")
  }

  @Test("sequential specifiers take arguments in order")
  func sequential() throws {
    #expect(try render("%@ scored %lld (%d%%)", "Ana", 7, 70) == "Ana scored 7 (70%)")
  }

  @Test("flags, width and precision print like printf")
  func flagsWidthPrecision() throws {
    #expect(try render("%02lld:%02lld", 1, 5) == "01:05")
    #expect(try render("%.1f", 2.25) == "2.2")
    #expect(try render("%.2f", 3) == "3.00")  // integers are promoted for %f
    #expect(try render("[%5@]", "ab") == "[   ab]")
    #expect(try render("[%-5@]", "ab") == "[ab   ]")
    #expect(try render("%x", 255) == "ff")
    #expect(try render("%+d", 5) == "+5")
  }

  @Test("%@ prints any argument")
  func objectTakesAnything() throws {
    #expect(try render("%@ / %@ / %@", "a", 2, 1.5) == "a / 2 / 1.5")
  }

  @Test("wrong types and missing arguments are errors, not crashes")
  func typeErrors() {
    #expect(throws: FormatError.self) { try render("%lld", "text") }
    #expect(throws: FormatError.self) { try render("%lld", 1.5) }
    #expect(throws: FormatError.self) { try render("%2$@", "only one") }
    #expect(throws: FormatError.self) { try render("%@ and %@", "one") }
  }

  @Test("invalid specifiers are errors", arguments: ["100% sure", "%", "%q", "%0$@", "%#@unterminated", "%ls@"])
  func invalidSpecifiers(template: String) {
    #expect(throws: FormatError.self) { try FormatParser.tokens(in: template) }
  }

  @Test("%% is a literal percent sign")
  func percent() throws {
    #expect(try render("100%%") == "100%")
    #expect(try render("%%%lld%%", 5) == "%5%")
  }

  @Test("Unicode around specifiers is kept exactly")
  func unicode() throws {
    #expect(try render("تم تسجيل الدخول باسم %@.", "a•••@example.com") == "تم تسجيل الدخول باسم a•••@example.com.")
    #expect(try render("👋🏽 %@", "Ana") == "👋🏽 Ana")
  }

  @Test("substitutions pick a plural form per argument")
  func substitutions() throws {
    let substitutions = [
      "cues": CatalogSubstitution(
        argumentNumber: 1, formatSpecifier: "lld", forms: [.one: "%arg cue", .other: "%arg cues"]),
      "days": CatalogSubstitution(
        argumentNumber: 2, formatSpecifier: "lld", forms: [.one: "%arg day", .other: "%arg days"]),
    ]
    func summary(_ cues: Int, _ days: Int) throws -> String {
      try FormatRenderer(substitutions: substitutions, pluralLanguage: "en", arguments: [.int(cues), .int(days)])
        .render("%1$#@cues@ over %2$#@days@")
    }
    #expect(try summary(1, 3) == "1 cue over 3 days")
    #expect(try summary(5, 1) == "5 cues over 1 day")
    #expect(throws: FormatError.self) {
      try FormatRenderer(substitutions: [:], pluralLanguage: "en", arguments: [1]).render("%#@nope@")
    }
  }
}
