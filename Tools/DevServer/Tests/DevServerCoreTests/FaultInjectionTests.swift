import HTTPTypes
import HummingbirdTesting
import NIOCore
import ServiceLifecycleTestKit
import Testing

@testable import DevServerCore

@Suite("Fault injection (dev mode)")
struct FaultInjectionTests {
  private func configure(_ client: some TestClientProtocol, _ json: String) async throws -> TestResponse {
    try await client.execute(
      uri: "/dev/faults", method: .post, headers: [.contentType: "application/json"], body: ByteBuffer(string: json))
  }

  @Test("/dev/* does not exist without --dev")
  func devRoutesNeedDevMode() async throws {
    try await TestHarness.run(configure: { $0.devMode = false }) { _, client in
      let faults = try await client.execute(uri: "/dev/faults", method: .get)
      #expect(faults.status == .notFound)
      let outbox = try await client.execute(uri: "/dev/outbox?email=a@example.com", method: .get)
      #expect(outbox.status == .notFound)
    }
  }

  @Test("A rate-limit burst answers the next N requests with 429 and Retry-After: 1")
  func rateLimitBurst() async throws {
    try await TestHarness.run { _, client in
      #expect(try await configure(client, #"{"rate_limit_burst": 2}"#).status == .ok)
      for _ in 0..<2 {
        let limited = try await client.rpc("app_config")
        #expect(limited.status == .tooManyRequests)
        #expect(limited.errorCode == "rate_limited")
        #expect(limited.headers[.retryAfter] == "1")
      }
      #expect(try await client.rpc("app_config").status == .ok)
      let status = try await client.execute(uri: "/dev/faults", method: .get)
      #expect((status.json["injected"] as? [String: Any])?["rate_limit"] as? Int == 2)
      #expect(status.json["rate_limit_burst"] as? Int == 0)
    }
  }

  @Test("error_rate 1 on one route answers error_status there only; /health and /dev are exempt")
  func errorRate() async throws {
    try await TestHarness.run { _, client in
      _ = try await configure(client, #"{"error_rate": {"/rpc/app_config": 1}, "error_status": 503}"#)
      let faulted = try await client.rpc("app_config")
      #expect(faulted.status == .serviceUnavailable)
      #expect(faulted.errorCode == "unavailable")
      #expect(try await client.rpc("request_magic_link", ["email": "a@example.com"]).status == .accepted)

      _ = try await configure(client, #"{"error_rate": {"*": 1}, "error_status": 500}"#)
      #expect(try await client.rpc("app_config").status == .internalServerError)
      #expect(try await client.execute(uri: "/health", method: .get).status == .ok)
      #expect(try await client.execute(uri: "/dev/faults", method: .get).status == .ok)
    }
  }

  @Test("routes limits the scope of every fault")
  func routeScope() async throws {
    try await TestHarness.run { _, client in
      _ = try await configure(client, #"{"rate_limit_burst": 5, "routes": ["/uploads"]}"#)
      #expect(try await client.rpc("app_config").status == .ok)
      let upload = try await client.execute(uri: "/uploads/rec_x", method: .put)
      #expect(upload.status == .tooManyRequests)
    }
  }

  @Test("DELETE clears configuration and counters; invalid configurations are 400")
  func resetAndValidation() async throws {
    try await TestHarness.run { _, client in
      _ = try await configure(client, #"{"error_rate": {"*": 1}}"#)
      _ = try await client.rpc("app_config")
      #expect(try await client.execute(uri: "/dev/faults", method: .delete).status == .noContent)
      let status = try await client.execute(uri: "/dev/faults", method: .get)
      #expect((status.json["injected"] as? [String: Any])?["error"] as? Int == 0)
      #expect(try await client.rpc("app_config").status == .ok)

      let invalid = try await configure(client, #"{"drop_connection_rate": 2}"#)
      #expect(invalid.status == .badRequest)
      #expect(invalid.json["message"] as? String == "Field `drop_connection_rate` must be between 0 and 1.")
    }
  }

  @Test("POST /dev/faults requires its body: empty is 400 invalid_request, {} configures no faults")
  func bodyIsRequired() async throws {
    try await TestHarness.run { _, client in
      _ = try await configure(client, #"{"rate_limit_burst": 1}"#)
      let withType = try await configure(client, "")
      let withoutType = try await client.execute(uri: "/dev/faults", method: .post, body: ByteBuffer())
      for response in [withType, withoutType] {
        #expect(response.status == .badRequest)
        #expect(response.errorCode == "invalid_request")
        #expect(response.json["message"] as? String == "A JSON request body is required.")
      }
      let status = try await client.execute(uri: "/dev/faults", method: .get)
      #expect(status.json["rate_limit_burst"] as? Int == 1)
      #expect(try await configure(client, "{}").status == .ok)
      #expect(try await client.rpc("app_config").status == .ok)
    }
  }

  @Test("Fractional or out-of-range numbers in integer fault fields are 400 invalid_request naming the field")
  func integerFields() async throws {
    try await TestHarness.run { _, client in
      let int64Range = "must be an integer between -9223372036854775808 and 9223372036854775807"
      let uint64Range = "must be an integer between 0 and 18446744073709551615"
      let cases: [(body: String, message: String)] = [
        (#"{"latency_ms": 2.5}"#, "Field `latency_ms` must be an integer."),
        (#"{"latency_ms": 9223372036854775808}"#, "Field `latency_ms` \(int64Range)."),
        (#"{"error_status": 503.5}"#, "Field `error_status` must be an integer."),
        (#"{"rate_limit_burst": 1e30}"#, "Field `rate_limit_burst` \(int64Range)."),
        (#"{"seed": 1.5}"#, "Field `seed` must be an integer."),
        (#"{"seed": -1}"#, "Field `seed` \(uint64Range)."),
        (#"{"seed": 18446744073709551616}"#, "Field `seed` \(uint64Range)."),
        (#"{"error_rate": {"*": 1e400}}"#, "Field `error_rate.*` is out of range."),
      ]
      for (body, message) in cases {
        let response = try await configure(client, body)
        #expect(response.status == .badRequest, "\(body)")
        #expect(response.errorCode == "invalid_request", "\(body)")
        #expect(response.json["message"] as? String == message, "\(body)")
      }
      #expect(throws: APIError.invalidField("seed", "must be an integer")) {
        try FaultConfiguration.parse(json: #"{"seed": 0.5}"#)
      }
      #expect(try await configure(client, #"{"seed": 18446744073709551615, "latency_ms": 1.0}"#).status == .ok)
    }
  }

  @Test("The same seed reproduces the same fault sequence")
  func seededSequence() async throws {
    try await TestHarness.run { _, client in
      func sequence() async throws -> [Bool] {
        _ = try await configure(client, #"{"error_rate": {"/rpc/app_config": 0.5}, "seed": 42}"#)
        var outcomes: [Bool] = []
        for _ in 0..<20 { outcomes.append(try await client.rpc("app_config").status == .ok) }
        return outcomes
      }
      let first = try await sequence()
      #expect(try await sequence() == first)
      #expect(first.contains(true) && first.contains(false))
    }
  }

  @Test("Latency is injected and counted")
  func latency() async throws {
    try await TestHarness.run { _, client in
      _ = try await configure(client, #"{"latency_ms": 1}"#)
      #expect(try await client.rpc("app_config").status == .ok)
      let status = try await client.execute(uri: "/dev/faults", method: .get)
      #expect((status.json["injected"] as? [String: Any])?["latency"] as? Int == 1)
    }
  }

  @Test("A stopping server answers a request held by latency with 503 at once", .timeLimit(.minutes(3)))
  func latencyEndsAtShutdown() async throws {
    try await TestHarness.run { harness, client in
      _ = try await configure(client, #"{"latency_ms": 60000, "routes": ["/rpc/app_config"]}"#)
      try await testGracefulShutdown { trigger in
        async let held = client.rpc("app_config")
        // Signalled by the injector's count: the request is in its delay when shutdown begins.
        while harness.services.faults.status.injected.latency == 0 { try await Task.sleep(for: .milliseconds(5)) }
        trigger.triggerGracefulShutdown()
        #expect(try await held.status == .serviceUnavailable)
      }
    }
  }

  @Test("Dropped connections close without an answer", .timeLimit(.minutes(3)))
  func dropConnection() async throws {
    try await TestHarness.run(mode: .live) { harness, client in
      harness.services.faults.configure(try FaultConfiguration.parse(json: #"{"drop_connection_rate": 1}"#))
      await #expect(throws: (any Error).self) { _ = try await client.rpc("app_config") }
      #expect(harness.services.faults.status.injected.drop == 1)
    }
  }

  @Test("Truncated bodies announce more bytes than they send", .timeLimit(.minutes(3)))
  func truncateBody() async throws {
    try await TestHarness.run(mode: .live) { harness, client in
      harness.services.faults.configure(try FaultConfiguration.parse(json: #"{"truncate_body_rate": 1}"#))
      await #expect(throws: (any Error).self) { _ = try await client.rpc("app_config") }
      #expect(harness.services.faults.status.injected.truncate == 1)
    }
  }

  @Test("--faults configures the injector at start")
  func startupConfiguration() async throws {
    let faults = try FaultConfiguration.parse(json: #"{"rate_limit_burst": 1}"#)
    try await TestHarness.run(configure: { $0.faults = faults }) { _, client in
      let first = try await client.rpc("app_config")
      #expect(first.status == .tooManyRequests)
      let second = try await client.rpc("app_config")
      #expect(second.status == .ok)
    }
  }
}
