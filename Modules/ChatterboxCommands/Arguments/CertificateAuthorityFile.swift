import ChatterboxComposition
import ChatterboxPresentation
import Foundation
import Localization
import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--ca-file <path>` (global) or `CHATTERBOX_CA_FILE`: a PEM file of certificate authorities
/// trusted in addition to the system's, for a staging server with a private CA. The option wins
/// over the variable; an empty variable counts as unset. The file is checked once, before any
/// command or the interactive app runs, so a mistyped path is a usage error naming it rather than
/// an https failure later.
///
/// ```swift
/// let url = try CertificateAuthorityFile.validated(global: global, environment: env, strings: strings)
/// ```
enum CertificateAuthorityFile {
  /// The global option.
  static let option = OptionSpec("ca-file", value: "path", helpKey: "help.global.option.ca_file")
  /// The environment variable read when the option is not given.
  static let environmentVariable = "CHATTERBOX_CA_FILE"
  /// Larger than any real CA bundle (Debian's whole system bundle is ~200 KB); a bigger file is
  /// not read into memory.
  static let maximumBytes = 4 << 20

  /// The named file as given, the option first; `nil` when neither names one.
  ///
  /// ```swift
  /// CertificateAuthorityFile.path(global: parsed, environment: ["CHATTERBOX_CA_FILE": "ca.pem"]) // "ca.pem"
  /// ```
  static func path(global: ParsedArguments, environment: [String: String]) -> String? {
    if let given = global.value(option.name) { return given }
    guard let variable = environment[environmentVariable], !variable.isEmpty else { return nil }
    return variable
  }

  /// The named file's URL without reading it (the run already checked it with ``validated``).
  ///
  /// ```swift
  /// policy.additionalTrustedCertificates = CertificateAuthorityFile.url(global: g, environment: env)
  /// ```
  static func url(global: ParsedArguments, environment: [String: String]) -> URL? {
    path(global: global, environment: environment).map { URL(fileURLWithPath: $0) }
  }

  /// The named file's URL once it is known to be a readable regular file holding at least one PEM
  /// certificate; `nil` when none is named.
  ///
  /// ```swift
  /// try CertificateAuthorityFile.validated(global: g, environment: [:], strings: en) // nil
  /// ```
  /// - Throws: ``UsageError`` naming the path (made terminal-safe) when it is missing, not a
  ///   regular file, unreadable or too large (`cli.usage.ca_file_unreadable`), or holds no
  ///   `-----BEGIN CERTIFICATE-----` block (`cli.usage.ca_file_not_pem`).
  static func validated(
    global: ParsedArguments, environment: [String: String], strings: Localizer
  ) throws(UsageError) -> URL? {
    guard let path = path(global: global, environment: environment) else { return nil }
    let shown = TerminalSafeText.line(path)
    guard let contents = read(path) else {
      throw UsageError(strings.string("cli.usage.ca_file_unreadable", .string(shown)))
    }
    guard contents.contains("-----BEGIN CERTIFICATE-----"), contents.contains("-----END CERTIFICATE-----") else {
      throw UsageError(strings.string("cli.usage.ca_file_not_pem", .string(shown)))
    }
    return URL(fileURLWithPath: path)
  }

  /// The file's text, or `nil` when it is not a regular file (a folder, a FIFO that would block,
  /// a device), is larger than ``maximumBytes`` or cannot be read. Symbolic links are followed, as
  /// for the system's own CA links.
  private static func read(_ path: String) -> String? {
    var status = stat()
    guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, Int(status.st_size) <= maximumBytes,
      let data = FileManager.default.contents(atPath: path)
    else { return nil }
    return String(decoding: data, as: UTF8.self)
  }
}
