import CLITestSupport
import ChatterboxCommands
import ChatterboxComposition
import Foundation
import TerminalUI
import TestSupport
import Testing

@Suite("chatterbox demo against the dev server", .enabled(if: devServerAvailable), .serialized)
struct DemoEndToEndTests {
  @Test func demoWalksTheWholeSessionWithoutLeakingSecrets() async throws {
    try await DevServer.with { server in
      let cli = CLIHarness(api: server.baseURL)
      let result = await cli.run(["--api", server.baseURL.absoluteString, "demo", "--email", "demo-e2e@example.com"])
      #expect(result.code == .success, "\(result.err)")
      for step in [
        "Signed in as d•••@example.com.", "Language switched to Español", "Uploaded (3.0 s)", "1 of", "Français —",
        "Signed out.",
      ] {
        #expect(result.out.contains(step), "missing: \(step)")
      }
      #expect(!cli.everything().contains("demo-e2e@example.com"))
      #expect(!result.out.contains("token=") || result.out.contains("token=…"))
    }
  }
}
