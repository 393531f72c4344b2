import NetworkErrors

/// Why a saved copy (the account snapshot, saved cues) is shown in place of the server's answer.
/// The two reasons read differently and exit differently: being offline is what saved copies are
/// for; an answer that could not be read is a server (or version) fault the user must be told
/// about, never passed off as "offline".
public enum SavedCopyReason: Sendable, Equatable {
  /// The server could not be reached or could not answer now (offline, timeout, 5xx, 429).
  case unreachable
  /// The server answered, but its answer could not be read: not JSON, invalid UTF-8, nested too
  /// deep, cut short, or not HTTP at all.
  case unreadableAnswer
  /// The server answered past the client's answer cap (`NetworkError.answerTooLarge(limit:)`):
  /// the answer was refused and nothing of it was kept or cached.
  case answerTooLarge

  /// The reason a saved copy may stand in after `error`, or `nil` when it must not (a refusal: 401,
  /// 403, 404, a refused redirect, …).
  ///
  /// ```swift
  /// SavedCopyReason(.decoding(details: "…")) // .unreadableAnswer
  /// SavedCopyReason(.offline)                 // .unreachable
  /// SavedCopyReason(.answerTooLarge(limit: 8_388_608)) // .answerTooLarge
  /// SavedCopyReason(.forbidden(code: nil))    // nil
  /// ```
  public init?(_ error: NetworkError) {
    if error.kind == .answerTooLarge {
      self = .answerTooLarge
    } else if error.isUnreadableAnswer {
      self = .unreadableAnswer
    } else if error.isUnreachable {
      self = .unreachable
    } else {
      return nil
    }
  }
}

extension NetworkError {
  /// Whether the server answered with something that could not be read (a decoding failure or a
  /// malformed HTTP answer), as opposed to not answering at all.
  public var isUnreadableAnswer: Bool {
    switch kind {
    case .decoding, .invalidResponse: true
    default: false
    }
  }
}
