/// One thing wrong with a catalog, printed as `key [lang]: problem`.
public struct LintProblem: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// What kind of problem, for tests and tooling.
  public enum Kind: Sendable, Hashable {
    /// A shipped language has no (or an empty) translation.
    case missingTranslation
    /// The translation's format arguments differ from the source's (count, type or position).
    case argumentMismatch
    /// A plural form the language's CLDR rules need is missing.
    case missingPluralForm(PluralCategory)
    /// A format specifier is not valid (`%q`, a lone `%`, an unknown `%#@name@`).
    case invalidFormat
    /// No plural rules are known for a language that has plural text.
    case unknownPluralRules
  }

  /// The catalog key.
  public let key: String
  /// The language the problem is in.
  public let language: String
  /// The kind.
  public let kind: Kind
  /// The human explanation.
  public let message: String

  /// Creates a problem.
  public init(key: String, language: String, kind: Kind, message: String) {
    self.key = key
    self.language = language
    self.kind = kind
    self.message = message
  }

  public var description: String { "\(key) [\(language)]: \(message)" }

  public static func < (lhs: LintProblem, rhs: LintProblem) -> Bool {
    (lhs.key, lhs.language, lhs.message) < (rhs.key, rhs.language, rhs.message)
  }
}
