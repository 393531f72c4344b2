/// Parses printf-style format strings as String Catalogs use them: `%@`, `%lld`, `%d`, `%f`,
/// positional `%2$@`, flags / width / precision (`%05.2f`), `%%`, and substitutions `%#@name@`.
///
/// Our own parser (rather than `String(format:)`) because positional arguments and unknown
/// directives behave differently between Apple's Foundation and swift-corelibs-foundation, and a
/// bad translation must produce a typed error, never undefined behaviour.
enum FormatParser {
  /// Splits `text` into literals, arguments and substitutions.
  static func tokens(in text: String) throws(FormatError) -> [FormatToken] {
    let scalars = Array(text.unicodeScalars)
    var tokens: [FormatToken] = []
    var literal = String.UnicodeScalarView()
    var literalRaw = String.UnicodeScalarView()
    var nextImplicitPosition = 1
    var index = 0

    func flushLiteral() {
      guard !literalRaw.isEmpty else { return }
      tokens.append(.literal(String(literal), raw: String(literalRaw)))
      literal = String.UnicodeScalarView()
      literalRaw = String.UnicodeScalarView()
    }

    while index < scalars.count {
      let scalar = scalars[index]
      guard scalar == "%" else {
        literal.append(scalar)
        literalRaw.append(scalar)
        index += 1
        continue
      }
      let start = index
      index += 1
      guard index < scalars.count else { throw .invalidSpecifier("%") }
      if scalars[index] == "%" {
        literal.append("%")
        literalRaw.append(contentsOf: "%%".unicodeScalars)
        index += 1
        continue
      }
      flushLiteral()

      // Optional position: digits followed by "$".
      var position: Int?
      var lookahead = index
      var digits = ""
      while lookahead < scalars.count, scalars[lookahead].properties.numericType == .decimal,
        scalars[lookahead].isASCII
      {
        digits.unicodeScalars.append(scalars[lookahead])
        lookahead += 1
      }
      if !digits.isEmpty, lookahead < scalars.count, scalars[lookahead] == "$" {
        guard let value = Int(digits), value >= 1, value <= 99 else {
          throw .invalidSpecifier(raw(scalars, start, lookahead + 1))
        }
        position = value
        index = lookahead + 1
      }

      // Substitution: %#@name@
      if index + 1 < scalars.count, scalars[index] == "#", scalars[index + 1] == "@" {
        var end = index + 2
        var name = ""
        while end < scalars.count, scalars[end] != "@" {
          name.unicodeScalars.append(scalars[end])
          end += 1
        }
        guard end < scalars.count, !name.isEmpty else { throw .invalidSpecifier(raw(scalars, start, end)) }
        let rawText = raw(scalars, start, end + 1)
        if position == nil {
          // An unnumbered substitution takes the next argument slot, as in a stringsdict.
          nextImplicitPosition += 1
        }
        tokens.append(.substitution(name: name, position: position, raw: rawText))
        index = end + 1
        continue
      }

      // Flags, width, precision.
      var flags = ""
      while index < scalars.count, "-+ 0#".unicodeScalars.contains(scalars[index]) {
        flags.unicodeScalars.append(scalars[index])
        index += 1
      }
      var widthDigits = ""
      while index < scalars.count, scalars[index].isASCII, scalars[index].properties.numericType == .decimal {
        widthDigits.unicodeScalars.append(scalars[index])
        index += 1
      }
      var precision: Int?
      if index < scalars.count, scalars[index] == "." {
        index += 1
        var precisionDigits = ""
        while index < scalars.count, scalars[index].isASCII, scalars[index].properties.numericType == .decimal {
          precisionDigits.unicodeScalars.append(scalars[index])
          index += 1
        }
        precision = Int(precisionDigits) ?? 0
      }

      // Length modifier and conversion.
      var length = ""
      while index < scalars.count, "hlqLzjt".unicodeScalars.contains(scalars[index]), length.count < 2 {
        length.unicodeScalars.append(scalars[index])
        index += 1
      }
      guard index < scalars.count else { throw .invalidSpecifier(raw(scalars, start, index)) }
      let conversionScalar = scalars[index]
      index += 1
      let rawText = raw(scalars, start, index)
      let kind: ArgumentKind
      switch conversionScalar {
      case "@": kind = .object
      case "d", "i", "u", "o", "x", "X": kind = .integer
      case "f", "F", "e", "E", "g", "G", "a", "A": kind = .double
      default: throw .invalidSpecifier(rawText)
      }
      guard kind != .object || length.isEmpty else { throw .invalidSpecifier(rawText) }
      guard let width = widthDigits.isEmpty ? 0 : Int(widthDigits), width <= 256, (precision ?? 0) <= 64 else {
        throw .invalidSpecifier(rawText)
      }

      let resolved: Int
      if let position {
        resolved = position
      } else {
        resolved = nextImplicitPosition
        nextImplicitPosition += 1
      }
      tokens.append(
        .argument(
          FormatSpecifier(
            position: resolved, isPositional: position != nil, flags: flags,
            width: widthDigits.isEmpty ? nil : width, precision: precision,
            conversion: length + String(conversionScalar), kind: kind, raw: rawText)))
    }
    flushLiteral()
    return tokens
  }

  private static func raw(_ scalars: [Unicode.Scalar], _ start: Int, _ end: Int) -> String {
    var text = String.UnicodeScalarView()
    text.append(contentsOf: scalars[start..<min(end, scalars.count)])
    return String(text)
  }
}
