import Localization

/// A failure to report to the user: one clear line on stderr and an exit code. The message must
/// never contain a token or a full email address.
///
/// ```swift
/// throw CLIError(context.strings.string("cli.not_signed_in"), exitCode: .failure)
/// ```
public struct CLIError: Error, Equatable, Sendable {
  /// The line printed after `chatterbox: `.
  public let message: String
  /// The process exit code.
  public let exitCode: ExitCode
  /// A stable word for scripts (`not_signed_in`, …), the `code` of the `--json` error object;
  /// `nil` reads as `failed`.
  public let kind: String?

  /// Creates the error.
  ///
  /// ```swift
  /// CLIError(context.strings.string("cli.error.network_log_unavailable"))
  /// ```
  public init(_ message: String, exitCode: ExitCode = .failure, kind: String? = nil) {
    self.message = message
    self.exitCode = exitCode
    self.kind = kind
  }

  /// Whether this is the "not signed in (to this server)" failure.
  ///
  /// ```swift
  /// if error.isNotSignedIn { … }
  /// ```
  public var isNotSignedIn: Bool { kind == "not_signed_in" }

  /// Whether no connection to the server could be made: the command line then names the server
  /// it tried and how to choose another (``unreachable(at:_:)``).
  public var isUnreachable = false

  /// The one "offline" sentence of the command line, naming the server tried (ADR 0046).
  ///
  /// ```swift
  /// CLIError.unreachable(at: "http://127.0.0.1:8080", strings).message
  /// // "Can't reach the server at http://127.0.0.1:8080. Check your connection, or choose another server with …"
  /// ```
  package static func unreachable(at server: String, _ strings: Localizer) -> String {
    strings.string("cli.error.unreachable_at", .string(TerminalSafeText.line(server)))
  }
}
