import Foundation
import NetworkLog
import Testing

@Suite("JSON body redaction")
struct JSONBodyRedactionTests {
  func redactedResponse(_ json: String, redactor: Redactor = Redactor()) -> String? {
    redactor.redact(Attempts.json(response: json)).responseBody?.text
  }

  @Test(arguments: [
    "token", "access_token", "refreshToken", "Client_Secret", "PASSWORD", "passwd", "code", "otpCode", "email",
    "UserEmail", "api_key", "apiKey", "signature", "authorization", "cookie", "session", "sessionId",
  ])
  func everyFragmentIsRedactedAsAKey(key: String) {
    #expect(redactedResponse(#"{"\#(key)":"v-1","title":"kept"}"#) == #"{"\#(key)":"<redacted>","title":"kept"}"#)
  }

  /// Foundation's `String(bytes:encoding:)` drops a byte-order mark, which shifted every edit three
  /// bytes to the left of the value it meant: `{"toke"<redacted>bc"}` kept the secret's tail.
  @Test func aByteOrderMarkDoesNotShiftTheRedactions() {
    let attempt = Attempts.make(
      responseHeaders: ["Content-Type": "application/json"],
      responseBody: Data([0xEF, 0xBB, 0xBF] + Array(#"{"token":"abcdef","n":1}"#.utf8)))
    let text = Redactor().redact(attempt).responseBody?.text
    #expect(text == "\u{FEFF}" + #"{"token":"<redacted>","n":1}"#)
  }

  @Test func objectsInsideArraysInsideObjectsAreSearched() {
    let json =
      #"{"data":{"users":[{"id":1,"auth":{"Refresh_Token":"r1"}},{"id":2,"emails":["a@b.co"],"profile":{"Email":"ana@example.com"}}]}}"#
    let expected =
      #"{"data":{"users":[{"id":1,"auth":{"Refresh_Token":"<redacted>"}},{"id":2,"emails":"<redacted>","profile":{"Email":"<redacted>"}}]}}"#
    #expect(redactedResponse(json) == expected)
  }

  @Test func aSensitiveKeyRedactsItsWholeValueWhateverItsType() {
    let json =
      #"{"session":{"access_token":"a","user":{"id":"u1"}},"code":654321,"keys":[1,2],"token":null,"secret":true}"#
    #expect(
      redactedResponse(json)
        == #"{"session":"<redacted>","code":"<redacted>","keys":"<redacted>","token":"<redacted>","secret":"<redacted>"}"#
    )
  }

  @Test func formattingKeyOrderAndNumbersAreKept() {
    let json = "{\n  \"z\": 1.50,\n  \"big\": 12345678901234567890,\n  \"password\" : \"x\"\n}"
    #expect(
      redactedResponse(json)
        == "{\n  \"z\": 1.50,\n  \"big\": 12345678901234567890,\n  \"password\" : \"<redacted>\"\n}")
  }

  @Test func recognisableSecretsInOrdinaryStringsAreRedacted() {
    let jwt = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1MSJ9.c2lnbmF0dXJl"
    let json =
      #"{"message":"sent to ana@example.com","debug":"Bearer abc123","nested":"{\"password\":\"p\"}","jwt":"\#(jwt)","upload_url":"https://api.test/uploads/r?expires=1&signature=ff"}"#
    let expected =
      #"{"message":"sent to <redacted>","debug":"Bearer <redacted>","nested":"{\"password\":\"<redacted>\"}","jwt":"<redacted>","upload_url":"https://api.test/uploads/r?expires=1&signature=<redacted>"}"#
    #expect(redactedResponse(json) == expected)
  }

  @Test func emailsUsedAsKeysAreRedacted() {
    #expect(redactedResponse(#"{"ana@example.com":{"role":"admin"}}"#) == #"{"<redacted>":{"role":"admin"}}"#)
  }

  @Test func theAllowListKeepsLanguageCodesAndServerErrorCodesAreKeptSeparately() {
    let entry = Redactor().redact(
      Attempts.make(
        requestHeaders: ["Content-Type": "application/json"], requestBody: Data(#"{"language_code":"es"}"#.utf8),
        status: 401, responseHeaders: ["Content-Type": "application/json"],
        responseBody: Data(#"{"code":"otp_invalid","message":"Wrong code"}"#.utf8),
        error: .unauthorized(code: "otp_invalid"), outcome: .failed(.unauthorized(code: "otp_invalid"))))
    #expect(entry.requestBody?.text == #"{"language_code":"es"}"#)
    #expect(entry.responseBody?.text == #"{"code":"<redacted>","message":"Wrong code"}"#)
    #expect(entry.serverErrorCode == "otp_invalid")
    #expect(entry.errorKey == "error.network.unauthorized")
  }

  @Test func aServerCodeThatIsNotASnakeCaseWordIsNotKept() {
    let entry = Redactor().redact(Attempts.make(status: 400, error: .server(status: 400, code: "654321", message: nil)))
    #expect(entry.serverErrorCode == nil)
  }

  @Test func deeplyNestedBodiesAreRedactedWithoutRecursion() {
    let depth = 100_000
    let json =
      String(repeating: #"{"a":"#, count: depth) + #"{"password":"deep-secret"}"# + String(repeating: "}", count: depth)
    let text = redactedResponse(json, redactor: Redactor(bodyLimit: 1_000_000))
    #expect(text?.contains("deep-secret") == false)
    #expect(text?.contains(#"{"password":"<redacted>"}"#) == true)
  }

  /// Invalid JSON fails closed: text patterns cannot see objects under sensitive keys.
  @Test func invalidJSONIsDroppedWhole() {
    let text = redactedResponse(#"{"password": "p1", "email": ana@example.com, token=abc"#)
    #expect(text == "<redacted: not valid JSON>")
  }

  @Test func aBodyCutAtTheLimitIsStillRedactedStructurally() {
    // The cut falls inside the session object: its inner names are not sensitive, but the whole
    // value under "session" must go, which only a structural (lenient) parse can know.
    let json =
      #"{"ok":true,"session":{"user":"u1","opaque":"zz-top-secret-zz","more":""#
      + String(repeating: "x", count: 200) + #""}}"#
    let entry = Redactor(bodyLimit: 80).redact(Attempts.json(response: json))
    let body = try! #require(entry.responseBody)
    #expect(body.isTruncated)
    #expect(body.text?.contains("zz-top-secret-zz") == false)
    #expect(body.text?.hasPrefix(#"{"ok":true,"session":"<redacted>""#) == true)
  }

  @Test func aStringCutAtTheLimitUnderASensitiveKeyIsRedacted() {
    let json = #"{"title":"t","password":"correct-horse-battery-staple"}"#
    let entry = Redactor(bodyLimit: 40).redact(Attempts.json(response: json))
    #expect(entry.responseBody?.text == #"{"title":"t","password":"<redacted>""#)
  }
}
