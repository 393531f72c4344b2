import AuthFeature
import CLITestSupport
import ChatterboxPresentation
import Foundation
import Localization
import Networking
import Testing

@testable import ChatterboxCommands
@testable import ChatterboxComposition
@testable import TerminalUI

/// `--ca-file` / `CHATTERBOX_CA_FILE` checked before anything runs, and the words and exit codes
/// of the boundary's TLS and size failures (no server needed; TLSEndToEndTests does the traffic).
@Suite("CA file option and TLS failure words")
struct CAFileOptionTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ca-file-\(UUID().uuidString)")

  func decoy(_ name: String, _ text: String) throws -> URL {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url
  }

  static let pem = "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n"

  @Test func aMissingFolderOrNonPEMFileIsAUsageErrorNamingThePath() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let cli = CLIHarness()
    let missing = folder.appendingPathComponent("nope.pem").path
    let gone = await cli.run(["--ca-file", missing, "whoami"])
    #expect(gone.code == .usage)
    #expect(gone.err.contains("cannot read the certificate authority file '\(missing)'"), "\(gone.err)")

    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let directory = await cli.run(["--ca-file", folder.path, "cues"])
    #expect(directory.code == .usage)
    #expect(directory.err.contains(folder.path), "\(directory.err)")

    let text = try decoy("key.pem", "-----BEGIN PRIVATE KEY-----\nZzKeyMaterialQq\n-----END PRIVATE KEY-----\n")
    let notPEM = await cli.run(["--ca-file=\(text.path)", "cues"])
    #expect(notPEM.code == .usage)
    #expect(notPEM.err.contains("holds no PEM certificate"), "\(notPEM.err)")
    // Not hex, so no random path in the message can contain it (a UUID once held "AAAA").
    #expect(!notPEM.err.contains("ZzKeyMaterialQq"), "the file's contents are never printed")

    // The interactive app (no command) checks it too, before it starts.
    #expect(await cli.run(["--ca-file", missing]).code == .usage)
  }

  @Test func underJSONTheRefusalIsJSON() async throws {
    let cli = CLIHarness()
    let result = await cli.run(["--ca-file", "/nonexistent/ca.pem", "whoami", "--json"])
    #expect(result.code == .usage)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    let error = object["error"] as? [String: Any]
    #expect(error?["exit_code"] as? Int == 64)
    #expect((error?["message"] as? String)?.contains("/nonexistent/ca.pem") == true)
  }

  @Test func aPathWithTerminalControlsIsShownSafely() async throws {
    let cli = CLIHarness()
    let result = await cli.run(["--ca-file", "/tmp/ca\u{1B}]0;pwned\u{07}\n.pem", "cues"])
    #expect(result.code == .usage)
    #expect(!result.err.contains("\u{1B}") && !result.err.contains("\u{07}"), "\(result.err.debugDescription)")
    #expect(result.err.split(separator: "\n").count == 1, "\(result.err.debugDescription)")
  }

  @Test func theOptionWinsOverTheEnvironmentAndAnEmptyVariableIsUnset() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let good = try decoy("ca.pem", Self.pem)
    let strings = CLIStrings.english
    var global = ParsedArguments()
    #expect(
      try CertificateAuthorityFile.validated(global: global, environment: ["CHATTERBOX_CA_FILE": ""], strings: strings)
        == nil)
    #expect(
      try CertificateAuthorityFile.validated(
        global: global, environment: ["CHATTERBOX_CA_FILE": good.path], strings: strings) == good)
    global.values["ca-file"] = good.path
    #expect(
      try CertificateAuthorityFile.validated(
        global: global, environment: ["CHATTERBOX_CA_FILE": "/nonexistent"], strings: strings) == good)

    let context = CommandContext(
      arguments: ParsedArguments(), console: Console(out: { _ in }, error: { _ in }, isInteractive: false),
      environment: [:], globalOptions: global)
    #expect(AppDependencies.transferPolicy(context).additionalTrustedCertificates == good)
    let none = CommandContext(
      arguments: ParsedArguments(), console: Console(out: { _ in }, error: { _ in }, isInteractive: false),
      environment: [:], globalOptions: ParsedArguments())
    #expect(AppDependencies.transferPolicy(none) == .standard)
  }

  @Test func helpListsTheOption() async {
    let help = await CLIHarness().run(["--help"])
    #expect(help.out.contains("--ca-file <path>"))
    #expect(help.out.contains("CHATTERBOX_CA_FILE"))
  }

  @Test func tlsAndSizeFailuresHaveTheirOwnWordsAndCodes() {
    let strings = CLIStrings.english
    let untrusted = NetworkError.untrustedCertificate(host: "staging.example")
    #expect(ExitCode.forError(untrusted) == .configuration)
    #expect(ExitCode.forError(NetworkError.tlsHandshakeFailed(host: "h")) == .protocolError)
    #expect(ExitCode.forError(NetworkError.answerTooLarge(limit: 8 << 20)) == .protocolError)
    #expect(
      FailureMessages.text(for: untrusted, strings)
        == "The server's certificate for staging.example is not trusted. If this is a staging server, pass its "
        + "certificate authority with --ca-file.")
    #expect(FailureMessages.text(for: NetworkError.tlsHandshakeFailed(host: "h"), strings).contains("TLS"))
    #expect(FailureMessages.text(for: NetworkError.answerTooLarge(limit: 1), strings).contains("too large"))

    // A host is the server's text: one line, no terminal controls.
    let hostile = FailureMessages.text(for: NetworkError.untrustedCertificate(host: "a\u{1B}[2J\nb"), strings)
    #expect(!hostile.contains("\u{1B}") && !hostile.contains("\n"))

    // Sign-in keeps only the key: the words stay, and so does the exit code.
    let signIn = SignInFailure(untrusted)
    #expect(ExitCode.forFailure(signIn) == .configuration)
    #expect(FailureMessages.text(for: signIn, strings).contains("--ca-file"))
    #expect(ExitCode.forFailure(SignInFailure(.tlsHandshakeFailed(host: "h"))) == .protocolError)
    #expect(ExitCode.forFailure(SignInFailure(.answerTooLarge(limit: 1))) == .protocolError)
  }
}
