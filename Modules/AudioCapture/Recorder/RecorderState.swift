import Foundation

/// What a ``Recorder`` is doing, with what the UI needs to show it.
public enum RecorderState: Sendable, Equatable {
  /// Created, not started.
  case idle
  /// Audio is being written.
  case recording
  /// Audio is discarded until ``Recorder/resume()``.
  case paused(PauseReason)
  /// The take is on disk, header fixed and hashed.
  case finished(RecordedTake, FinishReason)
  /// The take failed. `partial` is the audio captured before the failure, kept as a valid WAV
  /// (nil if there was none; its file was then removed).
  case failed(RecorderError, partial: RecordedTake?)
  /// The take was cancelled or discarded; its file is gone.
  case cancelled

  /// The payload-free phase used by ``RecorderStateMachine``.
  public var phase: RecorderPhase {
    switch self {
    case .idle: .idle
    case .recording: .recording
    case .paused: .paused
    case .finished: .finished
    case .failed: .failed
    case .cancelled: .cancelled
    }
  }

  /// The take on disk, finished or partial.
  public var take: RecordedTake? {
    switch self {
    case .finished(let take, _): take
    case .failed(_, let partial): partial
    default: nil
    }
  }

  /// A message for the user, when the state calls for one.
  public var notice: String? {
    switch self {
    case .paused(let reason): reason.notice
    case .finished(_, let reason): reason.notice
    case .failed(.permissionDenied(let hint), _): hint
    case .failed(.emptyRecording, _): "Nothing was recorded."
    case .failed(let error, let partial?):
      "Recording stopped: \(error). The first \(Self.seconds(partial.durationInSeconds)) s were kept."
    case .failed(let error, nil): "Recording failed: \(error)."
    default: nil
    }
  }

  /// "0.5", "12": one decimal only where it matters.
  private static func seconds(_ value: Double) -> String {
    value < 10 ? String(format: "%.1f", value) : String(Int(value.rounded()))
  }
}

/// Why a take is paused.
public enum PauseReason: Sendable, Hashable {
  /// The user paused.
  case user
  /// A call or another app took the microphone.
  case interruption
  /// The input device changed; the text describes how.
  case routeChanged(String)

  /// A message for the user (nil for a pause they asked for).
  public var notice: String? {
    switch self {
    case .user: nil
    case .interruption: "Paused: another app is using the microphone. Resume when ready."
    case .routeChanged(let change): "Paused: \(change). Check your microphone, then resume."
    }
  }
}

/// Why a take finished.
public enum FinishReason: String, Sendable, Hashable, Codable {
  /// ``Recorder/stop()``.
  case stopped
  /// ``RecorderConfiguration/maxDuration`` was reached.
  case maxDuration
  /// ``SilenceDetection`` ended it.
  case silence
  /// The source ran out.
  case sourceEnded

  /// A message for the user when the take ended by itself.
  public var notice: String? {
    switch self {
    case .stopped, .sourceEnded: nil
    case .maxDuration: "Time is up: the answer was saved."
    case .silence: "Stopped after a silence: the answer was saved."
    }
  }
}
