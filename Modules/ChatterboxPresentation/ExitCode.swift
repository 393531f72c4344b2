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
  /// The input file named on the command line does not exist or is a folder (EX_NOINPUT).
  public static let noInput: ExitCode = 66
  /// The server could not be reached (EX_UNAVAILABLE).
  public static let unavailable: ExitCode = 69
  /// The data folder could not be written before anything was changed: read-only, full, failing,
  /// or refused (permissions, a file where a folder should be) (EX_CANTCREAT).
  public static let cannotCreate: ExitCode = 73
  /// A change was made but could not be saved in (or removed from) the data folder, so the next
  /// command will not see it: a read-only or full disk, a folder with unsafe permissions (EX_IOERR).
  public static let ioError: ExitCode = 74
  /// A temporary failure; retrying later may work (EX_TEMPFAIL).
  public static let temporaryFailure: ExitCode = 75
  /// The server's answer could not be read (not JSON, invalid UTF-8, nested too deep, cut short),
  /// also when saved data was shown in its place (EX_PROTOCOL).
  public static let protocolError: ExitCode = 76
  /// The server's TLS certificate is not trusted: not a network problem, so not 69; trusting its
  /// authority (`--ca-file`) or fixing the server is the remedy (EX_CONFIG).
  public static let configuration: ExitCode = 78
  /// The proxy (`--proxy`, `CHATTERBOX_PROXY`, `https_proxy`…) could not be reached or refused the
  /// request, 407 included: nothing reached the server (EX_NOPERM).
  public static let proxyFailure: ExitCode = 77
  /// Interrupted by Ctrl-C.
  public static let interrupted: ExitCode = 130
}
