extension RecorderError: CustomStringConvertible {
  /// A one-line message for a terminal or a log.
  public var description: String {
    switch self {
    case .illegalTransition(let illegal): illegal.description
    case .permissionDenied(let hint): "microphone access is denied. \(hint)"
    case .emptyRecording: "nothing was recorded"
    case .capture(let error): error.description
    case .wav(let error): error.description
    case .storage(let error): "checksum failed: \(error)"
    case .source(let reason): "the audio source failed: \(reason)"
    }
  }
}
