import Localization
import Storage

extension CLIError {
  /// The one message for every command that needs a session.
  package static func notSignedIn(_ strings: Localizer) -> CLIError {
    CLIError(strings.string("cli.not_signed_in"), exitCode: .failure, kind: "not_signed_in")
  }

  /// The session was renewed but not saved (the stored copy is the previous one, kept): the
  /// command stops before doing anything, says why in words, and exits 74 (issue 24).
  package static func sessionNotSaved(_ failure: StorageError, _ strings: Localizer) -> CLIError {
    CLIError(
      strings.string("cli.error.session_not_saved", .string(diskReason(failure, strings))), exitCode: .ioError,
      kind: "session_not_saved")
  }

  /// Why the data folder refused a write, in words: full, over quota, read-only, failing, or
  /// (anything else) "could not be written". Never `strerror` text or a file name.
  package static func diskReason(_ failure: StorageError, _ strings: Localizer) -> String {
    switch failure {
    case .disk(_, .noSpace): strings.string("cli.disk.no_space")
    case .disk(_, .quotaExceeded): strings.string("cli.disk.quota_exceeded")
    case .disk(_, .readOnly): strings.string("cli.disk.read_only")
    case .disk(_, .ioError): strings.string("cli.disk.io_error")
    default: strings.string("cli.disk.other")
    }
  }

  /// Not signed in to *this* server: naming it makes plain that sessions elsewhere are untouched.
  package static func notSignedIn(to server: String, _ strings: Localizer) -> CLIError {
    CLIError(strings.string("cli.not_signed_in_to", .string(server)), exitCode: .failure, kind: "not_signed_in")
  }
}
