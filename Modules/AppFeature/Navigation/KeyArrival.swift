/// How a key reached the app: pressed on its own, or inside a burst of input that was already
/// waiting (a paste without bracketed paste, keys typed ahead, a script). A burst never says yes
/// to a question and never throws a take away, so pasted text cannot delete a recording.
public enum KeyArrival: Equatable, Sendable {
  /// The only key of its read, after a pause in the input.
  case alone
  /// One of several keys that arrived together.
  case buffered

  /// Whether a key that arrived this way may give `answer` to `question`. Answers that act
  /// (``ConfirmationAnswer/yes``, ``ConfirmationAnswer/discard``) need ``alone``; ``ConfirmationAnswer/no``
  /// changes nothing and is always accepted. An answer the question does not offer is refused.
  public func mayAnswer(_ question: AppConfirmation, with answer: ConfirmationAnswer) -> Bool {
    guard question.answers.contains(answer) else { return false }
    return answer == .no || self == .alone
  }

  /// Whether a key that arrived this way may throw away the take under review (discard, or redo,
  /// which records over it): only a key pressed on its own.
  public var mayDropTake: Bool { self == .alone }
}

/// An answer to an ``AppConfirmation``.
public enum ConfirmationAnswer: Equatable, Sendable {
  /// Do what was asked: delete, switch, sign out, queue the take and quit, throw the take away.
  case yes
  /// ``AppConfirmation/quitWithTake`` only: throw the take away and quit.
  case discard
  /// Do nothing; the question closes (or, for a take being recorded, recording goes on).
  case no
}

extension AppConfirmation {
  /// The answers this question offers.
  public var answers: [ConfirmationAnswer] {
    switch self {
    case .quitWithTake: [.yes, .discard, .no]
    case .deleteRecording, .switchPracticeLanguage, .signOut, .discardTake: [.yes, .no]
    }
  }
}
