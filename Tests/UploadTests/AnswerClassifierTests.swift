import Foundation
import Networking
import Storage
import TestSupport
import Testing
import Upload

/// The answer to an upload's bytes, read by the strategy the host supplies: Chatterbox's JSON codes
/// (the default) and S3's XML errors, including answers written to break a parser.
@Suite("Answer classifiers: Chatterbox and S3-style")
struct AnswerClassifierTests {
  typealias Outcome = Result<UploadTransportResult, UploadTransportError>

  static func xml(_ code: String, _ message: String) -> Data {
    Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <Error><Code>\(code)</Code><Message>\(message)</Message><RequestId>4442587FB7D0A2F9</RequestId></Error>
      """.utf8)
  }

  static let s3Cases: [(Int, Data, [String: String], Outcome)] = [
    (200, Data(), [:], .success(.uploaded)),
    (403, xml("AccessDenied", "Request has expired"), [:], .failure(.expired)),
    (403, xml("AccessDenied", "Request has expired at 2026-11-28T10:00:00Z"), [:], .failure(.expired)),
    (400, xml("ExpiredToken", "The provided token has expired."), [:], .failure(.expired)),
    (403, xml("RequestExpired", "Request has expired"), [:], .failure(.expired)),
    (403, xml("AccessDenied", "Access Denied"), [:], .failure(.rejected(status: 403, code: "AccessDenied"))),
    (
      403, xml("SignatureDoesNotMatch", "The request signature we calculated does not match"), [:],
      .failure(.rejected(status: 403, code: "SignatureDoesNotMatch"))
    ),
    (
      400, xml("EntityTooLarge", "Your proposed upload exceeds the maximum allowed size"), [:],
      .failure(.rejected(status: 400, code: "EntityTooLarge"))
    ),
    (
      503, xml("SlowDown", "Please reduce your request rate."), ["Retry-After": "3"],
      .failure(.network(.rateLimited(retryAfter: 3)))
    ),
    (
      400, xml("RequestTimeout", "Your socket connection to the server was not read from"), [:],
      .failure(.network(.timeout))
    ),
    (
      500, xml("InternalError", "We encountered an internal error."), [:],
      .failure(.network(.server(status: 500, code: "InternalError", message: nil)))
    ),
    (503, Data(), [:], .failure(.network(.server(status: 503, code: nil, message: nil)))),
    (307, Data(), [:], .failure(.network(.redirectRefused(.notFollowed(status: 307))))),
    (404, Data(), [:], .failure(.rejected(status: 404, code: nil))),
  ]

  @Test(arguments: 0..<s3Cases.count)
  func s3AnswersAreClassified(_ index: Int) {
    let (status, body, headers, expected) = Self.s3Cases[index]
    #expect(UploadAnswerClassifier.s3.classify(UploadAnswer(status: status, headers: headers, body: body)) == expected)
  }

  @Test func chatterboxIsTodaysMappingAndStaysTheDefault() {
    let classify = UploadAnswerClassifier.jsonCodes.classify
    func json(_ code: String) -> Data { Data(#"{"code":"\#(code)","message":"x"}"#.utf8) }
    #expect(classify(UploadAnswer(status: 204)) == .success(.uploaded))
    #expect(classify(UploadAnswer(status: 409, body: json("already_completed"))) == .success(.alreadyCompleted))
    #expect(classify(UploadAnswer(status: 403, body: json("upload_url_expired"))) == .failure(.expired))
    #expect(
      classify(UploadAnswer(status: 403, body: json("invalid_signature")))
        == .failure(.rejected(status: 403, code: "invalid_signature")))
    #expect(
      classify(UploadAnswer(status: 429, headers: ["retry-after": "7"]))
        == .failure(.network(.rateLimited(retryAfter: 7))))
    // An S3 expiry means nothing to Chatterbox's classifier: refused, as before this strategy existed.
    #expect(
      classify(UploadAnswer(status: 403, body: Self.xml("AccessDenied", "Request has expired")))
        == .failure(.rejected(status: 403, code: nil)))
  }

  /// Answers built to break a parser: each classifies as a plain refusal or retry, quickly, with no
  /// server text becoming a code.
  @Test func hostileAnswersClassifySafely() {
    let huge = Data("<Error><Code>".utf8) + Data(repeating: 0x41, count: 8 << 20) + Data("</Code></Error>".utf8)
    let deep = Data(String(repeating: "<a>", count: 200_000).utf8)
    let invalidUTF8 = Data([
      0x3C, 0x43, 0x6F, 0x64, 0x65, 0x3E, 0xFF, 0xFE, 0xC0, 0x80, 0x3C, 0x2F, 0x43, 0x6F, 0x64, 0x65, 0x3E,
    ])
    let entities = Data(
      """
      <!DOCTYPE e [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>
      <Error><Code>&b;</Code><Message>&b; expired</Message></Error>
      """.utf8)
    let markupInCode = Self.xml("<b>AccessDenied</b>", "Request has expired")
    let spaces = Self.xml("Access Denied", "Request has expired")
    let unclosed = Data("<Error><Code>AccessDenied<Message>Request has expired".utf8)
    let lateCode =
      Data(repeating: 0x20, count: S3ErrorDocument.scanLimit) + Self.xml("AccessDenied", "Request has expired")
    // Bounded by `S3ErrorDocument.scanLimit`, not parsed whole: a parse of 8 MiB would show as a slow or
    // hung test, not as a wall-clock bound asserted here.
    for body in [huge, deep, invalidUTF8, entities, markupInCode, spaces, unclosed, lateCode, Data()] {
      #expect(
        UploadAnswerClassifier.s3.classify(UploadAnswer(status: 403, body: body))
          == .failure(.rejected(status: 403, code: nil)))
      #expect(
        UploadAnswerClassifier.s3.classify(UploadAnswer(status: 502, body: body))
          == .failure(.network(.server(status: 502, code: nil, message: nil))))
      #expect(
        UploadAnswerClassifier.jsonCodes.classify(UploadAnswer(status: 403, body: body))
          == .failure(.rejected(status: 403, code: nil)))
    }
  }

  @Test func theScannerKeepsOnlyACodeShapedCodeAndDecodesTheMessage() {
    let document = S3ErrorDocument(Self.xml("AccessDenied", "Request &amp; token have &lt;expired&gt;"))
    #expect(document.code == "AccessDenied")
    #expect(document.message == "Request & token have <expired>")
    #expect(S3ErrorDocument(Self.xml(String(repeating: "A", count: 65), "x")).code == nil)
    #expect(S3ErrorDocument(Self.xml("Código", "x")).code == nil)
  }

  /// End to end: a presigned URL that the storage says expired once is renewed and sent again; the
  /// job is done and the renew call was made exactly once.
  @Test func anExpiredPresignedURLIsRenewedOnceThenDone() async throws {
    let temp = try TemporaryDirectory()
    let expired = String(decoding: Self.xml("AccessDenied", "Request has expired"), as: UTF8.self)
    let server = try LoopbackHTTPServer(answers: [.status(403, body: expired), .status(200, body: "")])
    defer { server.stop() }
    let file = temp.url.appending(path: "take.wav")
    try Data(repeating: 0x42, count: 50_000).write(to: file)
    let base = server.baseURL
    let renewals = LockedValue(0)
    let api = UploadAPI(
      createUpload: { _, _, _, _, key throws(NetworkError) in
        UploadTarget(remoteID: key, url: base.appending(path: "bucket/take.wav"), expiresAt: .distantFuture)
      },
      renewUpload: { id throws(NetworkError) in
        renewals.withLock { $0 += 1 }
        return UploadTarget(remoteID: id, url: base.appending(path: "bucket/take.wav"), expiresAt: .distantFuture)
      },
      completeUpload: { id throws(NetworkError) in CompletedUpload(remoteID: id) })
    let queue = UploadQueue(directory: temp.url.appending(path: "queue"), api: api, transport: .live(answers: .s3))
    try await queue.start()
    try await queue.enqueue(file: file, metadata: [:], contentType: "audio/wav")
    #expect(await queue.drain(timeout: .hangGuard))
    #expect(queue.jobs.first?.phase == .done)
    #expect(renewals.value == 1)
    #expect(server.received.value.count == 2)
    await queue.stop()
  }

  /// The same answer with the default classifier fails the job for good, as it did before.
  @Test func withoutTheS3ClassifierTheSameAnswerIsARefusal() async throws {
    let temp = try TemporaryDirectory()
    let expired = String(decoding: Self.xml("AccessDenied", "Request has expired"), as: UTF8.self)
    let server = try LoopbackHTTPServer(answers: [.status(403, body: expired)])
    defer { server.stop() }
    let file = temp.url.appending(path: "take.wav")
    try Data(repeating: 0x42, count: 1_000).write(to: file)
    let api = UploadAPI.singleRequest { _, _ in server.baseURL.appending(path: "bucket/take.wav") }
    let queue = UploadQueue(directory: temp.url.appending(path: "queue"), api: api, transport: .live())
    try await queue.start()
    try await queue.enqueue(file: file, metadata: [:], contentType: "audio/wav")
    #expect(await queue.drain(timeout: .hangGuard))
    #expect(queue.jobs.first?.phase == .failed)
    #expect(queue.jobs.first?.lastError?.isPermanent == true)
    await queue.stop()
  }

  /// An HTTP-date in `Retry-After` is read against when the answer arrived on the transport's clock,
  /// not against the machine's: a test clock years from today still gets the server's 30 s.
  @Test(arguments: [UploadAnswerClassifier.jsonCodes, .s3])
  func retryAfterAsADateIsReadAgainstTheTimeTheAnswerArrived(classifier: UploadAnswerClassifier) {
    let arrived = Date(timeIntervalSince1970: 1_900_000_000)  // 2030-03-17, far from any real clock here
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
    let date = formatter.string(from: arrived.addingTimeInterval(30))
    let answer = UploadAnswer(status: 429, headers: ["Retry-After": date], receivedAt: arrived)
    #expect(answer.retryAfter == 30)
    #expect(classifier.classify(answer) == .failure(.network(.rateLimited(retryAfter: 30))))
  }
}
