/// The command line: `[--quick] [--filter <name>] [--rounds <n>] [--json] [--list] [--help]`.
public struct Options: Sendable, Equatable {
  /// Full or quick.
  public var mode: RunMode = .full
  /// Only entries whose id or name contains one of these (case-insensitive); empty runs all.
  public var filters: [String] = []
  /// Overrides the mode's rounds per side.
  public var rounds: Int?
  /// JSON on stdout instead of the markdown table.
  public var json = false
  /// Print the entries and exit.
  public var list = false
  /// Print usage and exit.
  public var help = false

  /// Creates default options.
  public init() {}

  /// Rounds per side.
  public var effectiveRounds: Int { rounds ?? mode.defaultRounds }

  /// A usage problem, reported with exit status 2.
  public struct UsageError: Error, Equatable, CustomStringConvertible {
    /// What was wrong.
    public let description: String
  }

  /// Parses arguments (without the program name).
  ///
  /// ```swift
  /// try Options.parse(["--quick", "--filter", "apiclient"])
  /// ```
  public static func parse(_ arguments: [String]) throws(UsageError) -> Options {
    var options = Options()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      let (flag, inlineValue) = split(argument)
      func value() throws(UsageError) -> String {
        if let inlineValue { return inlineValue }
        guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
          throw UsageError(description: "\(flag) needs a value")
        }
        return next
      }
      switch flag {
      case "--quick": options.mode = .quick
      case "--full": options.mode = .full
      case "--json": options.json = true
      case "--list": options.list = true
      case "--help", "-h": options.help = true
      case "--filter": options.filters.append(try value())
      case "--rounds":
        let text = try value()
        guard let rounds = Int(text), rounds >= 1 else {
          throw UsageError(description: "--rounds needs a positive whole number, got \(text)")
        }
        options.rounds = rounds
      default: throw UsageError(description: "unknown argument \(argument)")
      }
      if inlineValue != nil, !["--filter", "--rounds"].contains(flag) {
        throw UsageError(description: "\(flag) takes no value")
      }
    }
    return options
  }

  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  /// Whether an entry is selected by the filters: a filter equal to some entry's id selects only
  /// that entry; any other filter selects every entry whose id or name contains it.
  ///
  /// ```swift
  /// options.selects(id: "apiclient-overhead", name: "APIClient overhead", allIDs: ids)
  /// ```
  public func selects(id: String, name: String, allIDs: [String] = []) -> Bool {
    guard !filters.isEmpty else { return true }
    let knownIDs = Set(allIDs.map { $0.lowercased() })
    return filters.contains { filter in
      let filter = filter.lowercased()
      if knownIDs.contains(filter) { return id.lowercased() == filter }
      return id.lowercased().contains(filter) || name.lowercased().contains(filter)
    }
  }

  /// The `--help` text.
  public static func usage(program: String) -> String {
    """
    USAGE: \(program) [--quick] [--filter <name>]... [--rounds <n>] [--json] [--list]

    Runs each benchmark as interleaved baseline/subject rounds in one process and prints one
    markdown table of medians (per operation) with the ratio subject/baseline and its target.

    OPTIONS:
      --quick            3 rounds with fewer operations each (CI); default is 7 full rounds
      --filter <name>    only the entry with that id, or else every entry whose id or name
                     contains <name> (case-insensitive, repeatable)
      --rounds <n>       rounds per side, overriding the mode's default
      --json             machine-readable results on stdout instead of the table
      --list             list the entries and exit
      -h, --help         show this help

    Progress goes to stderr; stdout carries only the table (or JSON). Exit status: 0 when every
    entry ran (a missed target prints ⚠️ but still exits 0), 1 when an entry failed, 2 on a usage
    error. Build with -c release for figures worth recording.
    """
  }
}
