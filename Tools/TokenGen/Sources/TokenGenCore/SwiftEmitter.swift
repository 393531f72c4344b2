/// Turns a `TokenCatalog` into the Swift files of `Modules/DesignTokens/Generated/`. Each file
/// extends a hand-written runtime type with one `public static let` per token (declared in name
/// order) and an `all` list (in the scale's natural order).
enum SwiftEmitter {
  static func files(for catalog: TokenCatalog) -> [GeneratedFile] {
    [
      colors(catalog.colors), contrastPairs(catalog.contrastPairs), elevation(catalog.elevation),
      motion(catalog.motion), radius(catalog.radius), spacing(catalog.spacing), typography(catalog.typography),
    ]
  }

  /// `extension Type { statics…; all }` with a header.
  static func file(
    _ name: String, group: String, type: String, members: [String], all: [String], allDoc: String, allExample: String
  ) -> GeneratedFile {
    var text = SwiftSource.fileHeader(group: group)
    text += "\nextension \(type) {\n"
    text += members.joined(separator: "\n")
    if !members.isEmpty { text += "\n" }
    text += SwiftSource.docComment(allDoc, example: allExample)
    if all.isEmpty {
      text += "  public static let all: [\(type)] = []\n"
    } else {
      text += "  public static let all: [\(type)] = [\n"
      text += all.map { "    \($0),\n" }.joined()
      text += "  ]\n"
    }
    text += "}\n"
    return GeneratedFile(name: name, contents: text)
  }
}
