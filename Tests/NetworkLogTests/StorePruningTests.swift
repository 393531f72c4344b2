import Foundation
import NetworkLog
import Observability
import TestSupport
import Testing

@Suite("Store pruning")
final class StorePruningTests {
  let temporary: TemporaryDirectory
  let clock = TestClock()

  init() throws { temporary = try TemporaryDirectory() }

  func makeStore(_ configuration: NetworkLogStore.Configuration) -> NetworkLogStore {
    NetworkLogStore(directory: temporary.logDirectory, configuration: configuration, time: clock.source)
  }

  func entry(ageInDays days: Double, path: String = "p") -> NetworkLogEntry {
    Attempts.entry(
      Attempts.make(url: "https://api.test/\(path)", startedAt: clock.now.addingTimeInterval(-days * 86_400)))
  }

  @Test func entriesOlderThanSevenDaysArePrunedOnFlush() async throws {
    let store = makeStore(.init(compactionSlack: 0))
    await store.append(contentsOf: [
      entry(ageInDays: 8, path: "old"), entry(ageInDays: 6.9, path: "recent"), entry(ageInDays: 0),
    ])
    await store.flush()
    #expect(await store.entries().map(\.url) == ["https://api.test/recent", "https://api.test/p"])
    #expect(lines(of: store.fileURL).count == 2)
    // A day later the "recent" one is too old too, and the file is compacted.
    clock.setWallClock(by: 86_400)
    await store.append(entry(ageInDays: 0, path: "new"))
    await store.flush()
    #expect(await store.entries().map(\.url) == ["https://api.test/p", "https://api.test/new"])
    #expect(lines(of: store.fileURL).count == 2)
    #expect(await store.statistics.entriesPruned == 2)
  }

  @Test func theOldestEntriesBeyondTheCountAreDropped() async throws {
    let store = makeStore(.init(maxEntries: 10, flushCount: 1_000, compactionSlack: 0))
    for index in 0..<25 { await store.append(entry(ageInDays: 0, path: "\(index)")) }
    #expect(await store.count == 10)
    await store.flush()
    #expect(await store.entries().map(\.url) == (15..<25).map { "https://api.test/\($0)" })
    #expect(lines(of: store.fileURL).count == 10)
  }

  @Test func theFileIsCompactedOnlyOnceTheSlackIsUsedUp() async throws {
    let store = makeStore(.init(maxEntries: 10, flushCount: 1, compactionSlack: 5))
    for index in 0..<10 { await store.append(entry(ageInDays: 0, path: "\(index)")) }
    await store.flush()
    #expect(lines(of: store.fileURL).count == 10)
    for index in 10..<15 { await store.append(entry(ageInDays: 0, path: "\(index)")) }
    await store.flush()
    #expect(lines(of: store.fileURL).count == 15)  // 5 stale lines: within the slack
    await store.append(entry(ageInDays: 0, path: "15"))
    await store.flush()
    #expect(lines(of: store.fileURL).count == 10)  // the 6th stale line triggers a compaction
    #expect(await store.statistics.rewrites == 1)
    // Whatever the file holds, a reload shows exactly the kept entries.
    let reloaded = makeStore(.init(maxEntries: 10))
    #expect(await reloaded.entries().map(\.url) == (6..<16).map { "https://api.test/\($0)" })
  }

  @Test func aByteBudgetDropsOldEntriesToo() async throws {
    let store = makeStore(.init(maxBytes: 30_000, flushCount: 1_000))
    let big = String(repeating: "a", count: 10_000)
    for _ in 0..<5 {
      await store.append(
        Attempts.entry(Attempts.make(requestHeaders: ["Content-Type": "text/plain"], requestBody: Data(big.utf8))))
    }
    let kept = await store.count
    #expect(kept == 2)
  }

  @Test func oldEntriesArePrunedWhenLoading() async throws {
    let first = makeStore(.init())
    await first.append(contentsOf: [entry(ageInDays: 6, path: "a"), entry(ageInDays: 1, path: "b")])
    await first.flush()
    clock.setWallClock(by: 2 * 86_400)
    let second = makeStore(.init())
    #expect(await second.entries().map(\.url) == ["https://api.test/b"])
    await second.flush()
    #expect(lines(of: second.fileURL).count == 1)
  }
}
