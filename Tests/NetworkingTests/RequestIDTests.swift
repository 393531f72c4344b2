import Foundation
import Networking
import Observability
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Request ids are no longer `UUID()` (three system calls per request on Linux): they must still
/// be distinct, shared by a call's attempts, and well-formed version-4 UUIDs.
@Suite("Request ids")
struct RequestIDTests {
  struct Recorder: NetworkEventMonitor {
    let attempts = LockedValue<[NetworkAttempt]>([])
    func attemptDidFinish(_ attempt: NetworkAttempt) { attempts.withLock { $0.append(attempt) } }
  }

  @Test func everyCallHasItsOwnVersion4IDSharedByItsAttempts() async throws {
    let recorder = Recorder()
    let calls = LockedValue(0)
    let transport = HTTPTransport { request in
      // Every other attempt fails with a dropped connection, so each call makes two attempts.
      let count = calls.withLock { value -> Int in
        value += 1
        return value
      }
      if count % 2 == 1 { throw URLError(.networkConnectionLost) }
      return (
        Data("{}".utf8), HTTPURLResponse(url: request.url!, statusCode: 200, httpVersion: nil, headerFields: nil)!
      )
    }
    let client = APIClient(
      configuration: .init(
        environment: APIEnvironment(name: "test", baseURL: URL(string: "https://api.example.com")!),
        monitors: [recorder], time: TestClock().source(recordingSleeps: { _ in }), transport: transport))
    for _ in 0..<500 {
      _ = try await client.send(Endpoint<EmptyResponse>(path: "/ping", method: .get, requiresAuth: false))
    }
    let attempts = recorder.attempts.value
    #expect(attempts.count == 1_000)
    let byCall = Dictionary(grouping: attempts, by: \.requestID)
    #expect(byCall.count == 500)
    #expect(byCall.values.allSatisfy { $0.map(\.attemptNumber).sorted() == [1, 2] })
    for id in byCall.keys {
      let bytes = id.uuid
      #expect(bytes.6 >> 4 == 4, "version 4: \(id)")
      #expect(bytes.8 >> 6 == 0b10, "RFC 4122 variant: \(id)")
    }
  }
}
