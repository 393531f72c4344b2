import DesignTokens
import Foundation
import Testing
import TokenGenCore

@Suite("Alias resolution")
struct AliasResolutionTests {
  @Test func semanticColorsResolveToPaletteValuesAndRememberTheAlias() throws {
    let catalog = try TokenGenerator.catalog(fromJSON: try Repository.tokensData())
    let accent = try #require(catalog.colors.first { $0.name == "accent" })
    #expect(accent.values["light"] == .init(hex: "#2563EB", alias: "palette.blue.600"))
    #expect(accent.values["darkHighContrast"]?.alias == "palette.blue.200")
  }

  @Test func chainsOfAliasesAreFollowedToTheEnd() throws {
    let data = try TokenDocument.edited { document in
      document.set("palette.brand", ["value": "{palette.blue.600}", "type": "color"])
      document.set("palette.link", ["value": "{palette.brand}", "type": "color"])
      document.set("color.link", TokenDocument.colorAll("{palette.link}"))
    }
    let link = try #require(try TokenGenerator.catalog(fromJSON: data).colors.first { $0.name == "link" })
    #expect(link.values.values.allSatisfy { $0 == .init(hex: "#2563EB", alias: "palette.link") })
  }

  @Test func literalHexValuesNeedNoAliasAndAreNormalized() throws {
    let data = try TokenDocument.edited { document in
      document.set("color.mark", TokenDocument.color(["#abc", "#2563eb", "#2563EBFF", "#00000080"]))
    }
    let mark = try #require(try TokenGenerator.catalog(fromJSON: data).colors.first { $0.name == "mark" })
    #expect(TokenDocument.modes.map { mark.values[$0]?.hex } == ["#AABBCC", "#2563EB", "#2563EB", "#00000080"])
    #expect(mark.values["light"]?.alias == nil)
  }

  @Test func numbersMayBeAliasesToo() throws {
    let data = try TokenDocument.edited { document in
      document.set("spacing.l", ["type": "dimension", "value": "{spacing.m}", "description": "Same as m."])
    }
    let spacing = try TokenGenerator.catalog(fromJSON: data).spacing
    #expect(spacing.map(\.points) == [16, 16])
  }

  @Test func theGeneratedSwiftMatchesTheCatalogForEveryColor() throws {
    // The runtime values (compiled from Generated/) against the JSON read afresh: hex parsing,
    // alias resolution and emission agree end to end.
    let catalog = try TokenGenerator.catalog(fromJSON: try Repository.tokensData())
    #expect(catalog.colors.map(\.name) == ColorToken.all.map(\.name))
    for token in ColorToken.all {
      let spec = try #require(catalog.colors.first { $0.name == token.name })
      for mode in ColorMode.allCases {
        #expect(token.resolved(in: mode).hexString == spec.values[mode.rawValue]?.hex, "\(token.name) \(mode)")
      }
    }
  }
}
