#if canImport(FoundationNetworking)
  import Foundation
  import FoundationNetworking
  import Networking
  import TestSupport
  import Testing

  /// An answer that breaks HTTP/2 is `.badServerResponse` (read as `.invalidResponse`, "could not be
  /// read"), as HTTP/1.1's are (``CurlEngineProtocolTests``), and a reset stays a lost connection
  /// (read as "offline"): a hostile HTTP/2 server on loopback behind TLS (``HostileHTTP2Server``).
  @Suite(
    "CurlEngine HTTP/2 protocol violations", .timeLimit(.minutes(2)),
    .enabled(
      if: HostileHTTP2Server.unavailableReason == nil,
      "\(HostileHTTP2Server.unavailableReason ?? "needs python3-h2 and openssl")"))
  struct CurlEngineHTTP2ProtocolTests {
    static func policy(trusting server: HostileHTTP2Server) -> TransferPolicy {
      TransferPolicy(
        connectTimeout: .seconds(5), stallTimeout: .seconds(20), deadline: .seconds(60),
        additionalTrustedCertificates: server.caFile)
    }

    /// The engine's error for one `POST` to `server` (an answer delivered is an issue).
    static func failure(from server: HostileHTTP2Server) async -> URLError? {
      var request = URLRequest(url: server.baseURL.appendingPathComponent("rpc/me"))
      request.httpMethod = "POST"
      request.httpBody = Data("{}".utf8)
      do {
        _ = try await CurlEngine().data(for: request, policy: policy(trusting: server))
        Issue.record("an answer was delivered")
        return nil
      } catch {
        #expect(error is URLError, "\(error)")
        return error as? URLError
      }
    }

    @Test(arguments: HTTP2Violation.allCases)
    func aBrokenHTTP2AnswerIsABadServerResponse(violation: HTTP2Violation) async throws {
      try await HostileHTTP2Server.with(violation) { server in
        let error = await Self.failure(from: server)
        #expect(
          error?.code == .badServerResponse,
          "\(violation.rawValue): \(String(describing: error?.code)), \(error?.localizedDescription ?? "")\n\(server.log)"
        )
        #expect(server.requestCount >= 1, "\(violation.rawValue): no HTTP/2 request arrived\n\(server.log)")
      }
    }

    @Test func aConnectionResetOverHTTP2IsStillALostConnection() async throws {
      try await HostileHTTP2Server.with(answering: .resetAfterRequest) { server in
        let error = await Self.failure(from: server)
        #expect(error?.code == .networkConnectionLost, "\(String(describing: error?.code))\n\(server.log)")
        #expect(server.requestCount >= 1, "no HTTP/2 request arrived\n\(server.log)")
      }
    }

    @Test func aFrameTooLongBeforeAnyHeaderIsABadServerResponse() async throws {
      try await HostileHTTP2Server.with(answering: .oversizedFrameBeforeHeaders) { server in
        let error = await Self.failure(from: server)
        #expect(server.requestCount >= 1, "no HTTP/2 request arrived\n\(server.log)")
        // libcurl 7.88 reports it as an empty reply, as it does an HTTP/1.1 server that closes without
        // answering; both are the server's fault (ADR 0070).
        #expect(error?.code == .badServerResponse, "\(String(describing: error?.code))\n\(server.log)")
      }
    }
  }
#endif
