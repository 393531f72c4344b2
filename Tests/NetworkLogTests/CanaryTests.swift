import Foundation
import NetworkLog
import Networking
import Observability
import TestSupport
import Testing

/// Known secrets pushed through every path (a real `APIClient` → monitor → store → disk → reload →
/// HAR → cURL) in every place a secret can hide, then searched for everywhere. Each canary value
/// contains "canary" or "654321", so two needles find any of them, whole or in part.
@Suite("Canary")
final class CanaryTests {
  static let token = "canary-token-123"
  static let email = "canary@example.com"
  static let otp = "otp 654321"
  static let needles = ["canary", "654321"]

  let temporary: TemporaryDirectory
  let logs = InMemoryLogHandler()

  init() throws { temporary = try TemporaryDirectory() }

  actor CanaryTokens: AuthorizationProvider {
    func accessToken() async throws -> String? { CanaryTests.token }
    func refreshAccessToken(rejected: String) async throws -> String { CanaryTests.token }
    func adopt(newAccessToken: String) async {}
  }

  @Test func noCanaryReachesTheDiskTheEntriesTheHAROrTheCurlCommands() async throws {
    let (token, email, otp) = (Self.token, Self.email, Self.otp)
    let logger = Logger(category: .network, handler: logs)
    // The client's attempts are dated by the store's clock, so retention keeps them whatever the calendar says.
    let clock = TestClock()
    let store = NetworkLogStore(
      directory: temporary.logDirectory, redactor: Redactor(bodyLimit: 4_096), time: clock.source, logger: logger)
    let monitor = NetworkLogMonitor(store: store, isEnabled: true)

    // 1. Through a real APIClient: auth header, custom headers, query, nested JSON both ways.
    let host = "api-\(UUID().uuidString.lowercased()).test"
    let seen = LockedValue<[String]>([])
    StubURLProtocol.register(host: host) { request in
      seen.withLock { $0.append(request.value(forHTTPHeaderField: "Authorization") ?? "") }
      if request.url?.path == "/rpc/verify_otp" {
        let body = #"{"code":"otp_invalid","message":"No pending code for \#(email)","retry":{"code":"\#(otp)"}}"#
        return (422, ["Content-Type": "application/json"], Data(body.utf8))
      }
      let body = """
        {"access_token":"\(token)","refresh_token":"\(token)","token_type":"bearer","expires_in":900,
         "user":{"id":"u1","email":"\(email)","flags":["developer"]},
         "history":[{"events":[{"otp_code":"\(otp)","detail":"sent to \(email)"},{"meta":{"Session":{"id":"\(token)"}}}]}]}
        """
      return (
        200,
        [
          "Content-Type": "application/json", "Set-Cookie": "session=\(token); HttpOnly", "X-New-Access-Token": token,
          "X-Echo-Email": email, "X-Debug": "Bearer \(token)",
        ],
        Data(body.utf8)
      )
    }
    let client = APIClient(
      configuration: APIClientConfiguration(
        environment: APIEnvironment(name: .development, baseURL: URL(string: "https://\(host)")!),
        session: StubURLProtocol.session(), authorization: CanaryTokens(), monitors: [monitor],
        time: clock.source(recordingSleeps: { _ in })))
    let requestBody = """
      {"user":{"contact":{"Email":"\(email)"},"devices":[{"push":{"deviceToken":"\(token)"}},{"otp":{"CODE":"\(otp)"}}]},
       "note":"reach me at \(email)","title":"kept"}
      """
    _ = try await client.sendForData(
      Endpoint<EmptyResponse>(
        path: "/rpc/sign_in", method: .post,
        query: [
          URLQueryItem(name: "token", value: token), URLQueryItem(name: "Email", value: email),
          URLQueryItem(name: "code", value: otp), URLQueryItem(name: "expires", value: "1700000000"),
        ],
        headers: [
          "Content-Type": "application/json", "X-Api-Key": token, "X-Client-Email": email, "X-OTP-Code": otp,
          "X-Forwarded-Authorization": "Bearer \(token)", "Cookie": "session=\(token)",
        ],
        body: Data(requestBody.utf8)))
    await #expect(throws: NetworkError.self) {
      _ = try await client.sendForData(
        try Endpoint<EmptyResponse>.rpc("verify_otp", body: ["email": email, "code": otp], requiresAuth: false))
    }
    #expect(seen.value.contains("Bearer \(token)"))  // the secrets really were on the wire

    // 2. Straight into the monitor: what the client does not send today but the log must survive.
    let jwtLike = "eyJcanary.canary-token-123.c2lnbmF0dXJl"
    let attempts = [
      Attempts.make(
        url: "https://ana:\(token)@\(host)/users/\(email)/x?signature=\(token)&expires=1#access_token=\(token)"),
      Attempts.make(
        requestHeaders: ["Content-Type": "application/x-www-form-urlencoded"],
        requestBody: Data("username=ana&password=\(token)&email=canary%40example.com&code=otp+654321".utf8)),
      Attempts.make(
        requestHeaders: ["Content-Type": "text/plain"],
        requestBody: Data("debug \(jwtLike)\nAuthorization: Bearer \(token)\ncontact \(email)\ncode: \(otp)\n".utf8)),
      Attempts.make(
        requestHeaders: ["Content-Type": "multipart/form-data; boundary=b"],
        requestBody: Data("--b\r\nContent-Disposition: form-data; name=\"password\"\r\n\r\n\(token)\r\n--b--".utf8)),
      Attempts.make(
        responseHeaders: ["Content-Type": "application/json"],
        responseBody: Data(
          (#"{"pad":""# + String(repeating: "p", count: 4_000)
            + #"","session":{"opaque":"\#(token)","more":"\#(email)"}}"#)
            .utf8)),
      Attempts.make(
        status: 200, error: .decoding(details: "body: {\"token\":\"\(token)\"}"),
        outcome: .failed(.decoding(details: token))),
    ]
    for attempt in attempts { monitor.attemptDidFinish(attempt) }
    await monitor.flush()

    // 3. On disk: every file the store wrote.
    let disk = try allBytes(under: temporary.logDirectory)
    #expect(!disk.isEmpty)
    expectNoCanary(in: disk, "disk")

    // 4. After a restart: what the store serves.
    let reloaded = NetworkLogStore(directory: temporary.logDirectory, time: TestClock().source, logger: logger)
    let entries = await reloaded.entries()
    #expect(entries.count == 2 + attempts.count)
    expectNoCanary(in: String(describing: entries), "entries")

    // 5. Exports.
    let har = String(decoding: HARExporter.har(entries), as: UTF8.self)
    expectNoCanary(in: har, "HAR")
    let curls = entries.map(CurlExporter.curl(for:)).joined(separator: "\n")
    expectNoCanary(in: curls, "cURL")
    expectNoCanary(in: logs.allText, "logs")

    // Positive controls: redaction happened in place, and harmless data survived.
    #expect(har.components(separatedBy: "<redacted>").count > 30)
    try #require(entries.count >= 3)
    #expect(entries[0].url.contains("expires=1700000000"))
    #expect(entries[0].requestBody?.text?.contains(#""title":"kept""#) == true)
    #expect(entries[0].responseBody?.text?.contains(#"["developer"]"#) == true)
    #expect(entries[1].serverErrorCode == "otp_invalid")
    #expect(entries[2].url.contains("expires=1"))
  }

  func expectNoCanary(in text: String, _ place: String, sourceLocation: SourceLocation = #_sourceLocation) {
    for needle in Self.needles {
      var excerpt = ""
      if let range = text.range(of: needle) {
        let start = text.index(range.lowerBound, offsetBy: -60, limitedBy: text.startIndex) ?? text.startIndex
        let end = text.index(range.upperBound, offsetBy: 60, limitedBy: text.endIndex) ?? text.endIndex
        excerpt = String(text[start..<end])
      }
      #expect(excerpt.isEmpty, "\(needle) leaked into \(place): …\(excerpt)…", sourceLocation: sourceLocation)
    }
  }
}
