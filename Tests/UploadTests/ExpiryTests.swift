import Foundation
import Networking
import Testing
import Upload

@Suite("Expired URLs and already-completed recordings")
struct ExpiryTests {
  @Test func anExpiredURLIsRenewedThenTheBytesAreSentAgain() async throws {
    let harness = try Harness()
    harness.server.scriptPut(.failure(.expired))
    try await harness.queue.start()
    try await harness.queue.enqueue(
      file: try harness.makeRecording(), metadata: ["item": "en-001"], contentType: "audio/wav")
    await harness.queue.settle()

    let state = harness.server.snapshot
    #expect(state.log == ["create", "put", "renew", "put", "complete"])
    #expect(state.renews == ["rec_1"])
    #expect(state.puts[0].target.url != state.puts[1].target.url, "the second PUT used the renewed URL")
    #expect(harness.sleeps.value.isEmpty, "renewing does not wait")
    #expect(harness.queue.jobs.first?.phase == .done)
  }

  @Test func aURLThatExpiredWhileTheAppWasClosedIsRenewedBeforeSending() async throws {
    let harness = try Harness()
    harness.server.hangPuts.withLock { $0 = true }
    try await harness.queue.start()
    try await harness.queue.enqueue(
      file: try harness.makeRecording(), metadata: ["item": "en-001"], contentType: "audio/wav")
    await harness.server.waitUntilHung()
    await harness.queue.stop()

    harness.server.hangPuts.withLock { $0 = false }
    harness.clock.advance(by: .seconds(3600))  // the app stayed closed for an hour
    let relaunched = harness.reopen()
    await relaunched.settle()
    #expect(harness.server.snapshot.log == ["create", "put", "renew", "put", "complete"])
    #expect(relaunched.jobs.first?.phase == .done)
  }

  @Test func aRenewedURLIsUsedEvenWhenTheLocalClockThinksItIsAboutToExpire() async throws {
    // URLs live 10 s, under the 30 s renewal margin: a naive check would renew forever.
    let harness = try Harness(urlLifetime: 10)
    try await harness.queue.start()
    try await harness.queue.enqueue(
      file: try harness.makeRecording(), metadata: ["item": "en-001"], contentType: "audio/wav")
    await harness.queue.settle()
    #expect(harness.server.snapshot.log == ["create", "renew", "put", "complete"])
  }

  @Test func alreadyCompletedOnThePutIsTreatedAsDoneAndCompleteIsStillCalled() async throws {
    let harness = try Harness()
    harness.server.scriptPut(.success(.alreadyCompleted))
    try await harness.queue.start()
    let id = try await harness.queue.enqueue(
      file: try harness.makeRecording(), metadata: ["item": "en-001"], contentType: "audio/wav")
    await harness.queue.settle()
    #expect(harness.server.snapshot.log == ["create", "put", "complete"])
    #expect(harness.queue.jobs.first?.phase == .done)
    #expect(harness.queue.jobs.first?.id == id)
    #expect(harness.dataFiles().isEmpty)
  }

  @Test func alreadyCompletedOnRenewSkipsToComplete() async throws {
    let harness = try Harness()
    harness.server.hangPuts.withLock { $0 = true }
    try await harness.queue.start()
    try await harness.queue.enqueue(
      file: try harness.makeRecording(), metadata: ["item": "en-001"], contentType: "audio/wav")
    await harness.server.waitUntilHung()
    await harness.queue.stop()
    // Meanwhile the recording got completed (say, by a background session's PUT and a complete
    // whose answer was lost), and the stored URL expired.
    harness.server.state.withLock { state in
      state.recordings["rec_1"]?.uploaded = true
      state.recordings["rec_1"]?.completed = true
    }
    harness.clock.advance(by: .seconds(3600))

    harness.server.hangPuts.withLock { $0 = false }
    let relaunched = harness.reopen()
    await relaunched.settle()
    #expect(harness.server.snapshot.log == ["create", "put", "renew", "complete"])
    #expect(relaunched.jobs.first?.phase == .done)
  }

  @Test func anInvalidSignatureIsRenewedAndCountsTowardMaxAttempts() async throws {
    let harness = try Harness(maxAttempts: 2)
    harness.server.scriptPut(.failure(.rejected(status: 403, code: "invalid_signature")), times: 2)
    try await harness.queue.start()
    let id = try await harness.queue.enqueue(
      file: try harness.makeRecording(), metadata: ["item": "en-001"], contentType: "audio/wav")
    await harness.queue.settle()
    #expect(harness.server.snapshot.log == ["create", "put", "renew", "put"])
    #expect(harness.queue.jobs.first?.phase == .failed)
    #expect(harness.queue.jobs.first?.lastError?.key == "error.upload.invalid_signature")
    #expect(harness.dataFiles() == ["\(id).wav"])
  }
}
