import Foundation
import NetworkLog
import TestSupport
import Testing

/// Random inputs built from the characters the parsers and scanners care about: nothing may crash,
/// and redacting redacted output changes nothing (so a reload never rewrites a file forever).
@Suite("Fuzz")
struct FuzzTests {
  static let pieces = [
    "{", "}", "[", "]", "\"", ":", ",", "\\", "\\\"", "\\u00", "\\ud83d", " ", "\n", "=", "&", "?", "#", "/", "@",
    "%40",
    ".", "-", "_", "<", ">", "'", ";", "token", "email", "code", "password", "key", "Bearer ", "Basic ", "eyJ", "abc",
    "123", "true", "nul", "1e", "-0.5", "é", "😀", "\u{0}", "https://", "x.co", "<redacted>",
  ]

  static func randomText(_ generator: inout SplitMix64) -> String {
    let count = Int.random(in: 0...40, using: &generator)
    return (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
  }

  @Test func parsersAndRedactorsSurviveRandomInput() throws {
    var generator = SplitMix64(state: 0xC0FFEE)
    let redactor = Redactor()
    for _ in 0..<3_000 {
      let text = Self.randomText(&generator)
      _ = try? JSONTree(parsing: text)
      _ = try? JSONTree(parsing: text, allowingTruncation: true)
      let explorer = JSONExplorer(text: text, allowingTruncation: true)
      _ = explorer.search("e")
      _ = explorer.children(of: text)

      let once = redactor.redactedText(text)
      #expect(redactor.redactedText(once) == once, "text: \(text.debugDescription)")
      let url = redactor.redactedURL("https://h.test/" + text)
      #expect(redactor.redactedURL(url) == url, "url: \(text.debugDescription)")

      for contentType in ["application/json", "application/x-www-form-urlencoded", "text/plain"] {
        let entry = redactor.redact(
          Attempts.make(requestHeaders: ["Content-Type": contentType, "X-Value": text], requestBody: Data(text.utf8)))
        _ = CurlExporter.curl(for: entry)
        _ = HARExporter.har([entry])
      }
    }
  }

  @Test func randomBytesNeverCrashTheBodyPipeline() {
    var generator = SplitMix64(state: 42)
    for _ in 0..<500 {
      let bytes = (0..<Int.random(in: 0...64, using: &generator)).map { _ in
        UInt8.random(in: 0...255, using: &generator)
      }
      let entry = Redactor(bodyLimit: Int.random(in: 0...70, using: &generator)).redact(
        Attempts.make(requestHeaders: ["Content-Type": "application/json"], requestBody: Data(bytes)))
      if let body = entry.requestBody { #expect(body.originalSize == bytes.count) }
      _ = JSONExplorer(data: Data(bytes), allowingTruncation: true)
    }
  }
}
