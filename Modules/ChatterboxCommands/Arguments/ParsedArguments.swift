import ChatterboxComposition
import TerminalUI

/// The result of parsing one command's arguments against its ``OptionSpec``s.
///
/// ```swift
/// let parsed = try ArgumentParser.parse(["--email", "a@b.c", "--json"], options: specs)
/// parsed.value("email") // "a@b.c"
/// parsed.flag("json")   // true
/// ```
public struct ParsedArguments: Sendable, Equatable {
  /// Option values by long name (last one wins).
  public var values: [String: String] = [:]
  /// Flags that were given.
  public var flags: Set<String> = []
  /// Positional arguments in order, including everything after `--`.
  public var positionals: [String] = []

  /// Creates an empty result.
  ///
  /// ```swift
  /// ParsedArguments()
  /// ```
  public init() {}

  /// The value of an option, if given.
  ///
  /// ```swift
  /// parsed.value("api")
  /// ```
  public func value(_ name: String) -> String? { values[name] }

  /// Whether a flag was given.
  ///
  /// ```swift
  /// parsed.flag("json")
  /// ```
  public func flag(_ name: String) -> Bool { flags.contains(name) }
}
