import Foundation
import Testing
import TokenGenCore

@Suite("Generator errors")
struct GeneratorErrorTests {
  private func error(_ data: Data) -> TokenGenError? {
    do {
      _ = try TokenGenerator.generate(fromJSON: data)
      return nil
    } catch {
      return error
    }
  }

  @Test func theMinimalDocumentIsValid() throws {
    #expect(error(try TokenDocument.data(TokenDocument.minimal())) == nil)
  }

  @Test func aMistypedAliasNamesTheAliasWhereItIsAndTheLikelyToken() throws {
    let data = try TokenDocument.edited {
      $0.set(
        "color.text",
        TokenDocument.color(
          ["{palette.ink}", "{palette.blue.650}", "{palette.ink}", "{palette.ink}"]))
    }
    let failure = try #require(error(data))
    #expect(failure.kind == .unknownAlias)
    #expect(failure.path == "color.text.value.dark")
    #expect(
      failure.description
        == "color.text.value.dark: {palette.blue.650} names no token (did you mean {palette.blue.600}?)")
  }

  @Test func aBadAliasInTheRealTokensFileIsCaught() throws {
    let original = try String(decoding: Repository.tokensData(), as: UTF8.self)
    let broken = original.replacingOccurrences(of: "\"{palette.blue.600}\"", with: "\"{palette.blue.650}\"")
    try #require(broken != original)
    let failure = try #require(error(Data(broken.utf8)))
    #expect(failure.kind == .unknownAlias)
    #expect(failure.path == "color.accent.value.light")  // the first use, in name order
    #expect(
      failure.message == "{palette.blue.650} names no token (did you mean {palette.blue.600} or {palette.blue.50}?)")
  }

  @Test func anAliasFarFromAnyTokenGetsNoSuggestion() throws {
    let data = try TokenDocument.edited { $0.set("color.text", TokenDocument.colorAll("{brand.primary.tint}")) }
    let failure = try #require(error(data))
    #expect(failure.kind == .unknownAlias)
    #expect(!failure.message.contains("did you mean"))
  }

  @Test func anAliasToAGroupIsExplained() throws {
    let data = try TokenDocument.edited { $0.set("color.text", TokenDocument.colorAll("{palette.blue}")) }
    let failure = try #require(error(data))
    #expect(failure.kind == .aliasToGroup)
    #expect(failure.message.contains("{palette.blue} is a group"))
  }

  @Test func aliasCyclesAreReportedWithTheLoop() throws {
    let data = try TokenDocument.edited { document in
      document.set("palette.a", ["value": "{palette.b}", "type": "color"])
      document.set("palette.b", ["value": "{palette.a}", "type": "color"])
    }
    let failure = try #require(error(data))
    #expect(failure.kind == .aliasCycle)
    #expect(failure.message.contains("{palette.a} → {palette.b} → {palette.a}"))
  }

  @Test(arguments: ["{palette.ink", "see {palette.ink}", "{}", "{palette..ink}", "{palette.ink}{palette.paper}"])
  func malformedAliasesAreRefused(text: String) throws {
    let data = try TokenDocument.edited { $0.set("color.text", TokenDocument.colorAll(text)) }
    #expect(error(data)?.kind == .malformedAlias)
  }

  @Test func invalidJSONIsReportedAsSuch() {
    #expect(error(Data("{ \"color\": ".utf8))?.kind == .invalidJSON)
  }

  // Each row: a token path, the token as JSON (swapped into the minimal document), and what the
  // message must say.
  @Test(
    arguments: [
      ("spacing.m", ##"{"type": "dimension", "value": 10, "description": "Off grid."}"##, ##"multiple of 4"##),
      ("spacing.m", ##"{"type": "dimension", "value": 0, "description": "Zero."}"##, ##"multiple of 4"##),
      ("spacing.m", ##"{"type": "color", "value": 16, "description": "Wrong type."}"##, ##"have type "dimension""##),
      ("spacing.m", ##"{"type": "dimension", "value": 16}"##, ##"needs a "description""##),
      ("spacing.m", ##"{"type": "dimension", "value": 16, "descripton": "Typo."}"##, ##"unknown field "descripton""##),
      ("spacing.all", ##"{"type": "dimension", "value": 16, "description": "Reserved."}"##, ##"reserved"##),
      ("spacing.default", ##"{"type": "dimension", "value": 16, "description": "Keyword."}"##, ##"reserved"##),
      ("spacing.Big", ##"{"type": "dimension", "value": 16, "description": "Upper case."}"##, ##"lowerCamelCase"##),
      (
        "spacing.inner.m", ##"{"type": "dimension", "value": 16, "description": "Nested."}"##,
        ##"directly in the group"##
      ),
      ("colour.text", ##"{"type": "color", "value": "#000000"}"##, ##"unknown group"##),
      (
        "color.text", ##"{"type": "color", "description": "x", "value": {"light": "#000000"}}"##,
        ##"exactly dark, darkHighContrast"##
      ),
      (
        "color.text",
        ##"{"type": "color", "description": "x", "value": {"light": 1, "dark": 1, "lightHighContrast": 1, "darkHighContrast": 1}}"##,
        ##"expected an alias"##
      ),
      ("palette.ink", ##"{"type": "color", "value": "black"}"##, ##"expected a color like #2563EB"##),
      (
        "typography.body",
        ##"{"type": "typography", "description": "x", "value": {"size": 17, "weight": "chunky", "lineHeight": 22, "textStyle": "body"}}"##,
        ##"expected one of ultraLight"##
      ),
      (
        "typography.body",
        ##"{"type": "typography", "description": "x", "value": {"size": 17, "weight": "bold", "lineHeight": 12, "textStyle": "body"}}"##,
        ##"must be at least 17"##
      ),
      (
        "motion.fast", ##"{"type": "duration", "description": "x", "value": {"standard": 100, "reduceMotion": 200}}"##,
        ##"never longer"##
      ),
      (
        "motion.fast", ##"{"type": "duration", "description": "x", "value": {"standard": 100.5, "reduceMotion": 0}}"##,
        ##"whole milliseconds"##
      ),
      (
        "elevation.low", ##"{"type": "shadow", "description": "x", "value": {"radius": 2, "y": 1, "opacity": 2}}"##,
        ##"opacity is 0…1"##
      ),
      (
        "audit.textOnBackground",
        ##"{"type": "contrastPair", "description": "x", "value": {"foreground": "{palette.ink}", "background": "{color.background}", "kind": "text"}}"##,
        ##"not a semantic color"##
      ),
      (
        "audit.textOnBackground",
        ##"{"type": "contrastPair", "description": "x", "value": {"foreground": "{color.text}", "background": "{color.background}", "kind": "huge"}}"##,
        ##"expected one of graphic"##
      ),
    ] as [(String, String, String)])
  func schemaViolationsAreExplained(path: String, tokenJSON: String, expected: String) throws {
    let token = try #require(try JSONSerialization.jsonObject(with: Data(tokenJSON.utf8)) as? [String: Any])
    let data = try TokenDocument.edited { document in
      if path.hasPrefix("spacing.") && path != "spacing.m" { document["spacing"] = [:] as [String: Any] }
      document.set(path, token)
    }
    let failure = try #require(error(data))
    #expect(failure.kind == .schema)
    #expect(failure.description.contains(expected), "\(failure)")
    #expect(path.hasPrefix(failure.path) || failure.path.hasPrefix(path), "\(failure)")
  }

  @Test func translucentColorsCannotBeAudited() throws {
    let data = try TokenDocument.edited { $0.set("color.text", TokenDocument.colorAll("#11111180")) }
    let failure = try #require(error(data))
    #expect(failure.message.contains("translucent"))
  }
}
