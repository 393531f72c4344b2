import ChatterboxAPI

extension InteractiveStrings {
  /// The banner over saved cues, in the words the commands use for the same reason (`chatterbox
  /// cues`' `SavedCopyNotice`): offline is what saved cues are for; an answer that could not be read
  /// or was refused as too large is a server fault, never worded as "offline". `nil` (saved cues
  /// after a refusal, or no reason known) reads as offline, as the commands do.
  ///
  /// ```swift
  /// strings.savedCuesNotice(.answerTooLarge) // "The server's answer was too large and was refused — showing saved cues."
  /// ```
  func savedCuesNotice(_ reason: SavedCopyReason?) -> String {
    switch reason ?? .unreachable {
    case .unreachable: string(.cuesOffline)
    case .unreadableAnswer: string(.cuesUnreadable)
    case .answerTooLarge: string(.cuesTooLarge)
    }
  }
}
