#if canImport(FoundationNetworking)
  import Foundation
  import FoundationNetworking
  import Networking
  import TestSupport
  import Testing

  /// An answer that breaks HTTP is `.badServerResponse` (read as `.invalidResponse`, "could not be
  /// read"), never a lost connection (read as "offline"): the server was reached (ADR 0046).
  @Suite("CurlEngine protocol violations", .timeLimit(.minutes(2)))
  struct CurlEngineProtocolTests {
    static let policy = TransferPolicy(connectTimeout: .seconds(5), stallTimeout: .seconds(20), deadline: .seconds(60))

    @Test(arguments: ProtocolViolation.allCases)
    func aBrokenAnswerIsABadServerResponse(violation: ProtocolViolation) async throws {
      let front = try HostileFront { _ in violation.answer }
      defer { front.stop() }
      var request = URLRequest(url: front.baseURL.appendingPathComponent("rpc/me"))
      request.httpMethod = "POST"
      request.httpBody = Data("{}".utf8)
      do {
        _ = try await CurlEngine().data(for: request, policy: Self.policy)
        Issue.record("\(violation.rawValue): an answer was delivered")
      } catch let error as URLError {
        #expect(error.code == .badServerResponse, "\(violation.rawValue): \(error.code), \(error.localizedDescription)")
      }
    }

    @Test func nothingListeningIsStillAConnectionFailure() async throws {
      let front = try HostileFront { _ in .forward }
      let url = front.baseURL
      front.stop()
      do {
        _ = try await CurlEngine().data(for: URLRequest(url: url), policy: Self.policy)
        Issue.record("a closed port answered")
      } catch let error as URLError {
        #expect(error.code == .cannotConnectToHost)
      }
    }
  }
#endif
