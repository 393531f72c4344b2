extension SwiftEmitter {
  static func colors(_ colors: [TokenCatalog.Color]) -> GeneratedFile {
    let members = colors.map { color in
      let light = color.values["light"]?.hex ?? ""
      var text = SwiftSource.docComment(
        color.description, example: "ColorToken.\(color.name).resolved(in: .light).hexString // \"\(light)\"")
      text += "  public static let \(color.name) = ColorToken(\n"
      text += "    name: \"\(color.name)\",\n"
      for (index, mode) in TokenCatalog.colorModes.enumerated() {
        let value = color.values[mode] ?? .init(hex: "#000000", alias: nil)
        let comma = index == TokenCatalog.colorModes.count - 1 ? "" : ","
        let source = value.alias.map { "  // \($0)" } ?? ""
        text += "    \(mode): \(SwiftSource.colorLiteral(value.hex))\(comma)\(source)\n"
      }
      text += "  )\n"
      return text
    }
    return file(
      "ColorTokens.swift", group: "color", type: "ColorToken", members: members, all: colors.map { ".\($0.name)" },
      allDoc: "Every semantic color, by name.", allExample: "ColorToken.all.map(\\.name) // [\"accent\", …]")
  }

  static func contrastPairs(_ pairs: [TokenCatalog.ContrastPair]) -> GeneratedFile {
    let entries = pairs.map { pair in
      "ContrastPair(name: \"\(pair.name)\", foreground: .\(pair.foreground), background: .\(pair.background), "
        + "kind: .\(pair.kind))"
    }
    return file(
      "ContrastPairs.swift", group: "audit", type: "ContrastPair", members: [], all: entries,
      allDoc: "Every text/background pair the design uses, by name; the contrast audit checks each in all four modes.",
      allExample: "ContrastAudit.run().allSatisfy(\\.passes) // true")
  }
}
