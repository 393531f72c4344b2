/// The coarse state of a take, without payloads: what the transition table works on.
public enum RecorderPhase: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
  /// Created, not started.
  case idle
  /// Audio is being written.
  case recording
  /// The source keeps running but its audio is discarded until resumed.
  case paused
  /// The take was finalised (header fixed, hashed).
  case finished
  /// The source or the writer failed; any audio captured so far was kept as a valid take.
  case failed
  /// The take was cancelled or discarded and its file deleted.
  case cancelled

  /// Whether no further audio can be recorded in this phase.
  public var isTerminal: Bool {
    switch self {
    case .idle, .recording, .paused: false
    case .finished, .failed, .cancelled: true
    }
  }

  /// The case name.
  public var description: String { rawValue }
}

/// Everything that can happen to a take: the user's commands, the operating system's
/// notifications, and the recorder's own findings.
public enum RecorderEvent: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
  /// The user starts the take.
  case start
  /// The user pauses.
  case pause
  /// The user resumes after any pause.
  case resume
  /// The user finishes the take.
  case stop
  /// The user cancels or discards the take.
  case cancel
  /// The system took the microphone (phone call, Siri, another app).
  case interruptionBegan
  /// The system gave the microphone back.
  case interruptionEnded
  /// The audio route changed (headphones unplugged, a new microphone).
  case routeChanged
  /// The take reached ``RecorderConfiguration/maxDuration``.
  case maxDurationReached
  /// ``SilenceDetection`` saw enough silence after speech.
  case silenceDetected
  /// The source ran out (end of file, end of stdin, command exited 0).
  case sourceEnded
  /// The source threw.
  case sourceFailed

  /// The case name.
  public var description: String { rawValue }
}
