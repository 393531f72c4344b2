/// A token as found in the JSON tree, before aliases are resolved and before its group's schema
/// is applied.
struct RawToken: Sendable, Equatable {
  /// Dotted path, `color.accent`.
  let path: String
  /// The `type` field.
  let type: String
  /// The `value` field, aliases unresolved.
  let value: JSONValue
  /// The `description` field, if any.
  let description: String?
}

/// The flattened token tree: every token by path, and every group path (so an alias to a group can
/// be told apart from a typo).
struct TokenTree: Sendable {
  private(set) var tokens: [String: RawToken] = [:]
  private(set) var groups: Set<String> = []

  /// Fields a token may carry. Style Dictionary allows arbitrary extra fields; we refuse them
  /// because a misspelt `descripton` would otherwise vanish silently. `$`-prefixed keys (DTCG
  /// metadata such as `$schema`) are ignored everywhere.
  private static let tokenFields: Set<String> = ["value", "type", "description"]

  init(_ root: JSONValue) throws(TokenGenError) {
    guard case .object(let members) = root else {
      throw TokenGenError(.schema, at: "", "the top level must be an object of groups, found \(root.kindDescription)")
    }
    try walkGroup(members, path: [])
  }

  private mutating func walkGroup(_ members: [String: JSONValue], path: [String]) throws(TokenGenError) {
    for (key, child) in members.sorted(by: { $0.key < $1.key }) where !key.hasPrefix("$") {
      let childPath = path + [key]
      let dotted = childPath.joined(separator: ".")
      if key == "description" {
        guard case .string = child else {
          throw TokenGenError(
            .schema, at: dotted, "a group description must be a string, found \(child.kindDescription)")
        }
        continue
      }
      guard key.allSatisfy({ $0 != "." && $0 != "{" && $0 != "}" }), !key.isEmpty else {
        throw TokenGenError(.schema, at: dotted, "names may not be empty or contain '.', '{' or '}' (aliases use them)")
      }
      guard case .object(let fields) = child else {
        throw TokenGenError(
          .schema, at: dotted, "expected a group or a token (an object with \"value\"), found \(child.kindDescription)")
      }
      if let value = fields["value"] {
        tokens[dotted] = try Self.token(fields, value: value, path: dotted)
      } else {
        groups.insert(dotted)
        try walkGroup(fields, path: childPath)
      }
    }
  }

  private static func token(_ fields: [String: JSONValue], value: JSONValue, path: String) throws(TokenGenError)
    -> RawToken
  {
    if let unknown = fields.keys.sorted().first(where: { !$0.hasPrefix("$") && !tokenFields.contains($0) }) {
      throw TokenGenError(.schema, at: path, "unknown field \"\(unknown)\" (a token has value, type, description)")
    }
    guard case .string(let type) = fields["type"] else {
      throw TokenGenError(.schema, at: path, "a token needs a string \"type\" (color, dimension, …)")
    }
    var description: String?
    if let field = fields["description"] {
      guard case .string(let text) = field else {
        throw TokenGenError(.schema, at: path, "\"description\" must be a string, found \(field.kindDescription)")
      }
      description = text
    }
    return RawToken(path: path, type: type, value: value, description: description)
  }
}
