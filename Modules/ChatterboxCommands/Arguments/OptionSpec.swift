import ChatterboxComposition
import TerminalUI

/// One option a command accepts: `--name value` (or `--name=value`) when it takes a value,
/// otherwise a boolean flag. Its one line of help lives in the String Catalog, under
/// `help.<command>.option.<name>` unless the option names another key (shared options do).
///
/// ```swift
/// OptionSpec("email", short: "e", value: "address")  // help: "help.login.option.email"
/// OptionSpec.json                                     // help: "help.option.json"
/// ```
public struct OptionSpec: Sendable, Equatable {
  /// The long name without dashes.
  ///
  /// ```swift
  /// OptionSpec("seconds", value: "N").name // "seconds"
  /// ```
  public let name: String
  /// A one-letter alias without the dash, if any.
  ///
  /// ```swift
  /// OptionSpec("email", short: "e", value: "address").short // "e"
  /// ```
  public let short: Character?
  /// The value's placeholder in help text (kept literal, like the synopsis); `nil` for a flag.
  ///
  /// ```swift
  /// OptionSpec("seconds", value: "N").valueName // "N"
  /// ```
  public let valueName: String?
  /// The catalog key of the help line when it is not the command's own
  /// `help.<command>.option.<name>` (options shared between commands).
  ///
  /// ```swift
  /// OptionSpec.json.helpKey // "help.option.json"
  /// ```
  public let helpKey: String?

  /// Declares an option.
  ///
  /// ```swift
  /// OptionSpec("seconds", value: "N")
  /// OptionSpec("plain", helpKey: "help.global.option.plain")
  /// ```
  public init(_ name: String, short: Character? = nil, value valueName: String? = nil, helpKey: String? = nil) {
    self.name = name
    self.short = short
    self.valueName = valueName
    self.helpKey = helpKey
  }

  /// Whether the option takes a value.
  ///
  /// ```swift
  /// OptionSpec("json").takesValue // false
  /// ```
  public var takesValue: Bool { valueName != nil }

  /// The catalog key of this option's help line in `command`'s help.
  ///
  /// ```swift
  /// OptionSpec("email", value: "address").helpKey(in: "login") // "help.login.option.email"
  /// ```
  public func helpKey(in command: String) -> String {
    helpKey ?? "help.\(command).option.\(name)"
  }

  /// `-h, --help` — accepted by every command.
  ///
  /// ```swift
  /// ArgumentParser.parse(["-h"], options: []).flag(OptionSpec.help.name) // true
  /// ```
  public static let help = OptionSpec("help", short: "h", helpKey: "help.option.help")
  /// `--json` — machine-readable output.
  ///
  /// ```swift
  /// var options: [OptionSpec] { [.json] }
  /// ```
  public static let json = OptionSpec("json", helpKey: "help.option.json")
}
