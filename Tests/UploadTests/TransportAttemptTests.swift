import Foundation
import Networking
import Observability
import TestSupport
import Testing
import Upload

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `UploadTransport.live(onAttempt:)`: every PUT sent is reported once, as the API client reports
/// its attempts, so the composition root can hand uploads to the network log.
@Suite("Live transport: the attempt observer")
struct TransportAttemptTests {
  let host = "attempts-\(UUID().uuidString.lowercased()).test"
  let temp: TemporaryDirectory
  let file: URL
  let seen = LockedValue<[NetworkAttempt]>([])

  init() throws {
    temp = try TemporaryDirectory()
    file = temp.url.appending(path: "take.wav")
    try Data(repeating: 0x41, count: 1_000).write(to: file)
  }

  private func transport(answer: @escaping @Sendable (URLRequest) -> (Int, [String: String], Data)) -> UploadTransport {
    StubURLProtocol.register(host: host, handler: answer)
    let configuration = URLSessionConfiguration.uploads
    configuration.protocolClasses = [StubURLProtocol.self]
    let seen = seen
    return .urlSession(configuration: configuration, onAttempt: { attempt in seen.withLock { $0.append(attempt) } })
  }

  private func request(url: String? = nil) throws -> UploadRequest {
    let target = UploadTarget(
      remoteID: "rec_1",
      url: try #require(URL(string: url ?? "https://\(host)/uploads/rec_1?expires=1900000000&signature=abc123")),
      method: "PUT", headers: ["Content-Type": "audio/wav"], expiresAt: Date(timeIntervalSince1970: 1_900_000_000))
    return UploadRequest(fileURL: file, target: target, contentType: "audio/wav", byteSize: 1_000)
  }

  @Test func aDeliveredPutIsReportedOnce() async throws {
    let transport = transport { _ in (204, ["X-Request-Id": "r-1"], Data()) }
    let request = try request()
    let before = Date()
    #expect(try await transport.upload(request) { _, _ in } == .uploaded)
    let attempt = try #require(seen.value.first)
    #expect(seen.value.count == 1)
    #expect(attempt.method == "PUT")
    #expect(attempt.url == request.target.url, "raw: the network log redacts the signature at its chokepoint")
    #expect(attempt.requestHeaders["Content-Type"] == "audio/wav")
    #expect(attempt.requestHeaders["Content-Length"] == "1000")
    #expect(attempt.requestBody == nil, "the body is the file, never loaded")
    #expect(attempt.status == 204)
    #expect(attempt.responseHeaders["X-Request-Id"] == "r-1")
    #expect(attempt.responseBody == nil)
    #expect(attempt.error == nil)
    #expect(attempt.outcome == .delivered)
    #expect(attempt.attemptNumber == 1)
    #expect(attempt.startedAt >= before && attempt.duration >= 0)
  }

  @Test func aRefusedPutCarriesTheErrorTheQueueGets() async throws {
    let body = Data(#"{"code":"upload_url_expired","message":"Expired."}"#.utf8)
    let transport = transport { _ in (403, ["Content-Type": "application/json"], body) }
    await #expect(throws: UploadTransportError.expired) { try await transport.upload(try request()) { _, _ in } }
    let attempt = try #require(seen.value.first)
    #expect(attempt.status == 403)
    #expect(attempt.responseBody == body)
    #expect(attempt.error == .forbidden(code: "upload_url_expired"))
    #expect(attempt.outcome == .failed(.forbidden(code: "upload_url_expired")))
  }

  @Test func aPutThatIsNeverSentIsNotReported() async throws {
    let transport = transport { _ in (204, [:], Data()) }
    await #expect(throws: UploadTransportError.self) {
      try await transport.upload(try request(url: "http://\(host)/uploads/rec_1?signature=abc")) { _, _ in }
    }
    var missing = try request()
    missing.fileURL = temp.url.appending(path: "gone.wav")
    await #expect(throws: UploadTransportError.fileUnreadable) { try await transport.upload(missing) { _, _ in } }
    #expect(seen.value.isEmpty)
  }

  @Test(arguments: [
    (UploadTransportError.expired, NetworkError.forbidden(code: "upload_url_expired")),
    (.rejected(status: 403, code: "invalid_signature"), .forbidden(code: "invalid_signature")),
    (.rejected(status: 404, code: "not_found"), .notFound),
    (.rejected(status: 422, code: "checksum_mismatch"), .server(status: 422, code: "checksum_mismatch", message: nil)),
    (.network(.offline), .offline),
    (.fileUnreadable, .encoding(details: "the file could not be read")),
  ])
  func transportErrorsMapToNetworkErrors(error: UploadTransportError, expected: NetworkError) {
    #expect(error.networkError == expected)
  }
}
