import Storage

/// Everything a ``Recorder`` can fail with. Errors from sources, the WAV writer and the checksum
/// are wrapped so callers handle one typed error.
public enum RecorderError: Error, Equatable, Sendable {
  /// The event is not allowed in the current phase (see ``RecorderStateMachine``).
  case illegalTransition(IllegalTransition)
  /// Microphone access is denied; `hint` tells the user how to allow it.
  case permissionDenied(hint: String)
  /// The take ended without a single frame of audio; its file has been removed.
  case emptyRecording
  /// The source failed (command missing or exited, unsupported format, read error).
  case capture(CaptureError)
  /// The WAV file could not be written, or a file source could not be read.
  case wav(WAVError)
  /// Hashing the finished take failed.
  case storage(StorageError)
  /// A custom ``PCMSource`` threw an error of its own type; this is its description.
  case source(String)

  /// Wraps any error thrown by a source into the matching case.
  public init(wrapping error: any Error) {
    switch error {
    case let error as RecorderError: self = error
    case let error as CaptureError: self = .capture(error)
    case let error as WAVError: self = .wav(error)
    case let error as StorageError: self = .storage(error)
    default: self = .source(String(describing: error))
    }
  }
}

/// An event that the state table does not allow in a phase.
public struct IllegalTransition: Error, Hashable, Sendable, CustomStringConvertible {
  /// The phase the recorder was in.
  public let from: RecorderPhase
  /// The event that was refused.
  public let event: RecorderEvent

  /// Creates the error value.
  public init(from: RecorderPhase, event: RecorderEvent) {
    self.from = from
    self.event = event
  }

  /// `"resume is not allowed while finished"`.
  public var description: String { "\(event) is not allowed while \(from)" }
}
