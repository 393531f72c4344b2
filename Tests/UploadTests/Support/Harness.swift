import Foundation
import Networking
import Observability
import Storage
import TestSupport
import Testing
import Upload

/// One queue over a temp folder, with the fake server, a settable clock, recorded (never slept)
/// backoff sleeps and captured logs. `reopen()` builds a *new* queue on the same folder, which is
/// how a relaunch after a kill is simulated.
///
/// The queue's `TimeSource` reads `clock`'s wall and monotonic time, but its waits are recorded in
/// ``sleeps`` and return at once; `reopen(time: harness.clock.source)` gives a queue whose waits
/// park on the clock instead. So `drain(timeout:)` (whose deadline is such a wait) is not how these
/// tests wait for a queue: ``UploadQueue/drained()`` and ``UploadQueue/settle(sourceLocation:)`` are.
final class Harness: Sendable {
  let temp: TemporaryDirectory
  let uploads: URL
  let recorder: URL
  let clock: TestClock
  let server: FakeUploadServer
  let sleeps = LockedValue<[TimeInterval]>([])
  let logs = InMemoryLogHandler()
  let maxAttempts: Int
  let doneHistoryLimit: Int
  let queue: UploadQueue

  init(maxAttempts: Int = 5, doneHistoryLimit: Int = 20, urlLifetime: TimeInterval = 900) throws {
    temp = try TemporaryDirectory()
    uploads = temp.url.appending(path: "data/uploads", directoryHint: .isDirectory)
    recorder = try temp.subdirectory("recordings")
    clock = TestClock()
    server = FakeUploadServer(clock: clock, urlLifetime: urlLifetime)
    self.maxAttempts = maxAttempts
    self.doneHistoryLimit = doneHistoryLimit
    queue = Self.makeQueue(
      uploads: uploads, server: server, clock: clock, sleeps: sleeps, logs: logs, maxAttempts: maxAttempts,
      doneHistoryLimit: doneHistoryLimit, sourceFolders: [recorder])
  }

  /// A second queue on the same folder, as after a relaunch. `time` overrides the recording time
  /// source (pass `clock.source` for waits that last until the clock is advanced or the queue stopped).
  /// `sourceFolders` overrides the declared take folder (the recorder's, as the CLI declares its
  /// recordings folder).
  func reopen(time: TimeSource? = nil, sourceFolders: [URL]? = nil) -> UploadQueue {
    Self.makeQueue(
      uploads: uploads, server: server, clock: clock, sleeps: sleeps, logs: logs, maxAttempts: maxAttempts,
      doneHistoryLimit: doneHistoryLimit, sourceFolders: sourceFolders ?? [recorder], time: time)
  }

  var configuration: UploadQueue.Configuration {
    Self.configuration(
      clock: clock, sleeps: sleeps, logs: logs, maxAttempts: maxAttempts, doneHistoryLimit: doneHistoryLimit,
      sourceFolders: [recorder])
  }

  private static func configuration(
    clock: TestClock, sleeps: LockedValue<[TimeInterval]>, logs: InMemoryLogHandler, maxAttempts: Int,
    doneHistoryLimit: Int, sourceFolders: [URL], time: TimeSource? = nil
  ) -> UploadQueue.Configuration {
    let recording = clock.source(recordingSleeps: { seconds in sleeps.withLock { $0.append(seconds) } })
    return UploadQueue.Configuration(
      maxAttempts: maxAttempts, baseDelay: 2, maxDelay: 60, doneHistoryLimit: doneHistoryLimit,
      time: time ?? recording,
      random: { 0.5 },
      logger: Logger(category: .upload, handler: logs),
      sourceFolders: sourceFolders)
  }

  private static func makeQueue(
    uploads: URL, server: FakeUploadServer, clock: TestClock, sleeps: LockedValue<[TimeInterval]>,
    logs: InMemoryLogHandler, maxAttempts: Int, doneHistoryLimit: Int, sourceFolders: [URL],
    time: TimeSource? = nil
  ) -> UploadQueue {
    UploadQueue(
      directory: uploads, api: server.api, transport: server.transport,
      configuration: configuration(
        clock: clock, sleeps: sleeps, logs: logs, maxAttempts: maxAttempts, doneHistoryLimit: doneHistoryLimit,
        sourceFolders: sourceFolders, time: time))
  }

  /// Writes a "recording" into the recorder's folder.
  func makeRecording(_ name: String = "take.wav", bytes: Int = 4096, seed: UInt8 = 7) throws -> URL {
    let url = recorder.appending(path: name, directoryHint: .notDirectory)
    let data = Data((0..<bytes).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ Int(seed)) })
    try data.write(to: url)
    return url
  }

  var jobsFolder: URL { uploads.appending(path: "jobs", directoryHint: .isDirectory) }
  var filesFolder: URL { uploads.appending(path: "files", directoryHint: .isDirectory) }

  func jobFile(_ id: UploadJobID) -> URL { jobsFolder.appending(path: "\(id.rawValue).json") }

  /// The job file as a JSON dictionary.
  func jobJSON(_ id: UploadJobID) throws -> [String: Any] {
    let data = try Data(contentsOf: jobFile(id))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  func dataFiles() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: filesFolder.path)) ?? []).filter { !$0.hasPrefix(".") }
      .sorted()
  }

  func jobFiles() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: jobsFolder.path)) ?? []).sorted()
  }
}

extension Duration {
  /// How long a test waits for something that should happen soon before it calls the test hung.
  ///
  /// Not a performance bound: under ThreadSanitizer on a two-core CI runner, a test process that starts
  /// hundreds of tests at once left some of them unscheduled for 20–40 s, and 10–20 s guards failed
  /// tests that were merely waiting their turn.
  static let hangGuard = Duration.seconds(120)
}

extension UploadQueue {
  /// Waits (at most ``Duration/hangGuard`` of real time, only as a guard against a hung test) until `condition`
  /// holds for the published jobs; returns them.
  @discardableResult
  func waitUntil(
    _ condition: @escaping @Sendable ([UploadJobSnapshot]) -> Bool, sourceLocation: SourceLocation = #_sourceLocation
  ) async -> [UploadJobSnapshot] {
    let stream = updates()
    let result = await withTaskGroup(of: [UploadJobSnapshot]?.self) { group in
      group.addTask {
        for await jobs in stream where condition(jobs) { return jobs }
        return nil
      }
      group.addTask {
        try? await Task.sleep(for: .hangGuard)
        return nil
      }
      let first = await group.next() ?? nil
      group.cancelAll()
      return first
    }
    guard let result else {
      Issue.record("condition not reached; jobs: \(jobs.map { "\($0.phase)" })", sourceLocation: sourceLocation)
      return jobs
    }
    return result
  }

  /// Starts processing and returns whether every job ended (done or failed) within ``Duration/hangGuard``
  /// of real time: `drain(timeout:)` for a queue whose own clock is virtual, so its deadline would never
  /// pass (or, with the recording source, pass at once).
  func drained() async -> Bool {
    do { try start() } catch { return false }
    let stream = updates()
    return await withTaskGroup(of: Bool.self) { group in
      group.addTask {
        for await jobs in stream where jobs.allSatisfy({ !$0.phase.isActive }) { return true }
        return false
      }
      group.addTask {
        try? await Task.sleep(for: .hangGuard)
        return false
      }
      let settled = await group.next() ?? false
      group.cancelAll()
      return settled
    }
  }

  /// Processes until settled; records an issue if it does not within ``Duration/hangGuard``.
  func settle(sourceLocation: SourceLocation = #_sourceLocation) async {
    let settled = await drained()
    if !settled {
      Issue.record("queue did not settle; jobs: \(jobs.map { "\($0.phase)" })", sourceLocation: sourceLocation)
    }
  }
}
