/// Resolves Style Dictionary aliases: a string value that is exactly `{group.token}` stands for
/// that token's value, which may itself be an alias. Chains are followed to the end; loops, typos
/// and aliases to groups are errors that name the alias and where it was written.
struct AliasResolver: Sendable {
  let tree: TokenTree

  /// The alias path in `text` (`"{palette.blue.600}"` → `"palette.blue.600"`), `nil` for a plain
  /// string. Braces anywhere else are refused: partial interpolation (`"{a} and {b}"`) is a Style
  /// Dictionary feature we do not need, and accepting it half-way would hide mistakes.
  static func aliasPath(in text: String, at location: String) throws(TokenGenError) -> String? {
    guard text.contains("{") || text.contains("}") else { return nil }
    guard text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else {
      throw TokenGenError(.malformedAlias, at: location, "\"\(text)\" is not an alias: write exactly {group.token}")
    }
    let path = String(text.dropFirst().dropLast())
    let segments = path.split(separator: ".", omittingEmptySubsequences: false)
    guard !path.contains("{"), !path.contains("}"), !path.contains(" "), !segments.contains(where: \.isEmpty) else {
      throw TokenGenError(.malformedAlias, at: location, "\"\(text)\" is not an alias: write exactly {group.token}")
    }
    return path
  }

  /// `value` with every alias inside it (at any depth) replaced by the aliased token's value.
  /// `owner` is the token the value belongs to, so a loop back to it is reported from its start.
  func resolve(_ value: JSONValue, at location: String, owner: String? = nil) throws(TokenGenError) -> JSONValue {
    try resolve(value, at: location, chain: owner.map { [$0] } ?? [])
  }

  private func resolve(_ value: JSONValue, at location: String, chain: [String]) throws(TokenGenError) -> JSONValue {
    switch value {
    case .string(let text):
      guard let target = try Self.aliasPath(in: text, at: location) else { return value }
      return try follow(target, from: location, chain: chain)
    case .object(let members):
      var resolved: [String: JSONValue] = [:]
      for (key, member) in members.sorted(by: { $0.key < $1.key }) {
        resolved[key] = try resolve(member, at: "\(location).\(key)", chain: chain)
      }
      return .object(resolved)
    case .array(let elements):
      var resolved: [JSONValue] = []
      for (index, element) in elements.enumerated() {
        resolved.append(try resolve(element, at: "\(location)[\(index)]", chain: chain))
      }
      return .array(resolved)
    case .number, .bool, .null:
      return value
    }
  }

  private func follow(_ target: String, from location: String, chain: [String]) throws(TokenGenError) -> JSONValue {
    if let start = chain.firstIndex(of: target) {
      let loop = (chain[start...] + [target]).map { "{\($0)}" }.joined(separator: " → ")
      throw TokenGenError(.aliasCycle, at: location, "aliases form a cycle: \(loop)")
    }
    guard let token = tree.tokens[target] else {
      if tree.groups.contains(target) {
        throw TokenGenError(
          .aliasToGroup, at: location, "{\(target)} is a group, not a token; alias one of its tokens")
      }
      let close = Self.suggestions(for: target, among: tree.tokens.keys).map { "{\($0)}" }
      let hint = close.isEmpty ? "" : " (did you mean \(close.joined(separator: " or "))?)"
      throw TokenGenError(.unknownAlias, at: location, "{\(target)} names no token\(hint)")
    }
    return try resolve(token.value, at: location, chain: chain + [target])
  }
}
