import Foundation
import NetworkLog
import Testing

/// Servers echo what they were sent where no name-based rule reaches, and presigned URLs sign with
/// short names (issue 39): neither reaches an entry.
@Suite("Echoed secrets and signature names")
struct EchoedSecretTests {
  @Test func anAPIKeyTheServerQuotesInAnErrorIsScrubbedFromTheAnswer() {
    let key = "ak_live_5f2c9e1d7b"
    let entry = Attempts.entry(
      Attempts.make(
        requestHeaders: ["X-API-Key": key, "Authorization": "Bearer opaque-token-0123456789"], status: 401,
        responseHeaders: ["Content-Type": "application/json", "X-Debug": "key=\(key)"],
        responseBody: Data(
          #"{"error":"invalid_client","error_description":"API key \#(key) or opaque-token-0123456789 is revoked"}"#
            .utf8)))
    let body = entry.responseBody?.text ?? ""
    #expect(!body.contains(key), "\(body)")
    #expect(!body.contains("opaque-token-0123456789"), "\(body)")
    #expect(body.contains("is revoked"))
    #expect(!entry.responseHeaders.contains { $0.value.contains(key) })
  }

  @Test func aShortSecretIsNotScrubbedFromEverything() {
    let entry = Attempts.entry(
      Attempts.make(
        requestHeaders: ["X-Api-Key": "1"], responseHeaders: ["Content-Type": "text/plain"],
        responseBody: Data("version 1.1 of 10".utf8)))
    #expect(entry.responseBody?.text == "version 1.1 of 10")
  }

  @Test(arguments: ["sig", "SIG", "X-Amz-Signature", "X-Goog-Signature", "access_token", "client_secret", "code"])
  func signatureAndTokenParametersAreRedactedInURLs(name: String) {
    let entry = Attempts.entry(Attempts.make(url: "https://files.test/up?\(name)=c2VjcmV0LXNpZw&part=2"))
    #expect(!entry.url.contains("c2VjcmV0LXNpZw"), "\(entry.url)")
    #expect(entry.url.contains("part=2"))
  }

  @Test func namesThatMerelyContainSigAreKept() {
    let rules = RedactionRules.standard
    #expect(!rules.isSensitive("signal"))
    #expect(!rules.isSensitive("design"))
    #expect(rules.isSensitive("sig"))
    #expect(rules.isSensitive("X-Amz-Credential"))
  }
}
