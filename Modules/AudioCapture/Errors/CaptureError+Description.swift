extension CaptureError: CustomStringConvertible {
  /// A one-line message for a terminal or a log (the last stderr line only; the full tail stays
  /// in the payload).
  public var description: String {
    switch self {
    case .commandNotFound(let name): return "capture command not found: \(name)"
    case .captureCommandFailed(let status, let stderrTail):
      let lastLine = stderrTail.split(separator: "\n").last.map(String.init) ?? ""
      return "capture command exited with status \(status)" + (lastLine.isEmpty ? "" : ": \(lastLine)")
    case .launchFailed(let name, let reason): return "cannot run \(name): \(reason)"
    case .invalidCommand(let command): return "cannot parse capture command: \(command)"
    case .unsupportedFormat(let reason): return "unsupported audio format: \(reason)"
    case .readFailed(let reason): return "reading audio failed: \(reason)"
    case .deviceFailed(let reason): return "microphone failed: \(reason)"
    case .file(let error): return error.description
    }
  }
}
