import Foundation
import Observability
import PracticeFeature
import Testing
import Upload

/// What an unimplemented practice test value throws after failing the test.
public struct UnimplementedPracticeOperation: Error, Equatable {
  /// The operation's name, e.g. `PracticeRecorder.record`.
  public let operation: String
}

private func unimplemented(
  _ operation: String, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) -> UnimplementedPracticeOperation {
  // Built from the literals: a library target has no Testing macros (`#_sourceLocation`).
  Issue.record(
    "Unimplemented: \(operation)",
    sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  return UnimplementedPracticeOperation(operation: operation)
}

/// A ``PracticeRecorder`` made of closures: ``unimplemented`` or ``noop``, then replace what the
/// test needs. For takes written to disk, use ``ScriptedRecorder``.
///
/// ```swift
/// var recorder = TestPracticeRecorder.unimplemented
/// recorder.stop = {}
/// ```
public struct TestPracticeRecorder: PracticeRecorder {
  public var record:
    @Sendable (_ cueID: String, _ levels: @escaping @Sendable (Double) -> Void) async throws -> RecordedAnswer
  public var stop: @Sendable () async -> Void
  public var cancel: @Sendable () async -> Void

  /// Every operation fails the test with its name.
  public static var unimplemented: Self {
    Self(
      record: { _, _ in throw PracticeFeatureTestSupport.unimplemented("PracticeRecorder.record") },
      stop: { _ = PracticeFeatureTestSupport.unimplemented("PracticeRecorder.stop") },
      cancel: { _ = PracticeFeatureTestSupport.unimplemented("PracticeRecorder.cancel") })
  }

  public func record(cueID: String, levels: @escaping @Sendable (Double) -> Void) async throws -> RecordedAnswer {
    try await record(cueID, levels)
  }
  public func stop() async { await stop() }
  public func cancel() async { await cancel() }
}

/// A ``PracticeRecorder`` that writes a real take file: at once (`.instant`), when stopped
/// (`.untilStopped`; ``cancel()`` ends it without a take), or never (`.failing`). It reports one
/// level and keeps the takes it wrote.
///
/// ```swift
/// let recorder = ScriptedRecorder(mode: .untilStopped)
/// #expect(recorder.takes.count == 1)
/// ```
public final class ScriptedRecorder: PracticeRecorder, @unchecked Sendable {
  /// How a take ends.
  public enum Mode: Sendable {
    case instant, untilStopped
    case failing(any Error & Sendable)
  }

  struct State {
    var ending: CheckedContinuation<Bool, Never>?
    var takes: [URL] = []
  }
  private let state = LockedValue(State())
  /// How each take ends.
  public let mode: Mode
  /// The level reported once per take, in dBFS.
  public let level: Double
  /// The duration of each take, in seconds.
  public let duration: Double
  /// The size of each take file.
  public let byteSize: Int

  /// Creates the recorder.
  public init(mode: Mode = .instant, level: Double = -12, duration: Double = 1.5, byteSize: Int = 100) {
    self.mode = mode
    self.level = level
    self.duration = duration
    self.byteSize = byteSize
  }

  /// The take files written, in order.
  public var takes: [URL] { state.withLock { $0.takes } }
  /// Whether a take is waiting to be stopped.
  public var isRecording: Bool { state.withLock { $0.ending != nil } }

  public func record(cueID: String, levels: @escaping @Sendable (Double) -> Void) async throws -> RecordedAnswer {
    levels(level)
    switch mode {
    case .failing(let error): throw error
    case .untilStopped:
      let keep = await withCheckedContinuation { continuation in state.withLock { $0.ending = continuation } }
      guard keep else { throw CancellationError() }
    case .instant: break
    }
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("take-\(UUID().uuidString).wav")
    try Data(repeating: 1, count: byteSize).write(to: url)
    state.withLock { $0.takes.append(url) }
    return RecordedAnswer(fileURL: url, duration: duration, byteSize: byteSize)
  }

  private func end(keep: Bool) {
    let continuation = state.withLock { state in
      defer { state.ending = nil }
      return state.ending
    }
    continuation?.resume(returning: keep)
  }

  public func stop() async { end(keep: true) }
  public func cancel() async { end(keep: false) }
}

/// A ``PracticeUploader`` made of closures: ``unimplemented``, then replace what the test needs.
/// For a scripted progress, use ``ScriptedUploader``.
///
/// ```swift
/// var uploader = TestPracticeUploader.unimplemented
/// uploader.enqueue = { _, _ in "job-1" }
/// ```
public struct TestPracticeUploader: PracticeUploader {
  public var enqueue: @Sendable (_ answer: RecordedAnswer, _ cueID: String) async throws -> String
  public var progress: @Sendable (_ jobID: String) async -> AsyncStream<UploadJobState>

  /// Every operation fails the test with its name.
  public static var unimplemented: Self {
    Self(
      enqueue: { _, _ in throw PracticeFeatureTestSupport.unimplemented("PracticeUploader.enqueue") },
      progress: { _ in
        _ = PracticeFeatureTestSupport.unimplemented("PracticeUploader.progress")
        return AsyncStream { $0.finish() }
      })
  }

  public func enqueue(_ answer: RecordedAnswer, cueID: String) async throws -> String {
    try await enqueue(answer, cueID)
  }
  public func progress(of jobID: String) async -> AsyncStream<UploadJobState> { await progress(jobID) }
}

/// A ``PracticeUploader`` that answers every job with the same script of states, records the cues
/// enqueued and, with `hang`, never finishes (an upload still in flight).
///
/// ```swift
/// let uploader = ScriptedUploader(script: [.queued, .done(remoteID: "rec_1")])
/// #expect(uploader.enqueued == ["en-001"])
/// ```
public final class ScriptedUploader: PracticeUploader, @unchecked Sendable {
  private let enqueuedCues = LockedValue<[String]>([])
  /// The states each job reports.
  public let script: [UploadJobState]
  /// Whether the progress stream stays open after the script.
  public let hang: Bool
  /// What every hand-over throws (a queue that cannot start, a full disk); `nil`: each is queued.
  public let enqueueError: (any Error)?

  /// Creates the uploader.
  public init(
    script: [UploadJobState] = [.queued, .done(remoteID: "rec_1")], hang: Bool = false, enqueueError: (any Error)? = nil
  ) {
    self.script = script
    self.hang = hang
    self.enqueueError = enqueueError
  }

  /// The cue of every job enqueued, in order.
  public var enqueued: [String] { enqueuedCues.value }
  /// Jobs not finished (all of them, when hanging).
  public var active: Int { hang ? enqueued.count : 0 }

  public func enqueue(_ answer: RecordedAnswer, cueID: String) async throws -> String {
    if let enqueueError { throw enqueueError }
    enqueuedCues.withLock { $0.append(cueID) }
    return "job-\(cueID)"
  }

  public func progress(of jobID: String) async -> AsyncStream<UploadJobState> {
    let script = self.script
    let hang = self.hang
    return AsyncStream { continuation in
      for step in script { continuation.yield(step) }
      if !hang { continuation.finish() }
    }
  }
}
