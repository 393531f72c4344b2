import CLITestSupport
import ChatterboxComposition
import Foundation
import TestSupport
import Testing

/// Answers that break HTTP read "could not be read" (exit 76), one sentence for all of them, never
/// "offline" (issue 35, ADR 0046).
extension HostileServerTests {
  static let unreadableAnswer = "The server's answer could not be read. Try again later."

  @Test("Every protocol violation exits 76 with the same sentence, never 'offline'")
  func protocolViolationsAreUnreadableAnswers() async throws {
    try await Self.withStage { stage in
      for violation in ProtocolViolation.allCases {
        // Without a saved copy (sign-in): the failure itself.
        let front = try HostileFront { _ in violation.answer }
        defer { front.stop() }
        let login = await CLIHarness(api: front.baseURL).run(["login", "--email", "new@example.com"])
        #expect(login.code == .protocolError, "\(violation.rawValue): \(login.code) \(login.err)")
        #expect(login.err == "chatterbox: \(Self.unreadableAnswer)\n", "\(violation.rawValue): \(login.err)")

        // With one (a signed-in command): the saved copy, with its own "could not be read" notice.
        stage.script.on("/rpc/me", violation.answer)
        let whoami = await stage.cli.run(["whoami", "--refresh"])
        #expect(whoami.code == .protocolError, "\(violation.rawValue): \(whoami.code) \(whoami.err)")
        #expect(whoami.out.contains("The server's answer could not be read — showing what was saved"))
        for output in [login.err, whoami.out + whoami.err] {
          #expect(!output.contains("offline") && !output.contains("Can't reach"), "\(violation.rawValue): \(output)")
        }
      }
    }
  }
}
