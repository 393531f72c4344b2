import Foundation
import Networking
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// "Retry on 502/503/504" has one home, ``RetryPolicy/retries(status:)``: the client's retry loop
/// and ``NetworkError/isTransient`` read it, so what is called transient is what is retried.
@Suite("Retryable statuses: one list", .timeLimit(.minutes(3)))
struct RetryableStatusTests {
  static let ok = TestServer.json(#"{"message_text":"ok","sent_at":"2026-11-22T12:00:00Z"}"#)

  @Test("The list is 502, 503 and 504")
  func theList() {
    #expect((100...599).filter(RetryPolicy.retries(status:)) == [502, 503, 504])
  }

  @Test(
    "A server error is transient exactly when its status is on the list",
    arguments: [500, 501, 502, 503, 504, 505, 599])
  func transientAgrees(status: Int) {
    #expect(
      NetworkError.server(status: status, code: nil, message: nil).isTransient == RetryPolicy.retries(status: status))
  }

  @Test(
    "An idempotent request is sent again exactly after a status on the list",
    arguments: [400, 408, 500, 501, 502, 503, 504, 505])
  func clientAgrees(status: Int) async throws {
    let server = TestServer { _, index in index == 1 ? (status, [:], Data()) : Self.ok }
    let endpoint = Endpoint<Greeting>.rpc("me", isIdempotent: true, requiresAuth: false)
    let delivered: Bool
    do {
      _ = try await server.client().send(endpoint)
      delivered = true
    } catch {
      delivered = false
    }
    #expect(delivered == RetryPolicy.retries(status: status))
    #expect(server.requests.value.count == (RetryPolicy.retries(status: status) ? 2 : 1))
  }
}
