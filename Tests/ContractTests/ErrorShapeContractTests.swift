import Foundation
import TestSupport
import Testing

@Suite("Contract: every error is JSON {code, message}", .enabled(if: devServerAvailable), .serialized)
struct ErrorShapeContractTests {
  struct ErrorBody: Decodable {
    let code: String
    let message: String
  }

  @Test func badInputGetsTypedJSONErrors() async throws {
    try await DevServer.with { server in
      let cases: [(String, String, String, Int, String)] = [
        ("request_magic_link", "{not json", "application/json", 400, "invalid_json"),
        ("request_magic_link", "{}", "application/json", 400, "invalid_request"),
        ("request_magic_link", #"{"email":"a@b.co"}"#, "text/plain", 415, "unsupported_media_type"),
        ("request_magic_link", String(repeating: "x", count: 70_000), "application/json", 413, "payload_too_large"),
        ("no_such_function", "{}", "application/json", 404, "not_found"),
        ("me", "{}", "application/json", 401, "unauthorized"),
        ("login_with_magic_token", #"{"token":"../../etc/passwd"}"#, "application/json", 401, "magic_link_invalid"),
      ]
      for (name, body, contentType, status, code) in cases {
        let (actual, data, response) = try await server.rawRPC(name, body: body, contentType: contentType)
        #expect(actual == status, "\(name) \(body.prefix(20))")
        #expect(response.value(forHTTPHeaderField: "Content-Type")?.hasPrefix("application/json") == true)
        let error = try JSONDecoder().decode(ErrorBody.self, from: data)
        #expect(error.code == code, "\(name) \(body.prefix(20))")
        #expect(!error.message.isEmpty)
      }
    }
  }
}
