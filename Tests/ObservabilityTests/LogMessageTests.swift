import Foundation
import Observability
import Testing

@Suite("Log privacy and formatting")
struct LogMessageTests {
  @Test func interpolatedValuesArePrivateByDefault() {
    let token = "eyJhbGciOiJIUzI1NiJ9.secret"
    let message: LogMessage = "refreshed token \(token) for status \(200, privacy: .public)"
    #expect(message.rendered == "refreshed token <private> for status 200")
    #expect(!message.rendered.contains(token))
  }

  @Test func loggerFiltersByLevelAndKeepsCategory() {
    let memory = InMemoryLogHandler(minimumLevel: .info)
    let logger = Logger(category: .upload, handler: memory)
    logger.debug("dropped")
    logger.warning("kept \(3, privacy: .public)")
    #expect(memory.records.count == 1)
    #expect(memory.records.first?.category == .upload)
    #expect(memory.records.first?.message == "kept 3")
  }

  @Test func configurationParsesNames() {
    let config = LogConfiguration(levelName: "WARN", formatName: "json")
    #expect(config == LogConfiguration(minimumLevel: .warning, format: .json))
    #expect(LogConfiguration(levelName: "loud", formatName: nil) == LogConfiguration())
  }

  @Test func nothingIsWrittenUntilTheHostInstallsAHandler() {
    // A fresh process logs through the discarding handler (ADR 0013); tests may have bootstrapped
    // another, so the default is checked on the type itself.
    let quiet = DiscardingLogHandler()
    #expect(quiet.minimumLevel == .critical)
    let logger = Logger(category: .app, handler: quiet)
    logger.error("never printed")
  }

  @Test func jsonLinesAreParseableAndRedacted() throws {
    let lines = LockedValue<[String]>([])
    let handler = StderrLogHandler(configuration: .init(minimumLevel: .trace, format: .json)) { line in
      lines.withLock { $0.append(line) }
    }
    Logger(category: .session, handler: handler).error("signed in as \("ana@example.com")", metadata: ["attempt": "1"])
    let line = try #require(lines.value.first)
    let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: String]
    #expect(object?["level"] == "error")
    #expect(object?["category"] == "session")
    #expect(object?["message"] == "signed in as <private>")
    #expect(object?["attempt"] == "1")
    #expect(!line.contains("ana@example.com"))
  }

  @Test func textLineHasLevelCategoryAndMetadata() {
    let record = LogRecord(
      level: .notice, category: .audio, message: "take saved", metadata: ["bytes": "42"],
      timestamp: Date(timeIntervalSince1970: 0))
    #expect(LogLineFormatter.format(record, as: .text) == "1970-01-01T00:00:00Z notice [audio] take saved bytes=42")
  }

  @Test func multiplexRespectsEachHandlersLevel() {
    let verbose = InMemoryLogHandler(minimumLevel: .trace)
    let quiet = InMemoryLogHandler(minimumLevel: .error)
    let logger = Logger(category: .app, handler: MultiplexLogHandler([verbose, quiet]))
    logger.info("one")
    logger.error("two")
    #expect(verbose.records.count == 2)
    #expect(quiet.records.map(\.message) == ["two"])
  }

  @Test func levelNamesRoundTrip() {
    for level in LogLevel.allCases {
      #expect(LogLevel(name: level.name) == level)
    }
  }
}
