import Observation

// Plain mode while a take uploads and is analysed: which of the two is under way, and following the
// analysis until its result (or Enter, or the end of input).
extension PlainMode {
  /// The upload of the take on screen runs: it is about to start (the phase still shows the
  /// review), uploading, or uploaded while the round decides whether to follow its evaluation (the
  /// next page is "Analysing…" or "Uploaded").
  var isUploading: Bool { Self.isUploading(session) }

  /// ``isUploading`` for `session`, for the upload follower's polling task.
  static func isUploading(_ session: TerminalShell) -> Bool {
    switch session.screen {
    case .uploading: true
    case .review, .uploaded: session.isUploadRunning
    default: false
    }
  }

  /// The round is asking for the take's evaluation (or is about to again: coming back to the cue
  /// resumes it), as opposed to having stopped asking with the evaluation still pending.
  var isAnalysing: Bool { Self.isAnalysing(session) }

  private static func isAnalysing(_ session: TerminalShell) -> Bool {
    guard session.screen == .analysing, let wait = session.round?.feedbackWait else { return false }
    switch wait {
    case .following, .idle, .paused(.stopped): return true
    case .paused(.timedOut), .paused(.unreachable): return false
    }
  }

  /// "Analysing…" until the feedback (or why there is none) arrives — or until Enter (the learner
  /// goes on; the round stops asking and resumes when the cue is opened again) or the end of input.
  /// Waits on the round's changes (Observation), never on a timer.
  func followEvaluation() async {
    console.out(session.strings.string(.plainAnalysingPrompt))
    let (input, session) = (self.input, self.session)
    let line: String?? = await withTaskGroup(of: String??.self) { group in
      group.addTask {
        await PlainMode.untilAnalysed(session)
        return .none
      }
      group.addTask { .some(await input.nextLine()) }
      let first = await group.next() ?? .none
      group.cancelAll()
      return first
    }
    switch line {
    case .some(nil): quit()  // input ended: the evaluation stays on the server, pending
    case .some: session.perform(.back)
    case .none: break
    }
  }

  /// Returns once the round no longer asks for the evaluation (or the task is cancelled).
  private static func untilAnalysed(_ session: TerminalShell) async {
    await until { !isAnalysing(session) }
  }

  /// Returns once `condition` holds (or the task is cancelled), checking it again only when
  /// something it read changes.
  static func until(_ condition: @escaping @MainActor () -> Bool) async {
    let (changes, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
    var iterator = changes.makeAsyncIterator()
    while !withObservationTracking(condition, onChange: { continuation.yield() }) {
      guard await iterator.next() != nil else { return }
    }
  }
}
