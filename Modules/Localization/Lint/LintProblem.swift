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

  /// The catalog key, exactly as in the file.
  public let key: String
  /// The language the problem is in.
  public let language: String
  /// The kind, for code that branches (``message`` is for people).
  public let kind: Kind
  /// An English explanation for a developer; not localized, not stable across versions.
  public let message: String

  /// Stores the values as given (the linter makes these; tests may too).
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
