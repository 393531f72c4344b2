import ChatterboxCLI
import Foundation
import Testing
import TestSupport

/// The two faults the chaos suite found in the session and the transport (Tools/Chaos/README.md,
/// issues 1 and 2), replayed through the CLI against the dev server.
@Suite("Lost answers and dropped connections end to end", .enabled(if: devServerAvailable), .serialized)
struct LostAnswerEndToEndTests {
  @Test func aLostRefreshAnswerKeepsTheLearnerSignedIn() async throws {
    try await DevServer.with { server in
      let cli = CLIHarness(api: server.baseURL)
      _ = try await signIn(cli, server: server)

      // The server rotates the refresh token every time, but the client never reads an answer.
      try await server.setFaults(#"{"truncate_body_rate":1,"routes":["/rpc/refresh_session"]}"#)
      let lost = await cli.run(["whoami"])
      #expect(lost.code == .unavailable, "\(lost.err)")
      try await server.setFaults(nil)

      // The next launch presents the spent token within the reuse interval (ADR 0009).
      let next = await cli.run(["whoami", "--json"])
      #expect(next.code == .success, "\(next.err)")
      #expect(!next.err.contains("refresh_token_reused"))
      #expect(await cli.run(["whoami"]).code == .success)
    }
  }
}
