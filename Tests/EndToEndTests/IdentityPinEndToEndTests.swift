import CLITestSupport
import Foundation
import Observability
import TestSupport
import Testing

/// The identity pin end to end (issue 35, ADR 0043): a front that answers Ana's `refresh_session` with
/// Ben's real answer (his token, and separately his `user` too), as a caching front replaying one learner's
/// answer to another does. The device stays Ana's, the command says so in words, nothing is sent with Ben's
/// token, and Ana's next take lands in her own account while Ben's history is unchanged.
@Suite("Identity pinned across refreshes", .enabled(if: devServerAvailable), .serialized)
struct IdentityPinEndToEndTests {
  /// The answer to a request whose token the server no longer takes.
  static let expired = HostileFront.Answer.respond(
    status: 401, headers: ["content-type": "application/json"],
    body: Data(#"{"code":"token_expired","message":"The access token expired."}"#.utf8))

  /// Reads the flag and clears it: true once.
  static func take(_ flag: inout Bool) -> Bool {
    defer { flag = false }
    return flag
  }

  func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(text)")
  }

  @Test("A refresh answer for another account is refused and the device stays its own", arguments: [true, false])
  func aReplayedAnswerForAnotherAccountIsRefused(alsoTheirUser: Bool) async throws {
    try await DevServer.with(arguments: ["--magic-link-cooldown", "0", "--magic-link-rate-limit", "100"]) { server in
      // Ben's real refresh answer, read on its way through a front of his own.
      // A 401 on `me` makes the client refresh at once (no waiting for the token to age).
      let captured = LockedValue<Data?>(nil)
      let rejectBensNextMe = LockedValue(false)
      let bensFront = try HostileFront(upstream: server.baseURL) { request in
        if request.path == "/rpc/me", rejectBensNextMe.withLock({ Self.take(&$0) }) { return Self.expired }
        guard request.path == "/rpc/refresh_session" else { return .forward }
        return .rewrite { body in
          captured.withLock { $0 = body }
          return body
        }
      }
      defer { bensFront.stop() }
      let ben = CLIHarness(api: bensFront.baseURL)
      _ = try await HostileServerTests.signInThrough(bensFront, server: server, cli: ben)
      let bensWhoami = try json(await ben.run(["whoami", "--json"]).out)
      let bensID = try #require((bensWhoami["account"] as? [String: Any])?["id"] as? String)
      rejectBensNextMe.withLock { $0 = true }
      #expect(await ben.run(["whoami", "--refresh"]).code == .success)
      let bensAnswer = try json(String(decoding: try #require(captured.value), as: UTF8.self))
      let bensToken = try #require(bensAnswer["access_token"] as? String)
      let bensHistory = try json(await ben.run(["history", "--json"]).out)["items"] as? [[String: Any]] ?? []

      // Ana behind a front that, once told to, answers her refreshes with Ben's answer.
      // Ben's whole answer, or (his token alone) Ana's own answer with his access token in it.
      let replayed = LockedValue<Data?>(nil)
      let anasAnswer = LockedValue<Data?>(nil)
      let rejectAnasNextMe = LockedValue(false)
      let front = try HostileFront(upstream: server.baseURL) { request in
        if request.path == "/rpc/me", rejectAnasNextMe.withLock({ Self.take(&$0) }) { return Self.expired }
        guard request.path == "/rpc/refresh_session" else { return .forward }
        if let replay = replayed.value { return .rewrite { _ in replay } }
        return .rewrite { body in
          anasAnswer.withLock { $0 = body }
          return body
        }
      }
      defer { front.stop() }
      let ana = CLIHarness(api: front.baseURL)
      _ = try await HostileServerTests.signInThrough(front, server: server, cli: ana)
      let anasID = try #require(
        (try json(await ana.run(["whoami", "--json"]).out)["account"] as? [String: Any])?["id"] as? String)
      #expect(anasID != bensID)
      rejectAnasNextMe.withLock { $0 = true }
      #expect(await ana.run(["whoami", "--refresh"]).code == .success)  // her own answer, read on its way
      var answer = bensAnswer
      if !alsoTheirUser {
        answer = try json(String(decoding: try #require(anasAnswer.value), as: UTF8.self))
        answer["access_token"] = bensToken
      }
      let forged = try JSONSerialization.data(withJSONObject: answer)
      replayed.withLock { $0 = forged }
      rejectAnasNextMe.withLock { $0 = true }

      let refused = await ana.run(["whoami", "--refresh"])
      #expect(front.received.contains { $0.path == "/rpc/refresh_session" }, "the 401 made the client refresh")
      #expect(refused.code == .protocolError, "\(refused.code) \(refused.out) \(refused.err)")
      #expect(refused.err.contains("another account"), "\(refused.err)")
      #expect(!refused.out.contains(bensToken) && !refused.err.contains(bensToken))

      // Still Ana, with a take that lands in her account; nothing ever carried Ben's token through her front.
      let input = try ToneFile.makeInput()
      defer { try? FileManager.default.removeItem(at: input) }
      let practice = await ana.run(["practice", "en-001", "--audio", input.path, "--json", "--no-feedback"])
      #expect(practice.code == .success, "\(practice.code) \(practice.err)")
      let after = try json(await ana.run(["whoami", "--json"]).out)
      #expect((after["account"] as? [String: Any])?["id"] as? String == anasID)
      let anasHistory = try json(await ana.run(["history", "--json"]).out)["items"] as? [[String: Any]] ?? []
      #expect(anasHistory.count == 1, "the take is in Ana's own history")
      #expect(!front.received.contains { $0.headers["authorization"] == "Bearer \(bensToken)" })
      let bensNow = try json(await ben.run(["history", "--json"]).out)["items"] as? [[String: Any]] ?? []
      #expect(bensNow.count == bensHistory.count, "Ben's history is unchanged")
    }
  }
}
