/// The arguments a message takes — position to kind — over all its plural forms and
/// substitutions. Two translations are compatible when their signatures are equal.
struct FormatSignature: Sendable, Hashable, CustomStringConvertible {
  private(set) var kinds: [Int: ArgumentKind] = [:]

  init(_ message: LocalizedMessage) throws(FormatError) {
    for template in message.topLevelTemplates {
      try add(template, substitutions: message.substitutions, depth: 0)
    }
  }

  private mutating func add(
    _ template: String, substitutions: [String: CatalogSubstitution], depth: Int
  ) throws(FormatError) {
    guard depth <= 2 else { throw .substitutionTooDeep }
    for token in try FormatParser.tokens(in: template) {
      switch token {
      case .literal: break
      case .argument(let specifier):
        try record(specifier.position, specifier.kind, raw: specifier.raw)
      case .substitution(let name, _, _):
        guard let substitution = substitutions[name] else { throw .unknownSubstitution(name) }
        // The selector itself is an argument of the substitution's declared type.
        try add("%\(substitution.argumentNumber)$\(substitution.formatSpecifier)", substitutions: [:], depth: depth + 1)
        for form in substitution.forms.values {
          try add(substitution.expand(form), substitutions: substitutions, depth: depth + 1)
        }
      }
    }
  }

  private mutating func record(_ position: Int, _ kind: ArgumentKind, raw: String) throws(FormatError) {
    if let existing = kinds[position], existing != kind {
      throw .typeMismatch(
        position: position, specifier: raw, argument: "used as \(existing.specifierExample) elsewhere")
    }
    kinds[position] = kind
  }

  /// "%1$@, %2$lld" (or "no arguments").
  var description: String {
    guard !kinds.isEmpty else { return "no arguments" }
    return kinds.sorted { $0.key < $1.key }
      .map { "%\($0.key)$\($0.value.specifierExample.dropFirst())" }
      .joined(separator: ", ")
  }
}

extension LocalizedMessage {
  /// The templates that are shown directly (substitution forms are reached through them).
  fileprivate var topLevelTemplates: [String] {
    switch variants {
    case .single(let text): [text]
    case .plural(let forms): forms.sorted { $0.key < $1.key }.map(\.value)
    }
  }
}
