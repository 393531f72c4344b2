import Foundation
import NetworkLog
import TestSupport
import Testing

@Suite("Store batching")
final class StoreBatchingTests {
  let temporary: TemporaryDirectory
  /// The store's flush timer waits on it: advancing it by the flush interval is the timer firing.
  let clock = TestClock()

  init() throws { temporary = try TemporaryDirectory() }

  /// The flush interval passes.
  func fireTimer() { clock.advance(by: NetworkLogStore.Configuration().flushInterval) }

  func makeStore(flushCount: Int = 10) -> NetworkLogStore {
    NetworkLogStore(
      directory: temporary.logDirectory, configuration: .init(flushCount: flushCount), time: clock.source)
  }

  @Test func nAppendsCauseAtMostNOverFlushCountBatchesPlusOneForTheTimer() async throws {
    let store = makeStore(flushCount: 10)
    for _ in 0..<25 { await store.append(Attempts.entry()) }
    // Two full batches are written without the timer; the remaining 5 wait for it.
    #expect(await eventually { await store.statistics.linesWritten == 20 })
    #expect(lines(of: store.fileURL).count == 20)
    await clock.waitForSleepers(1)
    fireTimer()
    #expect(await eventually { await store.statistics.linesWritten == 25 })
    let statistics = await store.statistics
    #expect(statistics.batchesWritten <= 3)
    #expect(statistics.batchesWritten >= 2)
    #expect(lines(of: store.fileURL).count == 25)
  }

  @Test func aBurstAppendedAtOnceIsOneBatch() async throws {
    let store = makeStore(flushCount: 10)
    await store.append(contentsOf: (0..<100).map { _ in Attempts.entry() })
    #expect(await eventually { await store.statistics.linesWritten == 100 })
    #expect(await store.statistics.batchesWritten == 1)
  }

  @Test func nothingIsWrittenBeforeTheTimerWhenBelowTheCount() async throws {
    let store = makeStore(flushCount: 50)
    for _ in 0..<3 { await store.append(Attempts.entry()) }
    // The timer is parked on the clock, and below the count it is the only thing that writes: what
    // the store has written now is all it writes before the timer fires.
    await clock.waitForSleepers(1)
    #expect(clock.sleeperCount == 1)  // one timer for the whole batch
    #expect(await store.statistics.batchesWritten == 0)
    #expect(!FileManager.default.fileExists(atPath: filePath(store.fileURL)))
    fireTimer()
    #expect(await eventually { await store.statistics.batchesWritten == 1 })
    #expect(lines(of: store.fileURL).count == 3)
  }

  @Test func readsAreServedFromMemoryWhileWritesArePending() async throws {
    let store = makeStore(flushCount: 1_000)
    let entries = (0..<30).map { _ in Attempts.entry() }
    await store.append(contentsOf: entries)
    // Not on disk yet (the timer has not fired), but every read sees them.
    #expect(!FileManager.default.fileExists(atPath: filePath(store.fileURL)))
    #expect(await store.entries().map(\.id) == entries.map(\.id))
    #expect(await store.entry(id: entries[7].id) == entries[7])
    #expect(await store.count == 30)
    fireTimer()
    await store.flush()
    #expect(lines(of: store.fileURL).count == 30)
  }

  @Test func concurrentAppendsAndReadsStayConsistent() async throws {
    let store = makeStore(flushCount: 7)
    await withTaskGroup(of: Void.self) { group in
      for writer in 0..<4 {
        group.addTask {
          for index in 0..<50 {
            await store.append(Attempts.entry(Attempts.make(url: "https://api.test/w\(writer)/\(index)")))
          }
        }
      }
      group.addTask {
        var last = 0
        for _ in 0..<200 {
          let count = await store.entries().count
          #expect(count >= last)  // reads never go backwards while only appends happen
          last = count
          await Task.yield()
        }
      }
    }
    await store.flush()
    #expect(await store.count == 200)
    #expect(lines(of: store.fileURL).count == 200)
    // Per-writer order is preserved.
    let urls = await store.entries().map(\.url).filter { $0.contains("/w2/") }
    #expect(urls == (0..<50).map { "https://api.test/w2/\($0)" })
  }

  @Test func flushWritesEverythingAndReturnsWhenItIsOnDisk() async throws {
    let store = makeStore(flushCount: 1_000)
    for _ in 0..<5 { await store.append(Attempts.entry()) }
    await store.flush()
    #expect(lines(of: store.fileURL).count == 5)
    await store.flush()  // nothing pending: no empty batch
    #expect(await store.statistics.batchesWritten == 1)
  }

  @Test func theDefaultsMatchTheDocumentation() {
    let configuration = NetworkLogStore.Configuration()
    #expect(configuration.maxEntries == 1_000)
    #expect(configuration.maxAge == 604_800)
    #expect(configuration.flushInterval == .milliseconds(300))
    #expect(configuration.fileName == "network-log.jsonl")
  }
}
