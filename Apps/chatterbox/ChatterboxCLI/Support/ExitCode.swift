/// Process exit codes, following BSD `sysexits.h` where one fits.
///
/// ```swift
/// return .usage // 64
/// ```
public struct ExitCode: RawRepresentable, Equatable, Sendable, ExpressibleByIntegerLiteral {
  public let rawValue: Int32
  public init(rawValue: Int32) { self.rawValue = rawValue }
  public init(integerLiteral value: Int32) { rawValue = value }

  /// Success.
  public static let success: ExitCode = 0
  /// The command ran and failed (for example "not signed in").
  public static let failure: ExitCode = 1
  /// Wrong arguments (EX_USAGE).
  public static let usage: ExitCode = 64
  /// Bad input data, such as a malformed file (EX_DATAERR).
  public static let dataError: ExitCode = 65
  /// The server could not be reached (EX_UNAVAILABLE).
  public static let unavailable: ExitCode = 69
  /// A temporary failure; retrying later may work (EX_TEMPFAIL).
  public static let temporaryFailure: ExitCode = 75
  /// Interrupted by Ctrl-C.
  public static let interrupted: ExitCode = 130
}
