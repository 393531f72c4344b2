import HTTPTypes
import HummingbirdTesting
import Testing

@testable import DevServerCore

@Suite("Idempotency-Key")
struct IdempotencyTests {
  @Test("The same key and body replays the first answer")
  func replay() async throws {
    try await TestHarness.run { harness, client in
      let tokens = try await client.signIn()
      let headers: HTTPFields = [.idempotencyKey: "profile-1"]
      let first = try await client.rpc(
        "set_active_profile", ["language_code": "fr"], token: tokens.access, headers: headers)
      #expect(first.status == .ok)
      #expect(first.headers[.idempotentReplayed] == nil)

      harness.clock.advance(seconds: 5)
      let second = try await client.rpc(
        "set_active_profile", ["language_code": "fr"], token: tokens.access, headers: headers)
      #expect(second.status == .ok)
      #expect(second.headers[.idempotentReplayed] == "true")
      #expect(second.text == first.text)
    }
  }

  @Test("The same key with another body is 422 idempotency_key_reused")
  func differentBody() async throws {
    try await TestHarness.run { _, client in
      let tokens = try await client.signIn()
      let headers: HTTPFields = [.idempotencyKey: "profile-1"]
      _ = try await client.rpc("set_active_profile", ["language_code": "fr"], token: tokens.access, headers: headers)
      let other = try await client.rpc(
        "set_active_profile", ["language_code": "es"], token: tokens.access, headers: headers)
      #expect(other.status == .unprocessableContent)
      #expect(other.errorCode == "idempotency_key_reused")
    }
  }

  @Test("Replaying request_magic_link does not send another message")
  func replayHasNoSideEffects() async throws {
    try await TestHarness.run { harness, client in
      let headers: HTTPFields = [.idempotencyKey: "link-1"]
      let first = try await client.rpc("request_magic_link", ["email": "a@example.com"], headers: headers)
      let second = try await client.rpc("request_magic_link", ["email": "a@example.com"], headers: headers)
      #expect(first.status == .accepted)
      #expect(second.status == .accepted)
      #expect(second.headers[.idempotentReplayed] == "true")
      #expect(try await harness.services.outbox.messages(for: "a@example.com").count == 1)
    }
  }

  @Test("Keys are scoped per caller")
  func scopedPerCaller() async throws {
    try await TestHarness.run { harness, client in
      let ana = try await client.signIn("ana@example.com")
      harness.clock.advance(seconds: 61)
      let ben = try await client.signIn("ben@example.com")
      let headers: HTTPFields = [.idempotencyKey: "same-key"]
      _ = try await client.rpc("set_active_profile", ["language_code": "fr"], token: ana.access, headers: headers)
      let other = try await client.rpc(
        "set_active_profile", ["language_code": "es"], token: ben.access, headers: headers)
      #expect(other.status == .ok)
      #expect(other.headers[.idempotentReplayed] == nil)
    }
  }

  @Test("Malformed keys are 400", arguments: ["", "has space", String(repeating: "k", count: 129), "semi;colon"])
  func malformedKey(key: String) async throws {
    try await TestHarness.run { _, client in
      let tokens = try await client.signIn()
      var headers = HTTPFields()
      headers[.idempotencyKey] = key
      let response = try await client.rpc(
        "set_active_profile", ["language_code": "fr"], token: tokens.access, headers: headers)
      #expect(response.status == .badRequest)
      #expect(response.errorCode == "invalid_request")
    }
  }

  @Test("Failed calls are not remembered, so a corrected retry runs")
  func failuresAreNotStored() async throws {
    try await TestHarness.run { _, client in
      let tokens = try await client.signIn()
      let headers: HTTPFields = [.idempotencyKey: "retry-me"]
      let failed = try await client.rpc(
        "set_active_profile", ["language_code": "xx"], token: tokens.access, headers: headers)
      #expect(failed.errorCode == "unsupported_language")
      let retried = try await client.rpc(
        "set_active_profile", ["language_code": "xx"], token: tokens.access, headers: headers)
      #expect(retried.errorCode == "unsupported_language")
      #expect(retried.headers[.idempotentReplayed] == nil)
    }
  }
}
