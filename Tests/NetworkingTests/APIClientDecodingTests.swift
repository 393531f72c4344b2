import Foundation
import Networking
import Testing

@Suite("APIClient decoding and requests")
struct APIClientDecodingTests {
  @Test func decodesSnakeCaseAndISODates() async throws {
    let server = TestServer { _, _ in TestServer.json(#"{"message_text":"hola","sent_at":"2026-11-22T12:00:00.250Z"}"#)
    }
    let greeting = try await server.client().send(Endpoint<Greeting>.rpc("greet", requiresAuth: false))
    #expect(greeting.messageText == "hola")
    #expect(greeting.sentAt.timeIntervalSince1970 == 1_795_348_800.25)
  }

  @Test func noContentDecodesAsEmptyResponse() async throws {
    let server = TestServer { _, _ in (204, [:], Data()) }
    let value = try await server.client().send(Endpoint<EmptyResponse>.rpc("logout", requiresAuth: false))
    #expect(value == EmptyResponse())
  }

  @Test func rpcSendsJSONBodyWithSnakeCaseKeys() async throws {
    struct Body: Encodable {
      let profileId: String
      let count: Int
    }
    let server = TestServer { _, _ in TestServer.json("{}") }
    _ = try await server.client().send(
      try Endpoint<EmptyResponse>.rpc("get_cues", body: Body(profileId: "p1", count: 3), requiresAuth: false))
    let request = try #require(server.requests.value.first)
    #expect(request.httpMethod == "POST")
    #expect(request.url?.path == "/rpc/get_cues")
    #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
    #expect(request.httpBody.map { String(decoding: $0, as: UTF8.self) } == #"{"count":3,"profile_id":"p1"}"#)
  }

  @Test func undecodableBodyIsATypedErrorWithABoundedPreview() async throws {
    let html = "<html>" + String(repeating: "x", count: 2000) + "</html>"
    let server = TestServer { _, _ in (200, ["Content-Type": "text/html"], Data(html.utf8)) }
    await #expect {
      try await server.client().send(Endpoint<Greeting>.rpc("greet", requiresAuth: false))
    } throws: { error in
      guard let error = error as? NetworkError, error.kind == .decoding, let details = error.details else {
        return false
      }
      return details.contains("<html>") && details.count < 1200 && details.contains("2013 bytes")
    }
  }

  @Test func proxyHTMLErrorPageMapsByStatus() async throws {
    let server = TestServer { _, _ in
      (502, ["Content-Type": "text/html"], Data("<html><body>Bad Gateway</body></html>".utf8))
    }
    let client = server.client(retryPolicy: .never)
    await #expect(throws: NetworkError.server(status: 502, code: nil, message: nil)) {
      try await client.send(Endpoint<Greeting>.rpc("greet", isIdempotent: true, requiresAuth: false))
    }
  }

  @Test func serverErrorBodyIsParsed() async throws {
    let server = TestServer { _, _ in
      TestServer.json(#"{"code":"unsupported_language","message":"No such language."}"#, status: 422)
    }
    await #expect(throws: NetworkError.server(status: 422, code: "unsupported_language", message: "No such language."))
    {
      try await server.client().send(Endpoint<Greeting>.rpc("set_active_profile", requiresAuth: false))
    }
  }

  @Test func statusMapping() async throws {
    for (status, expected) in [(403, NetworkError.forbidden(code: "forbidden")), (404, .notFound)] {
      let server = TestServer { _, _ in TestServer.json(#"{"code":"forbidden","message":"no"}"#, status: status) }
      await #expect(throws: expected) {
        try await server.client().send(Endpoint<Greeting>.rpc("x", requiresAuth: false))
      }
    }
  }

  @Test func loginFailureKeepsTheServerCode() async throws {
    let server = TestServer { _, _ in
      TestServer.json(#"{"code":"magic_link_expired","message":"expired"}"#, status: 401)
    }
    await #expect(throws: NetworkError.unauthorized(code: "magic_link_expired")) {
      try await server.client().send(Endpoint<Greeting>.rpc("login_with_magic_token", requiresAuth: false))
    }
  }

  @Test func everyErrorHasAStableMessageKey() {
    let errors: [NetworkError] = [
      .offline, .timeout, .cancelled, .unauthorized(code: nil), .forbidden(code: nil), .notFound,
      .rateLimited(retryAfter: 1), .server(status: 500, code: nil, message: nil), .decoding(details: ""),
      .encoding(details: ""), .invalidResponse, .insecureURL(""),
    ]
    let keys = Set(errors.map(\.messageKey))
    #expect(keys.count == errors.count)
    #expect(keys.allSatisfy { $0.hasPrefix("error.network.") })
  }
}

@Suite("Snake-case key conversion")
struct SnakeCaseKeyTests {
  /// Our memoised conversion must agree with Foundation's built-in strategy on every shape.
  @Test(arguments: [
    "profile_id", "a", "already_camelCase", "_leading", "trailing_", "__both__", "many_words_in_a_row", "UPPER_CASE",
    "x1_y2", "", "_", "audio_url", "sha256", "next_cursor", "double__underscore",
  ])
  func matchesFoundation(key: String) throws {
    struct Probe: Decodable {
      let value: String
      init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        value = container.allKeys.first?.stringValue ?? ""
      }
    }
    struct AnyKey: CodingKey {
      let stringValue: String
      var intValue: Int? { nil }
      init(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }
    let data = try JSONSerialization.data(withJSONObject: [key: 1])
    let foundation = JSONDecoder()
    foundation.keyDecodingStrategy = .convertFromSnakeCase
    let expected = try foundation.decode(Probe.self, from: data).value
    #expect(try JSONCoding.decoder.decode(Probe.self, from: data).value == expected)
  }
}
