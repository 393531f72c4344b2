import Foundation
import NetworkLog
import Testing

@Suite("Form, text and binary bodies")
struct TextBodyRedactionTests {
  func redactedRequest(_ body: String, contentType: String?) -> NetworkLogBody? {
    let headers = contentType.map { ["Content-Type": $0] } ?? [:]
    return Redactor().redact(Attempts.make(requestHeaders: headers, requestBody: Data(body.utf8))).requestBody
  }

  @Test func formBodiesAreRedactedLikeQueryItems() {
    let body = redactedRequest(
      "grant_type=refresh_token&refresh_token=r-1&Email=ana%40example.com&code=otp+654321&note=hi+there",
      contentType: "application/x-www-form-urlencoded; charset=utf-8")
    #expect(
      body?.text == "grant_type=refresh_token&refresh_token=<redacted>&Email=<redacted>&code=<redacted>&note=hi+there")
    #expect(body?.mimeType == "application/x-www-form-urlencoded")
  }

  @Test func jwtsInTextBodiesAreRedactedByPattern() {
    let jwt = "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dGhpcy1pcy1hLXNpZ25hdHVyZQ"
    let body = redactedRequest("first \(jwt) then \(jwt).", contentType: "text/plain")
    #expect(body?.text == "first <redacted> then <redacted>.")
  }

  @Test func unsignedAndEncryptedTokensAreRedactedToo() {
    let unsigned = "eyJhbGciOiJub25lIn0.eyJzdWIiOiJ1In0."
    let jwe = "eyJhbGciOiJSU0EtT0FFUCJ9.a2V5.aXY.Y2lwaGVy.dGFn"
    #expect(redactedRequest("\(unsigned) \(jwe)", contentType: "text/plain")?.text == "<redacted> <redacted>")
  }

  @Test func textThatMerelyStartsLikeATokenIsKept() {
    #expect(
      redactedRequest("eyJ is how JSON starts in base64", contentType: "text/plain")?.text
        == "eyJ is how JSON starts in base64")
  }

  @Test func bearerTokensEmailsAndSensitivePairsInTextAreRedacted() {
    let text = """
      Authorization: Bearer abc.def
      contact: ana+test@example.co.uk, bob%40example.org
      token = t-1 and session=s-2; path=/
      password: two words
      """
    let expected = """
      Authorization: <redacted>
      contact: <redacted>, <redacted>
      token = <redacted> and session=<redacted>; path=/
      password: <redacted>
      """
    #expect(redactedRequest(text, contentType: "text/plain")?.text == expected)
  }

  @Test(arguments: ["audio/mp4", "image/png", "application/octet-stream", "multipart/form-data; boundary=x"])
  func binaryBodiesAreNotRecorded(contentType: String) {
    let body = redactedRequest("password=hunter2", contentType: contentType)
    #expect(body?.text == nil)
    #expect(body?.originalSize == 16)
    #expect(body?.isBinary == true)
  }

  @Test func invalidUTF8IsTreatedAsBinary() {
    let entry = Redactor().redact(Attempts.make(requestBody: Data([0x70, 0xFF, 0xFE, 0x00, 0x41])))
    #expect(entry.requestBody?.text == nil)
    #expect(entry.requestBody?.originalSize == 5)
  }

  @Test func emptyAndMissingBodiesAreNil() {
    #expect(Redactor().redact(Attempts.make(requestBody: Data())).requestBody == nil)
    #expect(Redactor().redact(Attempts.make(requestBody: nil)).responseBody == nil)
  }

  @Test func plainTextWithoutSecretsIsUnchanged() {
    let text = "Ordering coffee: ask for a café con leche at 9:30, see https://example.com/menu?page=2."
    #expect(redactedRequest(text, contentType: "text/plain")?.text == text)
  }
}
