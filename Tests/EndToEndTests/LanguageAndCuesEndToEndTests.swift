import CLITestSupport
import ChatterboxCommands
import ChatterboxComposition
import Foundation
import TerminalUI
import TestSupport
import Testing

@Suite("CLI languages and cues end to end", .enabled(if: devServerAvailable), .serialized)
struct LanguageAndCuesEndToEndTests {
  func cueIDs(_ result: CLIHarness.Result) throws -> [String] {
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    return (json["items"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
  }

  @Test func switchingThePracticeLanguageSwitchesTheCues() async throws {
    try await DevServer.with { server in
      let cli = CLIHarness(api: server.baseURL)
      _ = try await signIn(cli, server: server)

      let none = await cli.run(["cues"])
      #expect(none.code == .failure)
      #expect(none.err.contains("no practice language chosen yet"))

      #expect(await cli.run(["language", "set", "es"]).code == .success)
      let spanish = try cueIDs(await cli.run(["cues", "--count", "5", "--json"]))
      #expect(spanish.count == 5)
      #expect(spanish.allSatisfy { $0.hasPrefix("es-") })

      let switched = await cli.run(["language", "set", "fr"])
      #expect(switched.out.contains("Français"))
      let french = try cueIDs(await cli.run(["cues", "--json"]))
      #expect(!french.isEmpty && french.allSatisfy { $0.hasPrefix("fr-") })

      let whoami = await cli.run(["whoami", "--json"])
      #expect(whoami.out.contains(#""language_code":"fr""#))
      let settings = await cli.run(["--lang", "es", "settings", "--json"])
      #expect(settings.out.contains(#""code":"fr""#))
      #expect(settings.out.contains(#""localized_name":"francés""#))
      #expect(settings.out.contains(#""ui_language":"es""#))

      let unknown = await cli.run(["language", "set", "xx"])
      #expect(unknown.code == .usage)
      #expect(unknown.err.contains("choose one of"))
    }
  }

  @Test func languageNamesFollowTheUILanguage() async throws {
    try await DevServer.with { server in
      let cli = CLIHarness(api: server.baseURL)
      let french = await cli.run(["--lang", "fr", "languages", "--json"])
      #expect(french.out.contains(#""localized_name":"espagnol""#))
      #expect(french.out.contains(#""native_name":"Español""#))
    }
  }

  @Test func savedCuesShowWhenTheServerIsGone() async throws {
    let server = try await DevServer.start()
    let cli = CLIHarness(api: server.baseURL)
    _ = try await signIn(cli, server: server)
    #expect(await cli.run(["language", "set", "en"]).code == .success)
    let online = await cli.run(["cues", "--json"])
    #expect(online.out.contains(#""offline":false"#))
    // The session (refresh) itself needs the server, so restart it on the same data and port
    // is not possible; instead, break only the cue call with fault injection.
    try await server.setFaults(#"{"error_rate":{"/rpc/get_cues":1},"error_status":503}"#)
    let offline = await cli.run(["cues"])
    #expect(offline.code == .success, "\(offline.err)")
    #expect(offline.out.contains("Showing saved cues"))
    server.stop()
  }
}
