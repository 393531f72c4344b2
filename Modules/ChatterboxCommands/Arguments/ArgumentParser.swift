import ChatterboxComposition
import ChatterboxPresentation
import Localization
import TerminalUI

/// A small, conventional argument parser: long options with `--name value` or `--name=value`,
/// short aliases, boolean flags, and `--` ending option parsing. Hand-written because the root
/// package takes no dependencies (ADR 0001).
///
/// ```swift
/// let parsed = try ArgumentParser.parse(["open", "--", "--weird"], options: [])
/// parsed.positionals // ["open", "--weird"]
/// ```
public enum ArgumentParser {
  /// Parses `arguments` (without the command name). Errors are worded in `strings`' language
  /// (English when `nil`).
  ///
  /// ```swift
  /// try ArgumentParser.parse(["--seconds=5"], options: [OptionSpec("seconds", value: "N")])
  /// try ArgumentParser.parse(["--nope"], options: [], strings: spanish) // UsageError("opción desconocida '--nope'")
  /// ```
  /// - Throws: ``UsageError`` for unknown options and missing values.
  public static func parse(
    _ arguments: [String], options: [OptionSpec], strings: Localizer? = nil
  ) throws(UsageError) -> ParsedArguments {
    let strings = strings ?? CLIStrings.english
    var result = ParsedArguments()
    let specs = options + [.help]
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--" {
        result.positionals.append(contentsOf: arguments[index...])
        break
      }
      guard argument.hasPrefix("-"), argument != "-" else {
        result.positionals.append(argument)
        continue
      }
      let (name, inlineValue) = split(argument)
      guard let spec = lookup(name, isShort: !argument.hasPrefix("--"), in: specs) else {
        let dashes = name.count == 1 && !argument.hasPrefix("--") ? "-" : "--"
        throw UsageError(strings.string("cli.usage.unknown_option", .string(dashes + name)))
      }
      if spec.takesValue {
        if let inlineValue {
          result.values[spec.name] = inlineValue
        } else if index < arguments.count {
          result.values[spec.name] = arguments[index]
          index += 1
        } else {
          throw UsageError(
            strings.string("cli.usage.option_needs_value", .string(spec.name), .string(spec.valueName ?? "value")))
        }
      } else {
        if inlineValue != nil {
          throw UsageError(strings.string("cli.usage.option_takes_no_value", .string(spec.name)))
        }
        result.flags.insert(spec.name)
      }
    }
    return result
  }

  private static func split(_ argument: String) -> (String, String?) {
    let body = argument.drop { $0 == "-" }
    guard let equals = body.firstIndex(of: "=") else { return (String(body), nil) }
    return (String(body[..<equals]), String(body[body.index(after: equals)...]))
  }

  private static func lookup(_ name: String, isShort: Bool, in specs: [OptionSpec]) -> OptionSpec? {
    if isShort, name.count == 1 { return specs.first { $0.short == name.first } }
    return specs.first { $0.name == name }
  }
}

/// A mistake in how the command was invoked; printed as one line plus a hint, exit code 64.
///
/// ```swift
/// throw UsageError("missing <url>")
/// ```
public struct UsageError: Error, Equatable, Sendable {
  /// What was wrong, in one line.
  public let message: String

  /// Creates the error.
  ///
  /// ```swift
  /// UsageError("'--count' must be a positive number")
  /// ```
  public init(_ message: String) { self.message = message }
}
