import Foundation
import Networking
import Observability
import Storage
import TestSupport
import Testing
import Upload

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("Live transport: request construction and status mapping (URLProtocol stub)")
struct LiveTransportStubTests {
  let host = "uploads-\(UUID().uuidString.lowercased()).test"
  let temp: TemporaryDirectory
  let file: URL
  let seen = LockedValue<[URLRequest]>([])

  init() throws {
    temp = try TemporaryDirectory()
    file = temp.url.appending(path: "take.wav")
    try Data(repeating: 0x41, count: 1_000).write(to: file)
  }

  private func transport(answer: @escaping @Sendable (URLRequest) -> (Int, [String: String], Data)) -> UploadTransport {
    let seen = seen
    StubURLProtocol.register(host: host) { request in
      seen.withLock { $0.append(request) }
      return answer(request)
    }
    let configuration = URLSessionConfiguration.uploads
    configuration.protocolClasses = [StubURLProtocol.self]
    return .urlSession(configuration: configuration)
  }

  private func request(
    url: String? = nil, method: String = "PUT", headers: [String: String] = ["Content-Type": "audio/wav"]
  ) throws -> UploadRequest {
    let target = UploadTarget(
      remoteID: "rec_1",
      url: try #require(URL(string: url ?? "https://\(host)/uploads/rec_1?expires=1900000000&signature=abc123")),
      method: method, headers: headers, expiresAt: Date(timeIntervalSince1970: 1_900_000_000))
    return UploadRequest(fileURL: file, target: target, contentType: "audio/wav", byteSize: 1_000)
  }

  @Test func thePutCarriesTheSignedURLMethodAndServerHeaders() async throws {
    let transport = transport { _ in (204, [:], Data()) }
    let request = try request(method: "put", headers: ["Content-Type": "audio/wav", "X-Upload-Checksum": "abc"])
    #expect(try await transport.upload(request) { _, _ in } == .uploaded)

    let sent = try #require(seen.value.first)
    #expect(sent.httpMethod == "PUT")
    #expect(sent.url == request.target.url)
    #expect(sent.value(forHTTPHeaderField: "Content-Type") == "audio/wav")
    #expect(sent.value(forHTTPHeaderField: "X-Upload-Checksum") == "abc")
    #expect(sent.value(forHTTPHeaderField: "Authorization") == nil, "the signed URL is the credential")
  }

  @Test func theDeclaredContentTypeIsSentWhenTheServerNamesNone() async throws {
    let transport = transport { _ in (204, [:], Data()) }
    _ = try await transport.upload(try request(headers: [:])) { _, _ in }
    #expect(seen.value.first?.value(forHTTPHeaderField: "Content-Type") == "audio/wav")
  }

  static let cases: [(Int, String, [String: String], Result<UploadTransportResult, UploadTransportError>)] = [
    (204, "", [:], .success(.uploaded)),
    (200, "{}", [:], .success(.uploaded)),
    (409, #"{"code":"already_completed","message":"Done."}"#, [:], .success(.alreadyCompleted)),
    (403, #"{"code":"upload_url_expired","message":"Expired."}"#, [:], .failure(.expired)),
    (
      403, #"{"code":"invalid_signature","message":"Bad."}"#, [:],
      .failure(.rejected(status: 403, code: "invalid_signature"))
    ),
    (
      422, #"{"code":"checksum_mismatch","message":"No."}"#, [:],
      .failure(.rejected(status: 422, code: "checksum_mismatch"))
    ),
    (422, #"{"code":"size_mismatch","message":"No."}"#, [:], .failure(.rejected(status: 422, code: "size_mismatch"))),
    (
      413, #"{"code":"payload_too_large","message":"Big."}"#, [:],
      .failure(.rejected(status: 413, code: "payload_too_large"))
    ),
    (409, #"{"code":"conflict","message":"?"}"#, [:], .failure(.rejected(status: 409, code: "conflict"))),
    (
      429, #"{"code":"rate_limited","message":"Slow."}"#, ["Retry-After": "7"],
      .failure(.network(.rateLimited(retryAfter: 7)))
    ),
    (
      503, #"{"code":"unavailable","message":"Later."}"#, [:],
      .failure(.network(.server(status: 503, code: "unavailable", message: nil)))
    ),
    (502, "<html>bad gateway</html>", [:], .failure(.network(.server(status: 502, code: nil, message: nil)))),
  ]

  @Test(arguments: cases)
  func statusesMapToOutcomes(
    status: Int, body: String, headers: [String: String], expected: Result<UploadTransportResult, UploadTransportError>
  ) async throws {
    let transport = transport { _ in
      (status, headers.merging(["Content-Type": "application/json"]) { a, _ in a }, Data(body.utf8))
    }
    let request = try request()
    let result: Result<UploadTransportResult, UploadTransportError>
    do throws(UploadTransportError) {
      result = .success(try await transport.upload(request) { _, _ in })
    } catch {
      result = .failure(error)
    }
    #expect(result == expected)
  }

  @Test func cleartextToANonLoopbackHostIsRefusedBeforeSending() async throws {
    let transport = transport { _ in (204, [:], Data()) }
    let request = try request(url: "http://\(host)/uploads/rec_1?signature=abc")
    await #expect(throws: UploadTransportError.network(.insecureURL("plain http is allowed only for loopback hosts"))) {
      try await transport.upload(request) { _, _ in }
    }
    #expect(seen.value.isEmpty)
  }

  @Test func aMissingFileIsNotANetworkError() async throws {
    let transport = transport { _ in (204, [:], Data()) }
    var request = try request()
    request.fileURL = temp.url.appending(path: "gone.wav")
    await #expect(throws: UploadTransportError.fileUnreadable) {
      try await transport.upload(request) { _, _ in }
    }
    #expect(seen.value.isEmpty)
  }
}

@Suite("Live transport against a loopback HTTP server")
struct LiveTransportLoopbackTests {
  private func makeFile(bytes: Int) throws -> (TemporaryDirectory, URL, String) {
    let temp = try TemporaryDirectory()
    let url = temp.url.appending(path: "take.wav")
    var data = Data(capacity: bytes)
    for index in 0..<bytes { data.append(UInt8(truncatingIfNeeded: index &* 7 &+ index >> 8)) }
    try data.write(to: url)
    return (temp, url, SHA256.hash(data).hexString)
  }

  private func request(_ server: LoopbackHTTPServer, file: URL, bytes: Int) -> UploadRequest {
    let target = UploadTarget(
      remoteID: "rec_1",
      url: server.baseURL.appending(path: "uploads/rec_1").appending(queryItems: [
        URLQueryItem(name: "expires", value: "1900000000"), URLQueryItem(name: "signature", value: "abc"),
      ]),
      method: "PUT", headers: ["Content-Type": "audio/wav"], expiresAt: .distantFuture)
    return UploadRequest(fileURL: file, target: target, contentType: "audio/wav", byteSize: bytes)
  }

  @Test func theFileStreamsWholeWithProgressUpToTheTotal() async throws {
    let size = 3 * 1024 * 1024 + 123
    let (temp, file, sha) = try makeFile(bytes: size)
    let server = try LoopbackHTTPServer(answers: [.status(204, body: "")])
    defer { server.stop() }
    let progress = LockedValue<[Int]>([])

    // Limits far past the test's run: it checks what arrives, not how fast (under ThreadSanitizer on a loaded
    // machine the uploads policy's 60 s of silence once ran out mid-body).
    var patient = TransferPolicy.uploads
    patient.stallTimeout = .seconds(600)
    let transport = UploadTransport.live(transfer: patient)
    let result = try await transport.upload(request(server, file: file, bytes: size)) { sent, total in
      #expect(total == size)
      progress.withLock { $0.append(sent) }
    }

    #expect(result == .uploaded)
    let received = try #require(server.received.value.first)
    #expect(received.method == "PUT")
    #expect(received.path == "/uploads/rec_1?expires=1900000000&signature=abc")
    #expect(received.headers["content-type"] == "audio/wav")
    #expect(received.headers["content-length"] == "\(size)")
    #expect(received.headers["transfer-encoding"] == nil, "a plain Content-Length body, never chunked")
    #expect(received.byteCount == size)
    #expect(received.sha256 == sha)
    #expect(progress.value.count > 1, "progress arrives in chunks while the body streams")
    #expect(progress.value == progress.value.sorted())
    #expect(progress.value.last == size)
    _ = temp
  }

  @Test func anExpiredAnswerIsParsedFromTheRealBody() async throws {
    let (temp, file, _) = try makeFile(bytes: 10_000)
    let server = try LoopbackHTTPServer(answers: [
      .status(403, body: #"{"code":"upload_url_expired","message":"Expired."}"#)
    ])
    defer { server.stop() }
    await #expect(throws: UploadTransportError.expired) {
      try await UploadTransport.live().upload(request(server, file: file, bytes: 10_000)) { _, _ in }
    }
    _ = temp
  }

  /// Ten drops in a row: with a DispatchIO file body, FoundationNetworking crashed the process in
  /// about a third of these (see `URLSessionUploader`), so this is the regression test.
  @Test func aConnectionDroppedMidBodyIsTransientAndNeverCrashes() async throws {
    let size = 1024 * 1024
    let (temp, file, _) = try makeFile(bytes: size)
    let server = try LoopbackHTTPServer(answers: Array(repeating: .dropAfter(bytes: 64 * 1024), count: 10))
    defer { server.stop() }
    let transport = UploadTransport.live()
    for _ in 0..<10 {
      let error: UploadTransportError? = await {
        do throws(UploadTransportError) {
          _ = try await transport.upload(request(server, file: file, bytes: size)) { _, _ in }
          return nil
        } catch {
          return error
        }
      }()
      guard case .network(let networkError) = error else {
        Issue.record("expected a network error, got \(String(describing: error))")
        return
      }
      #expect(networkError.isTransient)
    }
    _ = temp
  }

  @Test func anEarlyAnswerBeforeTheBodyIsReadNeverCrashes() async throws {
    let size = 1024 * 1024
    let (temp, file, _) = try makeFile(bytes: size)
    let body = #"{"code":"upload_url_expired","message":"Expired."}"#
    let server = try LoopbackHTTPServer(answers: Array(repeating: .early(403, body: body), count: 10))
    defer { server.stop() }
    let transport = UploadTransport.live()
    for _ in 0..<10 {
      let error: UploadTransportError? = await {
        do throws(UploadTransportError) {
          _ = try await transport.upload(request(server, file: file, bytes: size)) { _, _ in }
          return nil
        } catch {
          return error
        }
      }()
      // Depending on timing libcurl reads the 403 or only sees the reset: either way the queue
      // renews or retries, and the process lives.
      switch error {
      case .expired?: break
      case .network(let networkError)? where networkError.isTransient: break
      default: Issue.record("unexpected outcome \(String(describing: error))")
      }
    }
    _ = temp
  }

  @Test func theQueueUploadsThroughTheLiveTransportEndToEnd() async throws {
    let server = try LoopbackHTTPServer(answers: [
      .status(503, body: #"{"code":"unavailable","message":"Later."}"#), .status(204, body: ""),
    ])
    defer { server.stop() }
    let harness = try Harness()
    let take = try harness.makeRecording(bytes: 200_000)
    let sha = try SHA256.hash(fileAt: take).hexString
    let baseURL = server.baseURL
    let api = UploadAPI(
      createUpload: { _, _, _, _, _ throws(NetworkError) in
        UploadTarget(
          remoteID: "rec_9", url: baseURL.appending(path: "uploads/rec_9"), method: "PUT",
          headers: ["Content-Type": "audio/wav"], expiresAt: .distantFuture)
      },
      renewUpload: { _ throws(NetworkError) in throw .notFound },
      completeUpload: { id throws(NetworkError) in CompletedUpload(remoteID: id, sha256: sha, byteSize: 200_000) })
    let queue = UploadQueue(
      directory: harness.uploads, api: api, transport: .live(), configuration: harness.configuration)
    try await queue.enqueue(file: take, metadata: ["item": "en-001"], contentType: "audio/wav")
    await queue.settle()

    #expect(queue.jobs.map(\.phase) == [.done])
    #expect(server.received.value.map(\.byteCount) == [200_000, 200_000])
    #expect(server.received.value.last?.sha256 == sha)
    #expect(harness.sleeps.value.count == 1, "the 503 waited once")
  }
}
