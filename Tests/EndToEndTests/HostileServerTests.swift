import CLITestSupport
import ChatterboxCommands
import ChatterboxComposition
import Foundation
import Observability
import TerminalUI
import TestSupport
import Testing

/// The CLI against a hostile front: a loopback proxy in front of the real dev server that forwards
/// until a test tells it to redirect, rewrite or garble an answer. A second listener stands for
/// "another origin" and must never hear a thing.
@Suite("Hostile server in front of the dev server", .enabled(if: devServerAvailable), .serialized)
struct HostileServerTests {
  /// What the front does now: `nil` forwards everything.
  final class Script: Sendable {
    let misbehave = LockedValue<(@Sendable (HostileFront.Request) -> HostileFront.Answer?)?>(nil)

    func answer(_ request: HostileFront.Request) -> HostileFront.Answer {
      misbehave.value?(request) ?? .forward
    }

    /// Answers `path` with `answer`, forwards the rest.
    func on(_ path: String, _ answer: HostileFront.Answer) {
      misbehave.withLock { $0 = { request in request.path == path ? answer : nil } }
    }
  }

  /// A dev server, a front that forwards to it, another origin that records, and a CLI home
  /// signed in through the front.
  struct Stage {
    let server: DevServer
    let front: HostileFront
    let other: HostileFront
    let script: Script
    let cli: CLIHarness
    let email: String
  }

  static func withStage(_ body: (Stage) async throws -> Void) async throws {
    try await DevServer.with(arguments: ["--magic-link-cooldown", "0", "--magic-link-rate-limit", "100"]) { server in
      let script = Script()
      let front = try HostileFront(upstream: server.baseURL) { script.answer($0) }
      defer { front.stop() }
      let other = try HostileFront { _ in .respond(status: 200, headers: ["content-type": "application/json"]) }
      defer { other.stop() }
      let cli = CLIHarness(api: front.baseURL)
      let email = try await signInThrough(front, server: server, cli: cli)
      try await body(Stage(server: server, front: front, other: other, script: script, cli: cli, email: email))
    }
  }

  /// Signs a fresh learner in with every request through the front (the link is rewritten to it).
  static func signInThrough(_ front: HostileFront, server: DevServer, cli: CLIHarness) async throws -> String {
    let email = "hostile-\(UUID().uuidString.prefix(6).lowercased())@example.com"
    let login = await cli.run(["login", "--email", email])
    #expect(login.code == .success, "\(login.err)")
    let link = try await server.latestMessage(for: email).link.replacingOccurrences(
      of: server.baseURL.absoluteString.trimmingCharacters(in: CharacterSet(charactersIn: "/")),
      with: front.baseURL.absoluteString)
    let opened = await cli.run(["open", link])
    #expect(opened.code == .success, "\(opened.err)")
    #expect(await cli.run(["language", "set", "en"]).code == .success)
    return email
  }

  /// The bearer tokens the front has seen: none of them may reach the other origin, or any output.
  static func tokensSeen(by front: HostileFront) -> Set<String> {
    Set(
      front.received.compactMap { $0.headers["authorization"] }.map { $0.replacingOccurrences(of: "Bearer ", with: "") }
    )
  }

  @Test(
    "No request, token or body follows a redirect to another origin",
    arguments: [301, 302, 307, 308])
  func noCredentialFollowsARedirect(status: Int) async throws {
    try await Self.withStage { stage in
      let calls: [([String], String)] = [
        (["cues"], "/rpc/get_cues"), (["history"], "/rpc/list_recordings"), (["whoami", "--refresh"], "/rpc/me"),
        (["languages"], "/rpc/app_config"), (["logout"], "/rpc/logout"),
      ]
      for (arguments, path) in calls {
        let target = stage.other.url(path)
        stage.script.misbehave.withLock { rule in
          rule = { request in request.path == path ? .respond(status: status, headers: ["location": target]) : nil }
        }
        let before = stage.front.received.filter { $0.path == path }.count
        let result = await stage.cli.run(arguments)
        let hit = stage.front.received.filter { $0.path == path }.count > before
        #expect(
          stage.other.received.isEmpty,
          "\(arguments) \(status): the other origin heard \(stage.other.received.map(\.path))")
        if hit {
          #expect(
            result.code != .success || arguments == ["languages"],
            "\(arguments) \(status): \(result.code) \(result.out) \(result.err)")
        }
        for token in Self.tokensSeen(by: stage.front) {
          #expect(!result.out.contains(token) && !result.err.contains(token))
        }
      }
      #expect(stage.front.received.contains { $0.path == "/rpc/logout" }, "logout never reached the front")
    }
  }

  @Test("A redirect to a host the transport policy refuses is not followed")
  func policyRefusedHostIsNotFollowed() async throws {
    try await Self.withStage { stage in
      // 0.0.0.0 reaches this machine's listeners, so the other origin would hear a followed redirect.
      let target = "http://0.0.0.0:\(stage.other.port)/rpc/get_cues"
      stage.script.misbehave.withLock { rule in
        rule = { request in request.path == "/rpc/get_cues" ? .respond(status: 307, headers: ["location": target]) : nil
        }
      }
      let result = await stage.cli.run(["cues", "--json"])
      #expect(stage.other.received.isEmpty)
      #expect(result.code != .success || result.err.contains("saved"), "\(result.out)\(result.err)")
    }
  }

  @Test("The upload PUT never follows a redirect, and the take waits in the queue")
  func uploadRedirectIsRefusedAndTheTakeIsKept() async throws {
    try await Self.withStage { stage in
      let serverBase = stage.server.baseURL.absoluteString.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
      let frontBase = stage.front.baseURL.absoluteString
      let elsewhere = stage.other.url("/stolen")
      // The signed upload URL now points at the front, which answers the PUT with a redirect.
      let redirectPuts = LockedValue(true)
      stage.script.misbehave.withLock { rule in
        rule = { request in
          if request.path == "/rpc/create_recording_upload" || request.path == "/rpc/renew_recording_upload" {
            return .rewrite { body in
              Data(String(decoding: body, as: UTF8.self).replacingOccurrences(of: serverBase, with: frontBase).utf8)
            }
          }
          if request.method == "PUT", redirectPuts.value {
            return .respond(status: 307, headers: ["location": elsewhere])
          }
          return nil
        }
      }
      let input = try ToneFile.makeInput()
      defer { try? FileManager.default.removeItem(at: input) }
      let practice = await stage.cli.run(["practice", "en-002", "--audio", input.path])
      #expect(practice.code != .success, "\(practice.out)")
      #expect(stage.front.received.contains { $0.method == "PUT" })
      #expect(stage.other.received.isEmpty)

      // The take was kept: once the front stops redirecting, the queue delivers it.
      redirectPuts.withLock { $0 = false }
      let retry = await stage.cli.run(["uploads", "retry", "--timeout", "30"])
      #expect(retry.code == .success, "\(retry.out)\(retry.err)")
      let history = await stage.cli.run(["history", "--json"])
      #expect(history.out.contains("en-002"), "\(history.out)")
    }
  }
}
