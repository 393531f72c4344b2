import CLITestSupport
import ChatterboxComposition
import Foundation
import TestSupport
import Testing

/// Answers that break HTTP/2 read "could not be read" (exit 76), the sentence HTTP/1.1's violations
/// get (`HostileServerTests.protocolViolationsAreUnreadableAnswers`), never "offline" (issue 35,
/// ADR 0046): a hostile HTTP/2 server on loopback (``HostileHTTP2Server``, Python's `h2`) behind TLS
/// the CLI trusts with `--ca-file`, so libcurl speaks HTTP/2 to it.
@Suite(
  "Hostile HTTP/2 server", .enabled(if: devServerAvailable), .serialized,
  .enabled(
    if: HostileHTTP2Server.unavailableReason == nil,
    "\(HostileHTTP2Server.unavailableReason ?? "needs python3-h2 and openssl")"))
struct HostileHTTP2ServerTests {
  static let unreadableAnswer = "chatterbox: The server's answer could not be read. Try again later.\n"

  @Test(
    "Every HTTP/2 protocol violation exits 76 with the same sentence, never 'offline'",
    arguments: HTTP2Violation.allCases)
  func http2ViolationsAreUnreadableAnswers(violation: HTTP2Violation) async throws {
    try await HostileHTTP2Server.with(violation) { server in
      let cli = CLIHarness()
      let login = await cli.run([
        "--ca-file", server.caFile.path, "--api", server.baseURL.absoluteString, "login", "--email", "new@example.com",
      ])
      #expect(login.code == .protocolError, "\(violation.rawValue): \(login.code) \(login.err)\n\(server.log)")
      #expect(login.err == Self.unreadableAnswer, "\(violation.rawValue): \(login.err)")
      #expect(!login.err.contains("offline") && !login.err.contains("Can't reach"), "\(violation.rawValue)")
      // (Not the in-process log: the logging system is the process's, shared with suites that run
      // beside this one. A retry that ran into a timeout would end in 69 or 75, not 76.)
      // The request reached the server over HTTP/2 and was answered with the violation (the
      // line is written before the violation is sent, so it is there once the CLI gave up).
      #expect(server.requestCount >= 1, "\(violation.rawValue): no HTTP/2 request arrived\n\(server.log)")
    }
  }
}
