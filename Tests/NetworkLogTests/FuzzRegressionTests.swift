import Foundation
import NetworkLog
import Networking
import Observability
import TestSupport
import Testing

/// Inputs found by Tools/Fuzz (the `networklog` target), kept so the bugs stay fixed. Each test
/// feeds the crasher's shape to the same public API as the harness. See Tools/Fuzz/README.md.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
  private func harEntryCount(_ har: Data) throws -> Int {
    let object = try #require(try JSONSerialization.jsonObject(with: har) as? [String: Any])
    let log = try #require(object["log"] as? [String: Any])
    return try #require(log["entries"] as? [Any]).count
  }

  /// Tools/Fuzz/crashers/networklog/har-export-empty-on-huge-duration.json: a persisted line with
  /// `"duration": 1.79769e+308`. `Redactor` keeps any finite duration; `HARExporter` multiplies it
  /// by 1e6 to round milliseconds, gets +infinity, `JSONEncoder` refuses the non-finite `time`,
  /// and the `try?` fallback exports an archive with NO entries — every other entry is lost too.
  @Test func aHugeDurationDoesNotEmptyTheHARExport() throws {
    let huge = Attempts.entry(Attempts.make(duration: .greatestFiniteMagnitude))
    let normal = Attempts.entry(Attempts.make(url: "https://api.test/rpc/app_config"))
    #expect(huge.duration.isFinite)
    let har = HARExporter.har([normal, huge])
    let count = try harEntryCount(har)
    #expect(count == 2)
    // Whatever happens to the huge entry, the export stays a valid HAR document.
    #expect(JSONExplorer(data: har).parseError == nil)
  }

  /// Tools/Fuzz/crashers/networklog/redaction-not-idempotent-control-char-json.txt: a JSON body
  /// that is not quite JSON (here a raw U+0001 inside a string; trailing bytes or a missing comma
  /// do the same) falls back to text redaction, which redacts `"email":"…"` but not an object or
  /// array under a sensitive key such as `signature`. The result IS valid JSON, so the redaction
  /// at the next launch (JSON rules) redacts the whole `signature` value: the stored entry
  /// changes, the file is rewritten, and until then the live view and its HAR/curl exports show
  /// what the JSON rules would hide.
  @Test func aNearlyJSONBodyIsRedactedLikeJSON() {
    let body = "{\"signature\":{\"note\":\"SECRET-9f2\u{01}\"},\"ok\":1}"
    let redacted = Attempts.entry(Attempts.json(request: body)).requestBody?.text ?? ""
    let leaks = redacted.contains("SECRET-9f2")
    #expect(!leaks, "\(redacted)")
  }

  @Test func reloadingTheFuzzedEntryChangesNothing() async throws {
    let temporary = try TemporaryDirectory()
    func makeStore() -> NetworkLogStore {
      NetworkLogStore(
        directory: temporary.logDirectory, time: TestClock().source,
        logger: Logger(category: .network, handler: InMemoryLogHandler()))
    }
    let written = [Attempts.entry(Attempts.json(request: "{\"signature\":{\"email\":\"\u{01}\"}}"))]
    let store = makeStore()
    await store.append(contentsOf: written)
    await store.flush()
    let reloaded = makeStore()
    let entries = await reloaded.entries()
    await reloaded.flush()
    let rewrites = await reloaded.statistics.rewrites
    #expect(entries == written)
    #expect(rewrites == 0)
  }
}
