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
}
