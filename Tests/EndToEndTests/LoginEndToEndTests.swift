import CLITestSupport
import ChatterboxCommands
import ChatterboxComposition
import Foundation
import TerminalUI
import TestSupport
import Testing

@Suite("CLI sign-in end to end against the dev server", .enabled(if: devServerAvailable), .serialized)
struct LoginEndToEndTests {
  @Test func loginOpenWhoamiRefreshLogout() async throws {
    try await DevServer.with(arguments: ["--access-token-ttl", "900"]) { server in
      let cli = CLIHarness(api: server.baseURL)
      let email = "ana-\(UUID().uuidString.prefix(6).lowercased())@example.com"

      let login = await cli.run(["login", "--email", email])
      #expect(login.code == .success)
      #expect(login.out.contains("Check your inbox at a•••@example.com"))

      let message = try await server.latestMessage(for: email)
      let open = await cli.run(["open", message.link])
      #expect(open.code == .success, "\(open.err)")
      #expect(open.out == "Signed in as a•••@example.com.\n")

      let whoami = await cli.run(["whoami", "--json"])
      #expect(whoami.code == .success, "\(whoami.err)")
      let json = try JSONSerialization.jsonObject(with: Data(whoami.out.utf8)) as? [String: Any]
      #expect(json?["signed_in"] as? Bool == true)

      // The access token lives 15 minutes. The server's clock is moved past that (this process's is not, so
      // the client still thinks it fresh, as a device whose clock is behind would): the server refuses it as
      // expired and the stored refresh token renews it silently.
      let refreshes = server.log.components(separatedBy: "refresh_session").count
      try await server.advanceClock(seconds: 901)
      let later = await cli.run(["whoami", "--refresh"])  // past the saved answer's minute (ADR 0012)
      #expect(later.code == .success, "\(later.err)")
      #expect(later.out.hasPrefix("Signed in as a•••@example.com"))
      #expect(server.log.components(separatedBy: "refresh_session").count > refreshes, "the expired token was renewed")

      // The same link cannot be used twice.
      let reused = await cli.run(["open", message.link])
      #expect(reused.code == .failure)
      #expect(reused.err.contains("already used"))

      #expect(await cli.run(["logout"]).out == "Signed out.\n")
      let after = await cli.run(["whoami"])
      #expect(after.code == .failure)
      #expect(after.err.hasPrefix("chatterbox: Not signed in to 127.0.0.1:"), "\(after.err)")

      // Canary: neither the email, the link's token nor the code appears in any output, log or file.
      let everything = cli.everything()
      let token = try #require(URLComponents(string: message.link)?.queryItems?.first { $0.name == "token" }?.value)
      #expect(!everything.contains(email))
      #expect(!everything.contains(token))
      #expect(!Canary.leaks(message.code, in: everything))
    }
  }

  @Test func codeFallback() async throws {
    try await DevServer.with { server in
      let cli = CLIHarness(api: server.baseURL)
      let email = "bo-\(UUID().uuidString.prefix(6).lowercased())@example.com"
      #expect(await cli.run(["login", "--email", email]).code == .success)
      let wrong = await cli.run(["login", "--email", email, "--code", "12345"])
      #expect(wrong.code == .usage)
      let code = try await server.latestMessage(for: email).code
      let ok = await cli.run(["login", "--email", email, "--code", code, "--json"])
      #expect(ok.code == .success, "\(ok.err)")
      #expect(ok.out.contains(#""signed_in":true"#))
      let again = await cli.run(["login", "--email", email])
      #expect(again.code == .temporaryFailure)
      // Within the resend cooldown: a link was just sent, not "too many" (issue 35).
      #expect(again.err.contains("You can ask for another in"), "\(again.err)")
    }
  }
}
