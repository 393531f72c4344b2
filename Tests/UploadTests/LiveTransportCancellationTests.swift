import Foundation
import Networking
import Observability
import TestSupport
import Testing
import Upload

@Suite("Live transport: cancelling as the answer arrives")
struct LiveTransportCancellationTests {
  /// One kind of answer, and where its cancels currently land.
  private final class Staircase {
    let server: LoopbackHTTPServer
    let request: UploadRequest
    /// How long to wait before cancelling: doubled after each cancelled PUT until one is answered (so a
    /// slow machine, or ThreadSanitizer, finds the crossing in a few PUTs), then a tenth longer after a
    /// cancelled PUT and a tenth shorter after an answered one, so it settles where the answer and the
    /// cancel cross.
    var delay: Duration = .milliseconds(2)
    var answered = false

    func settle(after outcome: String) {
      if outcome == "answered" { answered = true }
      let factor = outcome == "answered" ? 0.9 : (answered ? 1.1 : 2)
      delay = delay * factor
    }

    init(_ answer: LoopbackHTTPServer.Answer, bytes: Int, in folder: URL) throws {
      server = try LoopbackHTTPServer(answers: Array(repeating: answer, count: 10_000))
      let file = folder.appending(path: "\(UUID().uuidString).wav")
      try Data(repeating: 0x41, count: bytes).write(to: file)
      let target = UploadTarget(
        remoteID: "rec_1", url: server.baseURL.appending(path: "uploads/rec_1"), method: "PUT",
        headers: ["Content-Type": "audio/wav"], expiresAt: .distantFuture)
      request = UploadRequest(fileURL: file, target: target, contentType: "audio/wav", byteSize: bytes)
    }
  }

  /// Cancels PUTs close to the moment their answers arrive, each cancel jittered around its staircase:
  /// a 204 after the whole body, a 403 sent before the body is read, and a connection dropped mid-body.
  /// On FoundationNetworking (Swift 6.3) `URLSessionTask.cancel()` crashed the process here
  /// (`URLSession.behaviour(for:)`: "a task that is not in the registry") within a few hundred PUTs,
  /// mostly on early answers and drops; `URLSessionUploader` no longer calls it there. Bounded: 1,500
  /// PUTs (about 2.5 s) or 6 s, whichever comes first, so it does not starve the suites beside it, and
  /// then only until both sides of the race were hit: the staircases double until an answer arrives, so
  /// no load decides the outcome (under ThreadSanitizer on a loaded machine a fixed 30 s cap once ended
  /// with every PUT cancelled). The suite's time limit is the hang guard.
  @Test(.timeLimit(.minutes(3))) func cancellingAsTheAnswerArrivesNeverCrashesOrHangs() async throws {
    let temp = try TemporaryDirectory()
    let expired = #"{"code":"upload_url_expired","message":"Expired."}"#
    let stairs = [
      try Staircase(.status(204, body: ""), bytes: 8 * 1024, in: temp.url),
      try Staircase(.early(403, body: expired), bytes: 8 * 1024, in: temp.url),
      try Staircase(.early(403, body: expired), bytes: 64 * 1024, in: temp.url),
      try Staircase(.dropAfter(bytes: 4 * 1024), bytes: 64 * 1024, in: temp.url),
    ]
    defer {
      for stair in stairs { stair.server.stop() }
    }
    let transport = UploadTransport.live()
    var outcomes: [String: Int] = [:]
    // 6 s of racing (a loaded test process runs few), then on until both sides were hit.
    let started = ContinuousClock.now
    var runs = 0
    while (runs < 1500 && ContinuousClock.now < started + .seconds(6)) || outcomes.count < 2 {
      let stair = stairs[runs % stairs.count]
      let request = stair.request
      let upload = Task { () async throws -> UploadTransportResult in
        try await transport.upload(request) { _, _ in }
      }
      // Every tenth cancel comes at once, before the PUT has started.
      let jittered = runs % 10 == 9 ? nil : stair.delay * Double.random(in: 0.8...1.2)
      if let jittered { try await Task.sleep(for: jittered) }
      upload.cancel()
      let outcome = Self.outcome(await upload.result)
      outcomes[outcome, default: 0] += 1
      if jittered != nil { stair.settle(after: outcome) }
      runs += 1
    }
    // Both sides of the race were hit; how many PUTs fit in 6 s depends on the machine's load.
    #expect(outcomes.keys.sorted() == ["answered", "cancelled"], "\(runs) PUTs: \(outcomes)")
  }

  /// A PUT cancelled mid-body ends at once with `.cancelled`, and its body stops short of the file:
  /// on FoundationNetworking its next read fails (`AbortableFileStream`), elsewhere the task is cancelled.
  /// The server reads at most 4 MB/s, so a caller left waiting for the answer would wait 16 s or more.
  @Test(.timeLimit(.minutes(3))) func aPutCancelledMidBodyEndsAtOnceAndItsBodyStops() async throws {
    let temp = try TemporaryDirectory()
    let size = 64 * 1024 * 1024
    let file = temp.url.appending(path: "take.wav")
    try Data(repeating: 0x41, count: size).write(to: file)
    let server = try LoopbackHTTPServer(answers: [.slowly(204, body: "")])
    defer { server.stop() }
    let target = UploadTarget(
      remoteID: "rec_1", url: server.baseURL.appending(path: "uploads/rec_1"), method: "PUT",
      headers: ["Content-Type": "audio/wav"], expiresAt: .distantFuture)
    let request = UploadRequest(fileURL: file, target: target, contentType: "audio/wav", byteSize: size)
    let transport = UploadTransport.live()
    let sent = LockedValue(0)
    let upload = Task { () async throws -> UploadTransportResult in
      try await transport.upload(request) { bytes, _ in sent.withLock { $0 = bytes } }
    }
    while sent.value == 0 { try await Task.sleep(for: .milliseconds(5)) }

    upload.cancel()
    // Cancelled, not delivered: the caller did not wait for the rest of the file (checked below at the server).
    #expect(Self.outcome(await upload.result) == "cancelled")
    // The server reads what was already on its way, then sees the connection end.
    while server.received.value.isEmpty { try await Task.sleep(for: .milliseconds(20)) }
    let received = try #require(server.received.value.first)
    #expect(received.byteCount < size, "the whole file was sent")
  }

  private static func outcome(_ result: Result<UploadTransportResult, any Error>) -> String {
    switch result {
    case .failure(let error as UploadTransportError) where error == .network(.cancelled): "cancelled"
    case .success, .failure(UploadTransportError.expired): "answered"
    case .failure(UploadTransportError.network(let error)) where error.isTransient: "answered"  // the drop
    case .failure(let error): "unexpected \(error)"
    }
  }
}
