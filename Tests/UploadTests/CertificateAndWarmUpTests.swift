import Foundation
import Networking
import Testing
import Upload

/// An untrusted certificate needs the learner, not another try; the PUT's connection is warmed
/// while the create call runs (ADR 0029).
@Suite("Certificates and warm-up")
struct CertificateAndWarmUpTests {
  static let certificateReason = UploadErrorInfo(
    key: "error.network.untrusted_certificate", message: "The upload server's certificate is not trusted.",
    isPermanent: false)

  @Test func anUntrustedCertificateOnThePutFailsAtOnceKeepsTheFileAndIsRetriedByTheLearner() async throws {
    let harness = try Harness()
    harness.server.scriptPut(.failure(.network(.untrustedCertificate(host: "uploads.test"))))
    try await harness.queue.start()
    let id = try await harness.queue.enqueue(
      file: try harness.makeRecording(), metadata: ["item": "en-001"], contentType: "audio/wav")
    await harness.queue.settle()

    let job = try #require(harness.queue.jobs.first)
    #expect(job.state == .failed(Self.certificateReason))
    #expect(harness.server.snapshot.log == ["create", "put"], "one PUT, no retry loop")
    #expect(harness.sleeps.value.isEmpty, "no backoff: waiting cannot fix a certificate")
    #expect(harness.dataFiles() == ["\(id).wav"], "the take is kept")
    let onDisk = try harness.jobJSON(id)
    #expect(onDisk["phase"] as? String == "failed")
    #expect((onDisk["last_error"] as? [String: Any])?["key"] as? String == "error.network.untrusted_certificate")

    // The learner trusts the CA and retries: a plain retry picks it up (it is not a refusal).
    #expect(await harness.queue.retryFailed() == 1)
    await harness.queue.settle()
    #expect(harness.server.snapshot.log == ["create", "put", "put", "complete"], "same recording, sent again")
    #expect(harness.queue.jobs.first?.phase == .done)
    #expect(harness.dataFiles().isEmpty)
  }

  @Test func anUntrustedCertificateOnCreateFailsAtOnceToo() async throws {
    let harness = try Harness()
    harness.server.script(.create, .untrustedCertificate(host: "api.test"))
    try await harness.queue.start()
    let id = try await harness.queue.enqueue(
      file: try harness.makeRecording(), metadata: ["item": "en-001"], contentType: "audio/wav")
    await harness.queue.settle()
    #expect(harness.queue.jobs.first?.state == .failed(Self.certificateReason))
    #expect(harness.server.snapshot.log == ["create"])
    #expect(harness.sleeps.value.isEmpty)
    #expect(harness.dataFiles() == ["\(id).wav"])
  }

  @Test func theTransportIsWarmedBeforeEachCreateCall() async throws {
    let harness = try Harness()
    let order = LockedOrder()
    let fake = harness.server.transport
    let transport = UploadTransport(upload: fake.upload, warmUp: { order.add("warm-up") })
    harness.server.onCreate.withLock { $0 = { _ in order.add("create") } }
    let queue = UploadQueue(
      directory: harness.uploads, api: harness.server.api, transport: transport,
      configuration: harness.configuration)
    try await queue.start()
    try await queue.enqueue(file: try harness.makeRecording(), metadata: ["item": "en-001"], contentType: "audio/wav")
    await queue.settle()
    #expect(queue.jobs.first?.phase == .done)
    #expect(order.value == ["warm-up", "create"], "warmed once, before the create call; not for complete")
  }

  @Test func theDefaultWarmUpDoesNothing() async throws {
    UploadTransport.offline.warmUp()
    UploadTransport { _, _ throws(UploadTransportError) in .uploaded }.warmUp()
  }
}

/// Events in the order they happened.
final class LockedOrder: @unchecked Sendable {
  private let lock = NSLock()
  private var events: [String] = []

  func add(_ event: String) {
    lock.lock()
    events.append(event)
    lock.unlock()
  }

  var value: [String] {
    lock.lock()
    defer { lock.unlock() }
    return events
  }
}
