import Foundation

/// Fills a parsed format string with typed arguments. Never traps: every problem (a missing or
/// mistyped argument, an unknown substitution) is a ``FormatError`` the caller falls back on.
struct FormatRenderer: Sendable {
  /// The message's `%#@name@` substitutions.
  let substitutions: [String: CatalogSubstitution]
  /// The language whose plural rules pick substitution forms (the language of the text).
  let pluralLanguage: String
  let arguments: [LocalizationArgument]

  /// Renders `template`, expanding substitutions up to two levels deep.
  func render(_ template: String, depth: Int = 0) throws(FormatError) -> String {
    guard depth <= 2 else { throw .substitutionTooDeep }
    var output = ""
    for token in try FormatParser.tokens(in: template) {
      switch token {
      case .literal(let text, _):
        output += text
      case .argument(let specifier):
        output += try render(specifier)
      case .substitution(let name, _, _):
        guard let substitution = substitutions[name] else { throw .unknownSubstitution(name) }
        let form = try substitution.form(for: arguments, language: pluralLanguage)
        output += try render(substitution.expand(form), depth: depth + 1)
      }
    }
    return output
  }

  private func render(_ specifier: FormatSpecifier) throws(FormatError) -> String {
    guard arguments.indices.contains(specifier.position - 1) else {
      throw .missingArgument(position: specifier.position, specifier: specifier.raw)
    }
    let argument = arguments[specifier.position - 1]
    switch (specifier.kind, argument) {
    case (.object, _):
      return pad(argument.description, specifier)
    case (.integer, .int(let value)):
      if specifier.isPlainDecimal { return String(value) }
      return String(format: specifier.cFormat(length: "ll"), Int64(value))
    case (.double, .double(let value)):
      return String(format: specifier.cFormat(length: ""), value)
    case (.double, .int(let value)):
      // Integers print fine as floating point; the reverse would silently truncate.
      return String(format: specifier.cFormat(length: ""), Double(value))
    case (.integer, _), (.double, _):
      throw .typeMismatch(position: specifier.position, specifier: specifier.raw, argument: argument.kindName)
    }
  }

  /// `%@` ignores printf padding in Foundation's implementations differently; we apply width and
  /// `-` ourselves, counting characters.
  private func pad(_ text: String, _ specifier: FormatSpecifier) -> String {
    guard let width = specifier.width, text.count < width else { return text }
    let padding = String(repeating: " ", count: width - text.count)
    return specifier.flags.contains("-") ? text + padding : padding + text
  }
}

extension FormatSpecifier {
  /// `%d` / `%lld` with nothing else, which `String(_:)` prints exactly like printf.
  fileprivate var isPlainDecimal: Bool {
    flags.isEmpty && width == nil && precision == nil && "di".contains(conversion.last ?? "x")
  }

  /// A single-argument, non-positional C format for this directive (`String(format:)` treats
  /// those identically on every platform).
  fileprivate func cFormat(length: String) -> String {
    let widthText = width.map(String.init) ?? ""
    let precisionText = precision.map { ".\($0)" } ?? ""
    return "%" + flags + widthText + precisionText + length + String(conversion.last ?? "d")
  }
}

extension LocalizationArgument {
  fileprivate var kindName: String {
    switch self {
    case .string: "a string"
    case .int: "an integer"
    case .double: "a floating-point number"
    }
  }
}

extension CatalogSubstitution {
  /// The plural form chosen by this substitution's argument.
  func form(for arguments: [LocalizationArgument], language: String) throws(FormatError) -> String {
    guard arguments.indices.contains(argumentNumber - 1),
      let operands = arguments[argumentNumber - 1].pluralOperands
    else { throw .missingPluralSelector(position: argumentNumber) }
    let category = PluralRules.category(for: operands, language: language)
    guard let form = forms[category] ?? forms[.other] else { throw .missingPluralForm(category) }
    return form
  }

  /// Replaces the `%arg` placeholder with the substitution's own positional specifier.
  func expand(_ form: String) -> String {
    form.replacingOccurrences(of: "%arg", with: "%\(argumentNumber)$\(formatSpecifier)")
  }
}
