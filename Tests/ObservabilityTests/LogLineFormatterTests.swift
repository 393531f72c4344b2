import Foundation
import Testing

@testable import Observability

/// A log line is one line, and nothing a server sent can act on the terminal that shows it.
@Suite("Log line formatting")
struct LogLineFormatterTests {
  static let hostile = "cue \u{1B}]0;pwned\u{07}\r\n2026-01-01T00:00:00Z info [app] forged\u{202E}\u{9B}2J\u{7F}"

  func record(_ text: String, metadata: [String: String] = [:]) -> LogRecord {
    LogRecord(
      level: .info, category: .network, message: "got \(text, privacy: .public)", metadata: metadata,
      timestamp: Date(timeIntervalSince1970: 0))
  }

  @Test func textLinesEscapeEveryControlAndBidiScalar() {
    let line = LogLineFormatter.format(record(Self.hostile, metadata: ["title": "\u{1B}[2J"]), as: .text)
    #expect(!line.unicodeScalars.contains(where: LogLineFormatter.isControl), "\(line.debugDescription)")
    #expect(
      line.contains(#"cue \u{1B}]0;pwned\u{7}\u{D}\u{A}2026-01-01T00:00:00Z info [app] forged\u{202E}\u{9B}2J\u{7F}"#))
    #expect(line.hasSuffix(#"title=\u{1B}[2J"#))
  }

  @Test func jsonLinesStayValidAndExact() throws {
    let line = LogLineFormatter.format(record(Self.hostile), as: .json)
    #expect(!line.unicodeScalars.contains(where: LogLineFormatter.isControl), "\(line.debugDescription)")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: String])
    #expect(object["message"] == "got " + Self.hostile)
  }

  @Test func cleanLinesAreUnchanged() {
    let line = LogLineFormatter.format(record("Español 日本語 ✓"), as: .text)
    #expect(line.hasSuffix("info [network] got Español 日本語 ✓"))
  }
}
