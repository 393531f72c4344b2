import Foundation
import NetworkLog
import Testing

@Suite("Header redaction")
struct HeaderRedactionTests {
  @Test func everyDefaultHeaderIsRedactedInRequestsAndResponses() {
    let secret = "s3cr3t-value"
    let names = ["Authorization", "proxy-authorization", "COOKIE", "Set-Cookie", "x-new-access-token"]
    let headers = Dictionary(uniqueKeysWithValues: names.map { ($0, secret) })
    let entry = Attempts.entry(Attempts.make(requestHeaders: headers, responseHeaders: headers))
    for header in entry.requestHeaders + entry.responseHeaders {
      #expect(header.value == Redactor.placeholder, "\(header.name)")
    }
    #expect(entry.requestHeaders.count == names.count)
  }

  @Test func headersContainingAFragmentAreRedactedAndOthersKept() {
    let entry = Attempts.entry(
      Attempts.make(requestHeaders: [
        "X-Api-Key": "k-1", "X-Client-Secret": "s-1", "X-Session-Id": "sess-1", "X-OTP-Code": "123456",
        "Idempotency-Key": "idem-1", "Content-Type": "application/json", "Accept-Language": "es",
      ]))
    #expect(entry.requestHeader("x-api-key") == Redactor.placeholder)
    #expect(entry.requestHeader("X-Client-Secret") == Redactor.placeholder)
    #expect(entry.requestHeader("X-Session-Id") == Redactor.placeholder)
    #expect(entry.requestHeader("X-OTP-Code") == Redactor.placeholder)
    #expect(entry.requestHeader("Idempotency-Key") == "idem-1")
    #expect(entry.requestHeader("Content-Type") == "application/json")
    #expect(entry.requestHeader("Accept-Language") == "es")
  }

  @Test func headersAreSortedByName() {
    let entry = Attempts.entry(Attempts.make(requestHeaders: ["b": "1", "A": "2", "c": "3"]))
    #expect(entry.requestHeaders.map(\.name) == ["A", "b", "c"])
  }

  @Test func recognisableSecretsAreRedactedInAnyHeaderValue() {
    let jwt = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1MSJ9.c2lnbmF0dXJl"
    let entry = Attempts.entry(
      Attempts.make(requestHeaders: [
        "X-Debug": "forwarded \(jwt)", "X-Forwarded-Auth": "Bearer abc.def-123", "X-User": "ana@example.com",
        "Link": "<https://api.test/p?token=t-1>; rel=next",
      ]))
    #expect(entry.requestHeader("X-Debug") == "forwarded <redacted>")
    #expect(entry.requestHeader("X-Forwarded-Auth") == "Bearer <redacted>")
    #expect(entry.requestHeader("X-User") == "<redacted>")
    #expect(entry.requestHeader("Link") == "<https://api.test/p?token=<redacted>>; rel=next")
  }
}
