import Foundation
import NetworkLog
import Testing

@Suite("Body size cap")
struct BodyCapTests {
  @Test func theDefaultLimitIs256KB() {
    #expect(Redactor.defaultBodyLimit == 262_144)
    #expect(Redactor().bodyLimit == 262_144)
  }

  @Test func aBodyOverTheLimitIsCutAndFlagged() throws {
    let size = 300_000
    let entry = Redactor().redact(
      Attempts.make(requestHeaders: ["Content-Type": "text/plain"], requestBody: Data(repeating: 0x61, count: size)))
    let body = try #require(entry.requestBody)
    #expect(body.isTruncated)
    #expect(body.originalSize == size)
    #expect(body.text?.utf8.count == Redactor.defaultBodyLimit)
  }

  @Test func aBodyAtTheLimitIsWhole() throws {
    let entry = Redactor(bodyLimit: 10).redact(
      Attempts.make(requestHeaders: ["Content-Type": "text/plain"], requestBody: Data("0123456789".utf8)))
    let body = try #require(entry.requestBody)
    #expect(!body.isTruncated)
    #expect(body.text == "0123456789")
  }

  @Test func theCutNeverSplitsACharacter() throws {
    // "é" is two bytes; a cut after 5 bytes of "aaaaéé" must not leave half of one.
    let entry = Redactor(bodyLimit: 5).redact(
      Attempts.make(requestHeaders: ["Content-Type": "text/plain"], requestBody: Data("aaaaéé".utf8)))
    let body = try #require(entry.requestBody)
    #expect(body.text == "aaaa")
    #expect(body.isTruncated)
    #expect(body.originalSize == 8)
  }

  @Test func placeholdersNeverPushTheTextOverTheLimit() throws {
    let text = String(repeating: "token=a&", count: 50)  // each "a" grows into "<redacted>"
    let entry = Redactor(bodyLimit: text.utf8.count).redact(
      Attempts.make(requestHeaders: ["Content-Type": "application/x-www-form-urlencoded"], requestBody: Data(text.utf8))
    )
    let body = try #require(entry.requestBody)
    #expect(body.text!.utf8.count <= text.utf8.count)
    #expect(body.isTruncated)
    #expect(!body.text!.contains("token=a&"))
  }

  @Test func aZeroLimitRecordsSizesOnly() throws {
    let entry = Redactor(bodyLimit: 0).redact(Attempts.json(request: #"{"a":1}"#))
    let body = try #require(entry.requestBody)
    #expect(body.text == nil)
    #expect(body.originalSize == 7)
  }
}
