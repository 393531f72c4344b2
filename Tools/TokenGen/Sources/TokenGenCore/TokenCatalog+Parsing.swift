import Foundation

extension TokenCatalog {
  /// The top-level groups and the `type` their tokens must have. Only `palette` may nest; in the
  /// others a token's name becomes a Swift identifier, so tokens sit directly in the group.
  static let groupTypes: [String: String] = [
    "palette": "color", "color": "color", "typography": "typography", "spacing": "dimension",
    "radius": "dimension", "elevation": "shadow", "motion": "duration", "audit": "contrastPair",
  ]

  /// Parses, resolves and validates a `tokens.json` document.
  init(json data: Data) throws(TokenGenError) {
    let tree = try TokenTree(try JSONValue.parse(data))
    let resolver = AliasResolver(tree: tree)
    try Self.checkStructure(tree)

    let reader = GroupReader(tree: tree, resolver: resolver)
    for (path, token) in tree.tokens.sorted(by: { $0.key < $1.key }) where path.hasPrefix("palette.") {
      _ = try reader.color(token.value, at: "\(path).value", owner: path)
    }
    colors = try reader.tokens(in: "color").map { token throws(TokenGenError) in try reader.semanticColor(token) }
    typography = try reader.tokens(in: "typography").map { token throws(TokenGenError) in try reader.typography(token) }
    spacing = try reader.tokens(in: "spacing").map { token throws(TokenGenError) in try reader.dimension(token, grid: 4)
    }
    radius = try reader.tokens(in: "radius").map { token throws(TokenGenError) in try reader.dimension(token, grid: nil)
    }
    elevation = try reader.tokens(in: "elevation").map { token throws(TokenGenError) in try reader.shadow(token) }
    motion = try reader.tokens(in: "motion").map { token throws(TokenGenError) in try reader.motion(token) }
    let colorNames = Set(colors.map(\.name))
    let opaque = Set(colors.filter { $0.values.values.allSatisfy { $0.hex.count == 7 } }.map(\.name))
    contrastPairs = try reader.tokens(in: "audit").map { token throws(TokenGenError) in
      try reader.contrastPair(token, colors: colorNames, opaque: opaque)
    }
  }

  private static func checkStructure(_ tree: TokenTree) throws(TokenGenError) {
    let known = groupTypes.keys.sorted().joined(separator: ", ")
    for group in tree.groups.sorted() where !group.contains(".") && groupTypes[group] == nil {
      throw TokenGenError(.schema, at: group, "unknown group (the top-level groups are \(known))")
    }
    for (path, token) in tree.tokens.sorted(by: { $0.key < $1.key }) {
      let segments = path.split(separator: ".").map(String.init)
      guard segments.count > 1, let expected = groupTypes[segments[0]] else {
        throw TokenGenError(.schema, at: path, "tokens live in one of the groups \(known)")
      }
      guard token.type == expected else {
        throw TokenGenError(
          .schema, at: path, "tokens in \(segments[0]) have type \"\(expected)\", found \"\(token.type)\"")
      }
      guard segments[0] != "palette" else { continue }
      guard segments.count == 2 else {
        throw TokenGenError(
          .schema, at: path, "\(segments[0]) tokens sit directly in the group: their names become Swift identifiers")
      }
      try SwiftSource.checkIdentifier(segments[1], at: path)
      guard token.description?.isEmpty == false else {
        throw TokenGenError(.schema, at: path, "needs a \"description\": it becomes the generated doc comment")
      }
    }
  }
}
