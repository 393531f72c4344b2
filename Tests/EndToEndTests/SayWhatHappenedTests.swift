import CLITestSupport
import ChatterboxCommands
import ChatterboxComposition
import Foundation
import Observability
import TerminalUI
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Issue 24, "say what happened", end to end against the dev server: a command that says yes
/// means yes. `logout` says when the server did not confirm; an answer that could not be read is
/// never passed off as "offline". The folder cases (a state that was not saved, a saved account
/// dated in the future) are `HostileFolderTests+ReadOnly` and `+Clock`, which use the helpers here.
@Suite("Say what happened", .enabled(if: devServerAvailable), .serialized)
struct SayWhatHappenedTests {
  typealias Script = HostileServerTests.Script

  /// A dev server, a front that forwards to it until told otherwise, and a CLI signed in through
  /// the front with English chosen (`HostileServerTests`' stage).
  static func withFront(_ body: (DevServer, Script, CLIHarness) async throws -> Void) async throws {
    try await HostileServerTests.withStage { stage in try await body(stage.server, stage.script, stage.cli) }
  }

  /// The access token the CLI saved for its server (never printed: tests only send it).
  static func storedAccessToken(_ cli: CLIHarness) throws -> String {
    let folder = cli.home.appendingPathComponent("data/secure")
    let name = try #require(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).first { $0.hasPrefix("session.") })
    let data = try Data(contentsOf: folder.appendingPathComponent(name))
    let stored = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    return try #require(stored["accessToken"] as? String)
  }

  /// The dev server's status for `POST /rpc/<name>` with `token`, asked directly.
  static func status(_ name: String, token: String, on server: DevServer) async throws -> Int {
    var request = URLRequest(url: server.baseURL.appendingPathComponent("rpc/\(name)"))
    request.httpMethod = "POST"
    request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.httpBody = Data("{}".utf8)
    let (_, response) = try await URLSession(configuration: .ephemeral).data(for: request)
    return (response as? HTTPURLResponse)?.statusCode ?? 0
  }

  @Test("logout without the server's confirmation says so and exits non-zero", arguments: [302, 500])
  func logoutTheServerDidNotConfirm(status: Int) async throws {
    try await Self.withFront { server, script, cli in
      let token = try Self.storedAccessToken(cli)
      let elsewhere = try HostileFront { _ in .respond(status: 204) }
      defer { elsewhere.stop() }
      script.on("/rpc/logout", .respond(status: status, headers: ["location": elsewhere.url("/rpc/logout")]))

      let result = await cli.run(["logout"])
      #expect(result.code != .success)
      if status == 500 { #expect(result.code == .temporaryFailure) }
      #expect(result.err.contains("Signed out here; the server could not confirm"), "\(result.err)")
      #expect(!result.out.contains("Signed out."))
      // The words are true: signed out here, still valid on the server.
      #expect(await cli.run(["whoami"]).code == .failure)
      #expect(try await Self.status("me", token: token, on: server) == 200)
      #expect(!cli.everything().contains(token))
    }
  }

  @Test("logout says 'Signed out.' only when the server confirmed")
  func logoutTheServerConfirmed() async throws {
    try await Self.withFront { server, _, cli in
      let token = try Self.storedAccessToken(cli)
      let result = await cli.run(["logout"])
      #expect(result.code == .success && result.out.contains("Signed out."), "\(result.err)")
      #expect(try await Self.status("me", token: token, on: server) == 401)
    }
  }

  /// Answers a real server never gives: each must read "could not be read", never "offline".
  static let unreadable: [(String, HostileFront.Answer)] = [
    (
      "invalid UTF-8",
      .respond(
        status: 200, headers: ["content-type": "application/json"],
        body: Data([0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x3A, 0x31, 0x7D]))
    ),
    (
      "10,000 nested arrays",
      .respond(
        status: 200, headers: ["content-type": "application/json"],
        body: Data((String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)).utf8))
    ),
    ("truncated JSON", .rewrite { Data($0.prefix($0.count / 2)) }),
  ]

  @Test("An unreadable answer shows the saved copy, says why and exits 76", arguments: [0, 1, 2])
  func anUnreadableAnswerIsNotOffline(index: Int) async throws {
    let (name, garbled) = Self.unreadable[index]
    try await Self.withFront { _, script, cli in
      #expect(await cli.run(["cues"]).code == .success)  // saves the cues and the account
      #expect(await cli.run(["history"]).code == .success)

      script.on("/rpc/get_cues", garbled)
      let cues = await cli.run(["cues"])
      #expect(cues.code == .protocolError, "\(name): \(cues.code) \(cues.err)")
      #expect(cues.out.contains("The server's answer could not be read — showing saved cues"), "\(name): \(cues.out)")
      #expect(cues.out.contains("en-001"), "the saved cues are shown")
      #expect(!cues.out.contains("Showing saved cues") && !cues.out.contains("offline"))
      let json = try #require(
        try JSONSerialization.jsonObject(with: Data(await cli.run(["cues", "--json"]).out.utf8)) as? [String: Any])
      #expect(json["unreadable_answer"] as? Bool == true && json["offline"] as? Bool == true)

      script.on("/rpc/me", garbled)
      let whoami = await cli.run(["whoami", "--refresh"])
      #expect(whoami.code == .protocolError, "\(name): \(whoami.err)")
      #expect(whoami.out.contains("Signed in as") && whoami.out.contains("showing what was saved"), "\(whoami.out)")
      #expect(!whoami.out.contains("Offline"))

      script.on("/rpc/app_config", garbled)
      let languages = await cli.run(["languages"])
      #expect(languages.code == .protocolError, "\(name): \(languages.err)")
      #expect(languages.out.contains("The server's answer could not be read — showing what was saved"))

      // The history's saved copy stands in too (issue 35), in the same words and with the same exit code.
      script.on("/rpc/list_recordings", garbled)
      let history = await cli.run(["history"])
      #expect(history.code == .protocolError, "\(name): \(history.err)")
      #expect(history.out.contains("The server's answer could not be read — showing what was saved"), "\(history.out)")
      #expect(!history.out.contains("Offline"), "\(history.out)")
    }
  }
}
