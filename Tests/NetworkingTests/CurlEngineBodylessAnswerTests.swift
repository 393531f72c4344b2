#if canImport(FoundationNetworking)
  import Foundation
  import FoundationNetworking
  import Networking
  import TestSupport
  import Testing

  /// A `HEAD`'s `Content-Length` is the length a `GET` would have had, not a body: tus servers answer
  /// every `HEAD` with the upload's size, and the answer cap counts bytes received (issue 39).
  @Suite("CurlEngine bodyless answers", .timeLimit(.minutes(3)))
  struct CurlEngineBodylessAnswerTests {
    static let policy = TransferPolicy(
      maximumAnswerBytes: 64 << 10, connectTimeout: .seconds(5), stallTimeout: .seconds(20), deadline: .seconds(60))
    static let uploadSizeHead = Array(
      "HTTP/1.1 200 OK\r\nContent-Length: 104857600\r\nUpload-Offset: 4096\r\nTus-Resumable: 1.0.0\r\n\r\n".utf8)

    @Test func aHeadAnswerNamingALengthOverTheCapIsDelivered() async throws {
      let front = try HostileFront { _ in .raw(Self.uploadSizeHead) }
      defer { front.stop() }
      var request = URLRequest(url: front.baseURL.appendingPathComponent("files/abc"))
      request.httpMethod = "HEAD"
      let (data, response) = try await CurlEngine().data(for: request, policy: Self.policy)
      #expect(response.statusCode == 200)
      #expect(response.value(forHTTPHeaderField: "Upload-Offset") == "4096")
      #expect(data.isEmpty)
    }

    @Test func aGetAnswerNamingALengthOverTheCapIsStillRefusedBeforeItsBody() async throws {
      let front = try HostileFront { _ in .raw(Self.uploadSizeHead) }
      defer { front.stop() }
      do {
        _ = try await CurlEngine().data(
          for: URLRequest(url: front.baseURL.appendingPathComponent("files/abc")), policy: Self.policy)
        Issue.record("an answer over the cap was delivered")
      } catch let error as NetworkError {
        #expect(error == .answerTooLarge(limit: 64 << 10))
      }
    }
  }
#endif
