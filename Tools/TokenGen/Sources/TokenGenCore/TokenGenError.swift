/// Why `tokens.json` could not be turned into Swift, with the JSON path of the offending value so
/// the message points at the line to fix.
///
/// ```swift
/// do { _ = try TokenGenerator.generate(fromJSON: data) } catch { print(error) }
/// // color.accent.value.light: {palette.blue.650} names no token (did you mean {palette.blue.600}?)
/// ```
public struct TokenGenError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The category of failure, for tests and tooling that branch on it.
  ///
  /// ```swift
  /// if error.kind == .unknownAlias { … }
  /// ```
  public enum Kind: String, Sendable, Equatable {
    /// The file is not valid JSON.
    ///
    /// ```swift
    /// TokenGenError.Kind.invalidJSON
    /// ```
    case invalidJSON
    /// The JSON is valid but does not follow the token schema (missing field, wrong type, bad name).
    ///
    /// ```swift
    /// TokenGenError.Kind.schema
    /// ```
    case schema
    /// An alias `{a.b.c}` names no token.
    ///
    /// ```swift
    /// TokenGenError.Kind.unknownAlias
    /// ```
    case unknownAlias
    /// An alias names a group (`{palette.blue}`), not a token.
    ///
    /// ```swift
    /// TokenGenError.Kind.aliasToGroup
    /// ```
    case aliasToGroup
    /// Aliases refer to each other in a loop.
    ///
    /// ```swift
    /// TokenGenError.Kind.aliasCycle
    /// ```
    case aliasCycle
    /// A string uses braces but is not exactly one `{path}`.
    ///
    /// ```swift
    /// TokenGenError.Kind.malformedAlias
    /// ```
    case malformedAlias
    /// Reading or writing files failed.
    ///
    /// ```swift
    /// TokenGenError.Kind.io
    /// ```
    case io
  }

  /// The category.
  ///
  /// ```swift
  /// error.kind // .unknownAlias
  /// ```
  public let kind: Kind

  /// Where in the JSON, as a dotted path (`color.accent.value.light`); empty for whole-file problems.
  ///
  /// ```swift
  /// error.path // "color.accent.value.light"
  /// ```
  public let path: String

  /// What is wrong, in a sentence meant for the person editing `tokens.json`.
  ///
  /// ```swift
  /// error.message // "{palette.blue.650} names no token (did you mean {palette.blue.600}?)"
  /// ```
  public let message: String

  /// An error; the generator's parsing stages create these.
  ///
  /// ```swift
  /// TokenGenError(.schema, at: "spacing.m", "spacing must be a multiple of 4, found 10")
  /// ```
  public init(_ kind: Kind, at path: String, _ message: String) {
    self.kind = kind
    self.path = path
    self.message = message
  }

  /// `path: message`.
  ///
  /// ```swift
  /// print(error) // "spacing.m: spacing must be a multiple of 4, found 10"
  /// ```
  public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
