import Foundation
import NetworkLog
import Networking
import TestSupport
import Testing

@Suite("Monitor")
final class MonitorTests {
  let temporary: TemporaryDirectory

  init() throws { temporary = try TemporaryDirectory() }

  /// The stores' clock; an `APIClient` feeding them reads it too, so its attempts are "now" to them.
  let clock = TestClock()

  func makeStore() -> NetworkLogStore {
    NetworkLogStore(directory: temporary.logDirectory, time: clock.source)
  }

  @Test func itIsInertUnlessEnabled() async throws {
    let store = makeStore()
    let monitor = NetworkLogMonitor(store: store)
    #expect(!monitor.isEnabled)
    for _ in 0..<10 { monitor.attemptDidFinish(Attempts.make()) }
    await monitor.flush()
    #expect(await store.count == 0)
    #expect(!FileManager.default.fileExists(atPath: filePath(temporary.logDirectory)))
  }

  @Test func theDisabledMonitorCannotBeTurnedOn() async {
    let monitor = NetworkLogMonitor.disabled
    monitor.isEnabled = true
    #expect(!monitor.isEnabled)
    #expect(monitor.store == nil)
    monitor.attemptDidFinish(Attempts.make())
    await monitor.flush()
  }

  @Test func enabledItRecordsEveryAttemptInOrderRedacted() async throws {
    let store = makeStore()
    let monitor = NetworkLogMonitor(store: store, isEnabled: true)
    let requestID = UUID()
    monitor.attemptDidFinish(
      Attempts.make(
        requestHeaders: ["Authorization": "Bearer a"], status: 503,
        error: .server(status: 503, code: "unavailable", message: nil),
        outcome: .retrying(after: 0.5), requestID: requestID, attemptNumber: 1))
    monitor.attemptDidFinish(
      Attempts.make(requestHeaders: ["Authorization": "Bearer a"], requestID: requestID, attemptNumber: 2))
    await monitor.flush()
    let entries = await store.entries()
    #expect(entries.map(\.attemptNumber) == [1, 2])
    try #require(entries.count == 2)  // fail here, not with an out-of-range index below
    #expect(entries.allSatisfy { $0.requestID == requestID })
    #expect(entries[0].outcome == .retrying(after: 0.5))
    #expect(entries[0].errorKey == "error.network.server")
    #expect(entries[0].serverErrorCode == "unavailable")
    #expect(entries[1].outcome == .delivered)
    #expect(entries.allSatisfy { $0.requestHeader("Authorization") == Redactor.placeholder })
    #expect(lines(of: store.fileURL).count == 2)  // flush() waits for the disk too
  }

  /// Attempts from many threads, interleaved with flushes: the background task takes them in
  /// batches, and each flush still returns only once everything handed off before it is stored.
  @Test func concurrentHandOffsAreAllStoredAndEachFlushWaitsForItsPredecessors() async throws {
    let store = makeStore()
    let monitor = NetworkLogMonitor(store: store, isEnabled: true, queueLimit: 10_000)
    await withTaskGroup(of: Void.self) { group in
      for worker in 0..<8 {
        group.addTask {
          for index in 0..<50 {
            monitor.attemptDidFinish(Attempts.make(url: "https://api.test/rpc/w\(worker)", attemptNumber: index + 1))
            if index % 10 == 9 {
              await monitor.flush()
              let mine = await store.entries().filter { $0.url.hasSuffix("/w\(worker)") }
              #expect(mine.map(\.attemptNumber) == Array(1...(index + 1)))
            }
          }
        }
      }
    }
    #expect(await store.count == 400)
    #expect(monitor.droppedCount == 0)
  }

  @Test func itCanBeSwitchedAtRunTime() async throws {
    let store = makeStore()
    let monitor = NetworkLogMonitor(store: store)
    monitor.attemptDidFinish(Attempts.make(url: "https://api.test/before"))
    monitor.isEnabled = true
    monitor.attemptDidFinish(Attempts.make(url: "https://api.test/during"))
    monitor.isEnabled = false
    monitor.attemptDidFinish(Attempts.make(url: "https://api.test/after"))
    await monitor.flush()
    #expect(await store.entries().map(\.url) == ["https://api.test/during"])
  }

  @Test func handingOffIsFastAndNeverWaitsForRedactionOrDisk() async throws {
    let store = makeStore()
    let monitor = NetworkLogMonitor(store: store, isEnabled: true, queueLimit: 10_000)
    let body = Data(String(repeating: #"{"password":"p","items":[1,2,3]},"#, count: 1_500).utf8)
    let attempt = Attempts.make(requestHeaders: ["Content-Type": "application/json"], requestBody: body)
    let clock = ContinuousClock()
    let handOff = clock.measure {
      for _ in 0..<200 { monitor.attemptDidFinish(attempt) }
    }
    let processing = await clock.measure { await monitor.flush() }
    // The hand-off is a queue push; redacting and storing 200 bodies of 50 KB happens afterwards,
    // off the caller's path, and takes far longer. (Relative, so a loaded CI machine cannot flake it.)
    #expect(handOff * 5 < processing, "hand-off \(handOff), processing \(processing)")
    #expect(await store.count == 200)
  }

  @Test func aFullQueueDropsAndCountsInsteadOfBlocking() async throws {
    let store = makeStore()
    let monitor = NetworkLogMonitor(store: store, isEnabled: true, queueLimit: 2)
    let body = Data(String(repeating: "token=abc&", count: 20_000).utf8)
    for _ in 0..<50 {
      monitor.attemptDidFinish(Attempts.make(requestHeaders: ["Content-Type": "text/plain"], requestBody: body))
    }
    await monitor.flush()
    let stored = await store.count
    #expect(stored + monitor.droppedCount == 50)
    #expect(monitor.droppedCount > 0)
  }

  @Test func itIsUsableAsAnAPIClientMonitor() async throws {
    let host = "api-\(UUID().uuidString.lowercased()).test"
    StubURLProtocol.register(host: host) { _ in (200, ["Content-Type": "application/json"], Data(#"{"ok":true}"#.utf8))
    }
    let store = makeStore()
    let monitor = NetworkLogMonitor(store: store, isEnabled: true)
    let client = APIClient(
      configuration: APIClientConfiguration(
        environment: APIEnvironment(name: .development, baseURL: URL(string: "https://\(host)")!),
        session: StubURLProtocol.session(), monitors: [monitor], time: clock.source(recordingSleeps: { _ in })))
    _ = try await client.sendForData(Endpoint<EmptyResponse>(path: "/health", method: .get, requiresAuth: false))
    await monitor.flush()
    let entry = try #require(await store.entries().first)
    #expect(entry.url == "https://\(host)/health")
    #expect(entry.status == 200)
    #expect(entry.responseBody?.text == #"{"ok":true}"#)
  }
}

@Suite("Developer gate")
struct NetworkLogGateTests {
  @Test func theVariableOrTheDeveloperFlagOpensIt() {
    #expect(NetworkLogGate.isOpen(enabledForRun: true))
    #expect(NetworkLogGate.isOpen(accountFlags: ["beta", "developer"]))
    #expect(!NetworkLogGate.isOpen(accountFlags: ["beta"]))
    #expect(!NetworkLogGate.isOpen())
  }
}
