import Foundation
import Networking
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("APIClient cancellation")
struct APIClientCancellationTests {
  #if canImport(FoundationNetworking)
    /// Cancelling a request just as its answer arrives must end it, never hang it. FoundationNetworking's
    /// own `data(for:)` (Swift 6.3) deadlocks in that race (swift-corelibs-foundation#5412): two loaded
    /// end-to-end runs hung in it when an upload queue stopped mid-request. Each cancel here lands within
    /// a millisecond or two of the answer; the whole loop must finish well inside its time limit.
    @Test(.timeLimit(.minutes(3))) func cancellingAsTheAnswerArrivesNeverHangs() async throws {
      let server = try KeepAliveServer()
      defer { server.stop() }
      let client = APIClient(
        configuration: APIClientConfiguration(
          environment: APIEnvironment(name: .development, baseURL: server.baseURL),
          session: URLSession(configuration: .ephemeral)))
      var outcomes: [String: Int] = [:]
      for index in 0..<400 {
        let request = Task {
          try await client.send(Endpoint<EmptyResponse>.rpc("me", isIdempotent: false, requiresAuth: false))
        }
        try await Task.sleep(for: .microseconds(200 * (index % 15)))
        request.cancel()
        switch await request.result {
        case .success: outcomes["answered", default: 0] += 1
        case .failure(let error as NetworkError) where error == .cancelled: outcomes["cancelled", default: 0] += 1
        case .failure(let error): Issue.record("unexpected \(error)")
        }
      }
      #expect(outcomes.values.reduce(0, +) == 400, "\(outcomes)")
      #expect(outcomes["cancelled", default: 0] > 0, "some cancels landed before the answer: \(outcomes)")
    }
  #endif
}
