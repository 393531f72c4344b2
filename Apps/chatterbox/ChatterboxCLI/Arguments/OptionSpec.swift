/// One option a command accepts: `--name value` (or `--name=value`) when it takes a value,
/// otherwise a boolean flag.
///
/// ```swift
/// OptionSpec("email", value: "address", help: "Where to send the sign-in link")
/// OptionSpec("json", help: "Print machine-readable JSON")
/// ```
public struct OptionSpec: Sendable, Equatable {
  /// The long name without dashes.
  public let name: String
  /// A one-letter alias without the dash, if any.
  public let short: Character?
  /// The value's placeholder in help text; `nil` for a flag.
  public let valueName: String?
  /// One line of help.
  public let help: String

  /// Declares an option.
  ///
  /// ```swift
  /// OptionSpec("seconds", value: "N", help: "Stop after N seconds")
  /// ```
  public init(_ name: String, short: Character? = nil, value valueName: String? = nil, help: String) {
    self.name = name
    self.short = short
    self.valueName = valueName
    self.help = help
  }

  /// Whether the option takes a value.
  public var takesValue: Bool { valueName != nil }

  /// `-h, --help` — accepted by every command.
  public static let help = OptionSpec("help", short: "h", help: "Show help for this command")
  /// `--json` — machine-readable output.
  public static let json = OptionSpec("json", help: "Print machine-readable JSON")
}
