/// One way the checked-in generated files differ from what `tokens.json` produces.
///
/// ```swift
/// for problem in TokenGenerator.staleness(of: files, in: directory) { print(problem) }
/// // "ColorTokens.swift differs from tokens.json at line 12"
/// ```
public enum Staleness: Sendable, Equatable, CustomStringConvertible {
  /// A file the generator produces is not in the directory.
  ///
  /// ```swift
  /// Staleness.missing("RadiusTokens.swift")
  /// ```
  case missing(String)

  /// A file's contents differ; `line` is the first differing line (1-based), with both versions.
  ///
  /// ```swift
  /// Staleness.differs("ColorTokens.swift", line: 12, expected: "…", found: "…")
  /// ```
  case differs(String, line: Int, expected: String, found: String)

  /// A Swift file in the directory that the generator does not produce (a token group was removed,
  /// or someone added a hand-written file to `Generated/`).
  ///
  /// ```swift
  /// Staleness.unexpected("OldTokens.swift")
  /// ```
  case unexpected(String)

  /// A one- to three-line explanation.
  ///
  /// ```swift
  /// print(Staleness.missing("RadiusTokens.swift")) // "RadiusTokens.swift is missing"
  /// ```
  public var description: String {
    switch self {
    case .missing(let name): "\(name) is missing"
    case .differs(let name, let line, let expected, let found):
      "\(name) differs from tokens.json at line \(line)\n    expected: \(expected)\n    found:    \(found)"
    case .unexpected(let name): "\(name) is not generated from tokens.json (remove it, or move it out of Generated/)"
    }
  }
}
