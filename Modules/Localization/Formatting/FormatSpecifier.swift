/// One parsed `%…` directive.
struct FormatSpecifier: Sendable, Hashable {
  /// 1-based argument position (explicit `%2$@` or implied by order).
  let position: Int
  /// Whether the position was written (`%2$@`) rather than implied (`%@`).
  let isPositional: Bool
  /// Flags, width and precision as written ("-", "05", ".2"), applied when rendering.
  let flags: String
  let width: Int?
  let precision: Int?
  /// The conversion character(s) as written, e.g. "lld", "@", "f".
  let conversion: String
  let kind: ArgumentKind
  /// The exact source text, e.g. "%2$05lld", kept for pseudolocalization and messages.
  let raw: String
}

/// A piece of a parsed format string.
enum FormatToken: Sendable, Hashable {
  /// Text shown as is (`%%` already turned into `%`).
  case literal(String, raw: String)
  /// A value directive.
  case argument(FormatSpecifier)
  /// A String Catalog substitution, `%#@name@` or `%1$#@name@`, replaced by a plural form.
  case substitution(name: String, position: Int?, raw: String)

  var raw: String {
    switch self {
    case .literal(_, let raw): raw
    case .argument(let specifier): specifier.raw
    case .substitution(_, _, let raw): raw
    }
  }
}
