import Foundation
import Networking
import Testing

/// `application/x-www-form-urlencoded` bodies (RFC 6749 Appendix B) and RFC 6749 §5.2 error bodies.
@Suite("Form bodies and OAuth2 errors")
struct FormBodyTests {
  @Test func theRFC6749AppendixBExampleEncodesAsPrinted() {
    // U+0020 U+0025 U+0026 U+002B U+00A3 U+20AC → "+%25%26%2B%C2%A3%E2%82%AC" (RFC 6749, Appendix B).
    #expect(FormBody.encode(" %&+£€") == "+%25%26%2B%C2%A3%E2%82%AC")
  }

  @Test func unreservedBytesStayAndEveryOtherIsEscaped() {
    #expect(FormBody.encode("AZaz09*-._") == "AZaz09*-._")
    #expect(FormBody.encode("a=b&c") == "a%3Db%26c")
    #expect(FormBody.encode("~!'()/?#[]@:;,$") == "%7E%21%27%28%29%2F%3F%23%5B%5D%40%3A%3B%2C%24")
    #expect(FormBody.encode("line\r\nbreak\t") == "line%0D%0Abreak%09")
    #expect(FormBody.encode("") == "")
    #expect(FormBody.encode("日本") == "%E6%97%A5%E6%9C%AC")
  }

  @Test func fieldsKeepTheirOrderAndRepeats() {
    let body: FormBody = ["grant_type": "refresh_token", "refresh_token": "r/1+2", "scope": "read write", "scope": "x"]
    #expect(
      String(decoding: body.encoded, as: UTF8.self)
        == "grant_type=refresh_token&refresh_token=r%2F1%2B2&scope=read+write&scope=x")
    #expect(FormBody(fields: []).encoded.isEmpty)
    #expect(String(decoding: (["": ""] as FormBody).encoded, as: UTF8.self) == "=")
  }

  @Test func decodingWhatWasEncodedGivesTheFieldsBack() {
    let values = ["plain", "with space", "+plus+", "a=b&c=d", "percent %41", "ünï €", "\u{1F600}", "\0nul"]
    let body = FormBody(fields: values.enumerated().map { FormBody.Field(name: "f\($0.offset)", value: $0.element) })
    let decoded = String(decoding: body.encoded, as: UTF8.self).split(separator: "&").map { pair in
      pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map {
        $0.replacingOccurrences(of: "+", with: " ").removingPercentEncoding!
      }
    }
    #expect(decoded.map { $0[1] } == values)
  }

  @Test func aFormEndpointSendsItsBodyWithItsContentType() async throws {
    let server = TestServer { _, _ in TestServer.json(#"{"access_token":"a1","expires_in":60}"#) }
    struct Answer: Decodable, Sendable {
      let accessToken: String
      let expiresIn: Int
    }
    let answer = try await server.client().send(
      Endpoint<Answer>.form(
        .post, "/token", body: ["grant_type": "refresh_token", "refresh_token": "r 1"], requiresAuth: false))
    #expect(answer.accessToken == "a1")
    let request = try #require(server.requests.value.first)
    #expect(request.httpMethod == "POST")
    #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/x-www-form-urlencoded")
    #expect(
      request.httpBody.map { String(decoding: $0, as: UTF8.self) } == "grant_type=refresh_token&refresh_token=r+1")
    #expect(request.value(forHTTPHeaderField: "Authorization") == nil)
  }

  @Test func oauth2ErrorBodiesGiveTheirCodeAndDescription() {
    let parse = ServerErrorBodyParser.oauth2.parse
    #expect(
      parse(Data(#"{"error":"invalid_grant","error_description":"revoked"}"#.utf8))
        == ServerErrorDetails(code: "invalid_grant", message: "revoked"))
    #expect(
      parse(Data(#"{"error":"invalid_request"}"#.utf8)) == ServerErrorDetails(code: "invalid_request", message: nil))
    #expect(parse(Data(#"{"code":"x"}"#.utf8)) == nil)
    #expect(parse(Data(#"{"error":{"code":"x"}}"#.utf8)) == nil)
    #expect(parse(Data("<html>".utf8)) == nil)
  }

  @Test func aFourHundredInvalidGrantBecomesAServerErrorWithThatCode() async throws {
    let server = TestServer { _, _ in
      TestServer.json(#"{"error":"invalid_grant","error_description":"refresh token revoked"}"#, status: 400)
    }
    let client = APIClient(
      configuration: APIClientConfiguration(
        environment: APIEnvironment(name: .development, baseURL: server.baseURL), session: server.session,
        errorBody: .oauth2))
    await #expect(throws: NetworkError.server(status: 400, code: "invalid_grant", message: "refresh token revoked")) {
      _ = try await client.send(
        Endpoint<EmptyResponse>.form(.post, "/token", body: ["grant_type": "refresh_token"], requiresAuth: false))
    }
  }
}
