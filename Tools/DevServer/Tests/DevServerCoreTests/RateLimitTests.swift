import HTTPTypes
import HummingbirdTesting
import Testing

@testable import DevServerCore

@Suite("Magic link rate limits")
struct RateLimitTests {
  @Test("A second link within 60 s is 429 cooldown with Retry-After")
  func cooldown() async throws {
    try await TestHarness.run { harness, client in
      #expect(try await client.rpc("request_magic_link", ["email": "a@example.com"]).status == .accepted)
      harness.clock.advance(seconds: 20)
      let early = try await client.rpc("request_magic_link", ["email": "a@example.com"])
      #expect(early.status == .tooManyRequests)
      #expect(early.errorCode == "cooldown")
      #expect(early.headers[.retryAfter] == "40")
      harness.clock.advance(seconds: 40)
      #expect(try await client.rpc("request_magic_link", ["email": "a@example.com"]).status == .accepted)
    }
  }

  @Test("Five links per email per hour, then 429 rate_limited until the window reopens")
  func perEmailLimit() async throws {
    try await TestHarness.run { harness, client in
      for _ in 0..<5 {
        #expect(try await client.rpc("request_magic_link", ["email": "a@example.com"]).status == .accepted)
        harness.clock.advance(seconds: 61)
      }
      let limited = try await client.rpc("request_magic_link", ["email": "a@example.com"])
      #expect(limited.status == .tooManyRequests)
      #expect(limited.errorCode == "rate_limited")
      // The first request was 5 × 61 s ago; it leaves the window after 3600 s.
      #expect(limited.headers[.retryAfter] == String(3600 - 5 * 61))
      harness.clock.advance(seconds: 3600 - 5 * 61)
      #expect(try await client.rpc("request_magic_link", ["email": "a@example.com"]).status == .accepted)
    }
  }

  @Test("Five links per client IP per hour, whatever the email")
  func perIPLimit() async throws {
    try await TestHarness.run { _, client in
      for index in 0..<5 {
        let response = try await client.rpc("request_magic_link", ["email": "user\(index)@example.com"])
        #expect(response.status == .accepted)
      }
      let limited = try await client.rpc("request_magic_link", ["email": "other@example.com"])
      #expect(limited.errorCode == "rate_limited")
      #expect(limited.headers[.retryAfter] == "3600")
    }
  }

  @Test("In dev mode only each address is limited: a person trying six addresses from 127.0.0.1 is not stopped")
  func devModeLimitsEachAddressOnly() async throws {
    try await TestHarness.run(configure: { $0.magicLinkLimitsClientIP = false }) { _, client in
      for index in 0..<6 {
        let response = try await client.rpc("request_magic_link", ["email": "user\(index)@example.com"])
        #expect(response.status == .accepted)
      }
      // The resend cooldown still answers in its own code, not as the hourly limit.
      #expect(try await client.rpc("request_magic_link", ["email": "user0@example.com"]).errorCode == "cooldown")
    }
  }

  @Test("Rejected requests send nothing")
  func rejectedRequestsSendNothing() async throws {
    try await TestHarness.run { harness, client in
      _ = try await client.rpc("request_magic_link", ["email": "a@example.com"])
      _ = try await client.rpc("request_magic_link", ["email": "a@example.com"])
      #expect(try await harness.services.outbox.messages(for: "a@example.com").count == 1)
      #expect(try await harness.count("SELECT COUNT(*) AS n FROM magic_links") == 1)
    }
  }
}
