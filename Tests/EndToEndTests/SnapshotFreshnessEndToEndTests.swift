import CLITestSupport
import ChatterboxCommands
import ChatterboxComposition
import Foundation
import TerminalUI
import TestSupport
import Testing

/// What the saved account snapshot may hide, and for how long (ADR 0012), against the dev server.
@Suite("Account snapshot freshness end to end", .enabled(if: devServerAvailable), .serialized)
struct SnapshotFreshnessEndToEndTests {
  func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "not JSON: \(text)")
  }

  func signIn(_ cli: CLIHarness, _ email: String, on server: DevServer) async throws {
    #expect(await cli.run(["login", "--email", email]).code == .success)
    #expect(await cli.run(["open", try await server.latestMessage(for: email).link]).code == .success)
  }

  @Test func aLanguageSwitchedOnAnotherDeviceIsVisibleAtOnce() async throws {
    try await DevServer.with(arguments: ["--magic-link-cooldown", "0"]) { server in
      let email = "two-devices-\(UUID().uuidString.prefix(6).lowercased())@example.com"
      let laptop = CLIHarness(api: server.baseURL)
      let phone = CLIHarness(api: server.baseURL)
      try await signIn(laptop, email, on: server)
      try await signIn(phone, email, on: server)
      #expect(await laptop.run(["language", "set", "es"]).code == .success)
      #expect(try json(await laptop.run(["cues", "--count", "2", "--json"]).out)["language"] as? String == "es")

      #expect(await phone.run(["language", "set", "fr"]).code == .success)
      let after = try json(await laptop.run(["cues", "--count", "2", "--json"]).out)
      #expect(after["language"] as? String == "fr", "the saved profile was stale: the request ran again")
      #expect((after["items"] as? [[String: Any]])?.first?["id"] as? String == "fr-001")
    }
  }

  @Test func aDeveloperGrantIsVisibleToTheNextCommand() async throws {
    try await DevServer.with { server in
      let cli = CLIHarness(api: server.baseURL)
      let email = try await CLITestSupport.signIn(cli, server: server)
      #expect(await cli.run(["language", "set", "en"]).code == .success)
      let flags = { () async throws -> [String] in
        (try json(await cli.run(["whoami", "--json"]).out)["account"] as? [String: Any])?["flags"] as? [String] ?? []
      }
      #expect(try await flags().isEmpty)
      try server.admin(["grant-flag", "--email", email, "--flag", "developer"])

      // whoami may answer from a snapshot under a minute old; --refresh asks.
      let refreshed = try json(await cli.run(["whoami", "--refresh", "--json"]).out)
      #expect((refreshed["account"] as? [String: Any])?["flags"] as? [String] == ["developer"])
      try server.admin(["revoke-flag", "--email", email, "--flag", "developer"])
      // Any command that revalidates alongside brings the change to the next one.
      #expect(await cli.run(["cues", "--count", "1"]).code == .success)
      #expect(try await flags().isEmpty)
    }
  }

  @Test func aSavedSnapshotNeverCrossesAccounts() async throws {
    try await DevServer.with(arguments: ["--magic-link-cooldown", "0"]) { server in
      let cli = CLIHarness(api: server.baseURL)
      let ana = "ana-\(UUID().uuidString.prefix(6).lowercased())@example.com"
      let ben = "ben-\(UUID().uuidString.prefix(6).lowercased())@example.com"
      try await signIn(cli, ana, on: server)
      #expect(await cli.run(["language", "set", "es"]).code == .success)
      let anaID = (try json(await cli.run(["whoami", "--json"]).out)["account"] as? [String: Any])?["id"] as? String

      // Ben signs in on the same folder without Ana signing out first: within a minute of Ana's
      // saved answer, whoami must still be Ben's, and so must his (unset) language.
      try await signIn(cli, ben, on: server)
      let whoami = try json(await cli.run(["whoami", "--json"]).out)
      #expect((whoami["account"] as? [String: Any])?["id"] as? String != anaID)
      #expect(((whoami["account"] as? [String: Any])?["email"] as? String)?.hasPrefix("b") == true)
      #expect(whoami["active_profile"] == nil)
      let cues = await cli.run(["cues"])
      #expect(cues.code == .failure && cues.err.contains("no practice language"), "\(cues.err)")
    }
  }

  @Test func aWarmCommandNeedsNoRefreshAndSignOutForgetsTheSavedCopy() async throws {
    try await DevServer.with(arguments: ["--magic-link-cooldown", "0"]) { server in
      let cli = CLIHarness(api: server.baseURL)
      let email = try await CLITestSupport.signIn(cli, server: server)
      #expect(await cli.run(["language", "set", "en"]).code == .success)
      #expect(await cli.run(["cues"]).code == .success)
      let before = (
        server.requestCount("POST", "/rpc/get_cues"), server.requestCount("POST", "/rpc/me"),
        server.requestCount("POST", "/rpc/refresh_session")
      )
      #expect(await cli.run(["cues"]).code == .success)
      #expect(server.requestCount("POST", "/rpc/get_cues") == before.0 + 1)
      #expect(server.requestCount("POST", "/rpc/me") == before.1 + 1, "revalidated alongside, once")
      #expect(server.requestCount("POST", "/rpc/refresh_session") == before.2)

      let saved = cli.home.appendingPathComponent("caches/servers")
      func snapshots() -> [String] {
        (FileManager.default.enumerator(atPath: saved.path)?.allObjects as? [String] ?? []).filter {
          $0.hasSuffix("snapshot.json")
        }
      }
      #expect(!snapshots().isEmpty)

      // A second device signing in saves the account at once: its first command starts warm.
      let other = CLIHarness(api: server.baseURL)
      #expect(
        await other.run(["open", try await server.latestMessage(for: email).link]).code != .success,
        "links are single-use")
      #expect(await other.run(["login", "--email", email]).code == .success)
      #expect(await other.run(["open", try await server.latestMessage(for: email).link]).code == .success)
      let otherSaved =
        (FileManager.default.enumerator(atPath: other.home.appendingPathComponent("caches/servers").path)?.allObjects
          as? [String] ?? [])
      #expect(otherSaved.contains { $0.hasSuffix("snapshot.json") }, "saved at sign-in")
      #expect(await cli.run(["logout"]).code == .success)
      #expect(snapshots().isEmpty)
    }
  }
}
