import Foundation
import Networking
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The client writes headers in one go instead of calling `setValue(_:forHTTPHeaderField:)` once per
/// header (a cost measured in docs/performance.md); the result must be exactly what `setValue` gives.
@Suite("Header writes match setValue")
struct HeaderFieldsTests {
  static let existing = [("Accept", "application/json"), ("content-type", "text/plain"), ("X-Trace", "1")]

  @Test(arguments: [
    ("User-Agent", "chatterbox/1.0"), ("accept", "text/html"), ("ACCEPT", "*/*"), ("Content-Type", "a/b"),
    ("x-new-access-token", "t"), ("etag", "\"v1\""), ("x-request-id", "abc"), ("X-Trace", "2"),
    ("Folded", "a\r\n b"), ("Folded-Tab", "a\r\n\tb"), ("Bad-CR", "a\rb"), ("Bad-LF", "a\nb"), ("Bad-NUL", "a\0b"),
    ("Bad-Trailing-CRLF", "a\r\n"), ("Bad-Double-CRLF", "a\r\n\r\n b"), ("Bad-CRLF-Letter", "a\r\nb"),
    ("Accept-Language", "es-ES"), ("Non-Ascii", "café ☕"), ("Non-Ascii-Fold", "é\r\n \u{301}x"),
    ("Kelvin-\u{212A}ey", "k"), ("Empty", ""), ("sp ace", "v"),
  ])
  func oneWriteEqualsSetValue(name: String, value: String) async throws {
    var expected = URLRequest(url: URL(string: "https://example.com/rpc/me")!)
    for (field, existingValue) in Self.existing { expected.setValue(existingValue, forHTTPHeaderField: field) }
    var written = expected

    expected.setValue(value, forHTTPHeaderField: name)
    try await HeadersInterceptor([name: value]).willSend(&written, attempt: 1)

    #expect(written.allHTTPHeaderFields == expected.allHTTPHeaderFields, "\(name): \(value.debugDescription)")
  }

  @Test func aRequestCarriesTheSameHeadersAsBefore() async throws {
    let server = TestServer { _, _ in TestServer.json("{}") }
    let client = APIClient(
      configuration: APIClientConfiguration(
        environment: APIEnvironment(name: .development, baseURL: server.baseURL), session: server.session,
        interceptors: [HeadersInterceptor(["user-agent": "cli/1"])]))
    var endpoint = Endpoint<EmptyResponse>.rpc("me", requiresAuth: false, idempotencyKey: .fixed("key-1"))
    endpoint.headers["x-extra"] = "1"
    _ = try await client.send(endpoint)

    var expected = URLRequest(url: URL(string: "https://example.com")!)
    expected.setValue("application/json", forHTTPHeaderField: "Accept")
    for (name, value) in endpoint.headers { expected.setValue(value, forHTTPHeaderField: name) }
    expected.setValue("key-1", forHTTPHeaderField: "Idempotency-Key")
    expected.setValue("cli/1", forHTTPHeaderField: "user-agent")
    let sent = try #require(server.requests.value.first)
    for (name, value) in expected.allHTTPHeaderFields ?? [:] {
      #expect(sent.value(forHTTPHeaderField: name) == value, "\(name)")
    }
  }
}
