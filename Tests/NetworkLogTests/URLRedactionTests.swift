import Foundation
import NetworkLog
import Testing

@Suite("URL redaction")
struct URLRedactionTests {
  let redactor = Redactor()

  @Test(arguments: [
    "token", "refresh_token", "Access_Token", "client_secret", "password", "passwd", "code", "email", "api_key",
    "signature", "authorization", "cookie", "session", "SESSION_ID",
  ])
  func sensitiveQueryItemsAreRedacted(name: String) {
    #expect(
      redactor.redactedURL("https://api.test/p?\(name)=v-1&page=2") == "https://api.test/p?\(name)=<redacted>&page=2")
  }

  @Test func theSignedUploadURLKeepsExpiresAndLosesTheSignature() {
    let url = "https://api.test/uploads/rec_123?expires=1700000000&signature=9f86d081884c7d65"
    #expect(redactor.redactedURL(url) == "https://api.test/uploads/rec_123?expires=1700000000&signature=<redacted>")
  }

  @Test func pathSegmentsAreKept() {
    let url = "https://api.test:8443/v1/recordings/rec_123/audio"
    #expect(redactor.redactedURL(url) == url)
  }

  @Test func userInfoPasswordIsAlwaysRedactedAndEmailUsersToo() {
    #expect(redactor.redactedURL("https://ana:hunter2@api.test/p") == "https://ana:<redacted>@api.test/p")
    #expect(redactor.redactedURL("https://ana%40example.com@api.test/p") == "https://<redacted>@api.test/p")
  }

  @Test func secretsInPathSegmentsAreRedactedByPattern() {
    let jwt = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1MSJ9.c2ln"
    #expect(redactor.redactedURL("https://api.test/t/\(jwt)/x") == "https://api.test/t/<redacted>/x")
    #expect(redactor.redactedURL("https://api.test/u/ana@example.com") == "https://api.test/u/<redacted>")
  }

  @Test func encodedNamesAndValuesAreDecodedBeforeMatching() {
    #expect(redactor.redactedURL("https://api.test/p?%74oken=abc") == "https://api.test/p?%74oken=<redacted>")
    #expect(redactor.redactedURL("https://api.test/p?q=ana%40example.com") == "https://api.test/p?q=<redacted>")
    #expect(
      redactor.redactedURL("https://api.test/p?next=https%3A%2F%2Fx.test%2F%3Ftoken%3Dabc")
        == "https://api.test/p?next=https%3A%2F%2Fx.test%2F%3Ftoken%3D<redacted>")
  }

  @Test func fragmentParametersAreRedacted() {
    #expect(
      redactor.redactedURL("https://app.test/cb#access_token=abc&state=xyz")
        == "https://app.test/cb#access_token=<redacted>&state=xyz")
  }

  @Test func repeatedAndBareItemsAreHandled() {
    #expect(
      redactor.redactedURL("https://api.test/p?a&token=1&token=2&b=")
        == "https://api.test/p?a&token=<redacted>&token=<redacted>&b=")
  }

  @Test func redactingTwiceChangesNothing() {
    let once = redactor.redactedURL("https://ana:pw@api.test/u/ana@example.com?code=1#session=2")
    #expect(redactor.redactedURL(once) == once)
  }

  @Test func theHostIsRecordedLowerCased() {
    let entry = Attempts.entry(Attempts.make(url: "https://API.Test:8443/p"))
    #expect(entry.host == "api.test")
  }
}
