import Foundation
import Storage
import Testing
import Upload

/// Two processes on one queue folder (two queues over it): each job is sent by one of them, and
/// what the other did is read back from the job file instead of being done again.
@Suite("Two processes, one queue folder", .timeLimit(.minutes(3)))
struct TwoProcessTests {
  @Test func aJobLockedElsewhereIsLeftAloneUntilReleased() async throws {
    let harness = try Harness()
    let id = try await harness.queue.enqueue(
      file: try harness.makeRecording(), metadata: ["item": "en-001"], contentType: "audio/wav")
    let lockFile = harness.uploads.appending(path: "locks/\(id.rawValue).lock")
    let other = try #require(try FileLock.tryLock(lockFile))  // "another process" is sending it

    try await harness.queue.start()
    while harness.sleeps.value.count < 3 { try await Task.sleep(for: .milliseconds(5)) }
    #expect(harness.sleeps.value.count >= 3)
    #expect(harness.server.snapshot.log.isEmpty, "nothing is sent while another process holds the job")
    #expect(harness.sleeps.value.allSatisfy { $0 <= 1 }, "a busy job is looked at again soon, not backed off")

    other.unlock()
    await harness.queue.retryWaiting()
    await harness.queue.settle()
    #expect(harness.server.snapshot.log == ["create", "put", "complete"])
  }

  @Test func aJobAnotherProcessFinishedIsNotSentAgain() async throws {
    let harness = try Harness()
    try await harness.queue.enqueue(
      file: try harness.makeRecording(), metadata: ["item": "en-001"], contentType: "audio/wav")
    // The other process loads the same folder and sends the job to the end.
    let other = harness.reopen()
    try await other.start()
    _ = await other.drained()
    #expect(harness.server.snapshot.log == ["create", "put", "complete"])

    // This process still thinks it is queued; before sending, it reads the job file again.
    #expect(harness.queue.jobs.first?.phase == .queued)
    await harness.queue.settle()
    #expect(harness.server.snapshot.log == ["create", "put", "complete"], "no second create, PUT or complete")
    #expect(harness.queue.jobs.first?.phase == .done)
  }

  @Test func aTemporaryFileBeingWrittenByAnotherProcessIsKept() async throws {
    let harness = try Harness()
    try await harness.queue.start()
    let jobs = harness.jobsFolder
    let writing = jobs.appending(path: ".abc.json.\(UUID().uuidString).tmp")
    try Data("{".utf8).write(to: writing)
    try Self.moveClock(of: harness, toAge: 1, of: writing)  // written a second ago
    try await harness.reopen().start()  // loading the folder must not delete another process's write
    #expect(FileManager.default.fileExists(atPath: writing.path))
  }

  @Test func aTemporaryFileUntouchedForAMinuteIsADeadWriteAndGoes() async throws {
    let harness = try Harness()
    try await harness.queue.start()
    let dead = harness.jobsFolder.appending(path: ".abc.json.\(UUID().uuidString).tmp")
    try Data("{".utf8).write(to: dead)
    try Self.moveClock(of: harness, toAge: 61, of: dead)
    try await harness.reopen().start()
    #expect(!FileManager.default.fileExists(atPath: dead.path))
  }

  /// Moves the queue's wall clock to `seconds` after `file`'s modification date as the file system reports
  /// it (file dates come from the file system, not from the queue's clock).
  static func moveClock(of harness: Harness, toAge seconds: TimeInterval, of file: URL) throws {
    let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
    let modified = try #require(attributes[.modificationDate] as? Date)
    harness.clock.setWallClock(by: modified.timeIntervalSince(harness.clock.now) + seconds)
  }
}
