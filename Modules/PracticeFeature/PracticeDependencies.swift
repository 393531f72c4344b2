import Foundation
import Upload

/// A finished take, ready to review or upload.
public struct RecordedAnswer: Sendable, Equatable {
  /// The local WAV file, complete and closed.
  public let fileURL: URL
  /// Playing time in seconds.
  public let duration: Double
  /// File size in bytes, header included.
  public let byteSize: Int

  /// Stores the values as given, unchecked.
  public init(fileURL: URL, duration: Double, byteSize: Int) {
    self.fileURL = fileURL
    self.duration = duration
    self.byteSize = byteSize
  }
}

/// Records an answer. The composition root adapts AudioCapture (microphone, file, stdin or a
/// capture command) to this.
public protocol PracticeRecorder: Sendable {
  /// Records until ``stop()``, the maximum duration, or the source ends; reports levels in dBFS.
  func record(cueID: String, levels: @escaping @Sendable (Double) -> Void) async throws -> RecordedAnswer
  /// Ends the take and keeps it.
  func stop() async
  /// Ends the take and deletes it.
  func cancel() async
}

/// Queues a take for upload and reports its state in the Upload module's own terms
/// (``UploadJobState``: queued, uploading with ``UploadProgress``, waiting, failed, done). The
/// composition root adapts the Upload module's persistent queue to this.
public protocol PracticeUploader: Sendable {
  /// Hands the file to the persistent queue (which owns it from now on).
  func enqueue(_ answer: RecordedAnswer, cueID: String) async throws -> String
  /// The state of one job, ending after `.done` or `.failed`.
  func progress(of jobID: String) async -> AsyncStream<UploadJobState>
}

/// Practice analytics events; names and properties carry no personal data.
public enum PracticeEvent: Sendable, Equatable {
  case started(difficulty: String)
  case finished(durationMilliseconds: Int)
  case uploadSucceeded
  case uploadFailed(reasonKey: String)
  /// The server's feedback (or the device's preview) was shown; rounded numbers only, never audio,
  /// a transcript, an id or anything the learner typed.
  case evaluationShown(EvaluationSummary)
  /// The server will not evaluate a take; `reason` is the contract's reason code (`no_speech`, …).
  case evaluationFailed(reason: String)
}
