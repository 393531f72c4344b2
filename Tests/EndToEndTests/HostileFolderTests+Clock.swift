import CLITestSupport
import ChatterboxCommands
import ChatterboxComposition
import Foundation
import TerminalUI
import TestSupport
import Testing

/// A saved account snapshot dated by a wrong clock (issue 24): `whoami` answers from a copy under
/// a minute old without asking (ADR 0012), so a copy dated in the future must count as stale, or
/// it would be trusted forever, through a revoked session.
extension HostileFolderTests {
  /// The one saved account snapshot under this home.
  static func snapshotFile(_ cli: CLIHarness) throws -> URL {
    let caches = cli.home.appendingPathComponent("caches/servers")
    let all = FileManager.default.enumerator(atPath: caches.path)?.allObjects as? [String] ?? []
    let path = try #require(all.first { $0.hasSuffix("snapshot.json") }, "no saved snapshot")
    return caches.appendingPathComponent(path)
  }

  /// Re-dates the saved snapshot to `now + offset`, as a clock that far off would have.
  static func redateSnapshot(_ cli: CLIHarness, by offset: TimeInterval) throws {
    let file = try snapshotFile(cli)
    var snapshot = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
    let key = try #require(["saved_at", "savedAt"].first { snapshot[$0] != nil }, "\(snapshot.keys)")
    snapshot[key] = ISO8601DateFormatter().string(from: Date().addingTimeInterval(offset))
    try JSONSerialization.data(withJSONObject: snapshot, options: [.sortedKeys]).write(to: file)
  }

  @Test("A saved account from the future is stale, both ways a clock can be wrong")
  func aSnapshotFromTheFutureIsNeverFresh() async throws {
    try await DevServer.with(arguments: ["--magic-link-cooldown", "0"]) { server in
      let cli = CLIHarness(api: server.baseURL)
      _ = try await CLITestSupport.signIn(cli, server: server)
      #expect(await cli.run(["language", "set", "en"]).code == .success)
      let asks = { server.requestCount("POST", "/rpc/me") }

      // A copy seconds old answers without asking: the design (ADR 0012), as a control.
      try Self.redateSnapshot(cli, by: -5)
      var before = asks()
      #expect(await cli.run(["whoami"]).code == .success)
      #expect(asks() == before, "a fresh copy answers at once")

      // Saved while the clock was an hour ahead (or read now with a clock an hour behind).
      try Self.redateSnapshot(cli, by: 3_600)
      before = asks()
      #expect(await cli.run(["whoami"]).code == .success)
      #expect(asks() == before + 1, "a copy from the future is not fresh: the server is asked")

      // Saved with a clock a day behind (or read with a clock a day ahead): old, asked too.
      try Self.redateSnapshot(cli, by: -86_400 * 2)
      before = asks()
      #expect(await cli.run(["whoami"]).code == .success)
      #expect(asks() == before + 1)

      // The finding: revoked on the server, a future-dated copy must not say "Signed in".
      try Self.redateSnapshot(cli, by: 3_600)
      #expect(
        try await SayWhatHappenedTests.status("logout", token: SayWhatHappenedTests.storedAccessToken(cli), on: server)
          == 204)
      let whoami = await cli.run(["whoami"])
      #expect(whoami.code == .failure, "\(whoami.out)")
      #expect(!whoami.out.contains("Signed in"), "\(whoami.out)")
    }
  }
}
