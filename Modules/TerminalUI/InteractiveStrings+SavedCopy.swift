import AppFeature
import ChatterboxAPI
import Foundation

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

extension InteractiveStrings {
  /// What a screen says instead of an empty state while its load waits: "Loading…", then that
  /// the server is slow (AppFeature's ``LoadPhase``; idle reads as loading, for a caller that
  /// only knows something is on its way).
  func waiting(_ phase: LoadPhase) -> String {
    string(phase == .slow ? .loadingSlow : .loading)
  }

  /// Settings' practice language when none is known yet: loading (or slow) while the account loads or
  /// a switch is in flight; "not chosen" only once the account said it has none (issue 35).
  func practiceLanguageUnknown(loading: LoadPhase, switching: Bool) -> String {
    loading.isWaiting || switching ? waiting(loading) : string(.settingsNotChosen)
  }

  /// The banner over saved cues while the server is slow: "… showing cues saved <when>." (the
  /// commands' words), or "still waiting" when they are not from the cache.
  func slowCuesNotice(savedAt: Date?, timeZone: TimeZone) -> String {
    guard let savedAt else { return string(.loadingSlow) }
    return string(.cuesSavedSlow, InteractiveFormat.date(savedAt, timeZone: timeZone, format: "yyyy-MM-dd HH:mm"))
  }

  /// The banner over a saved history: slow ("showing recordings saved <when>") or offline.
  func savedHistoryNotice(savedAt: Date, offline: Bool, timeZone: TimeZone) -> String {
    let when = InteractiveFormat.date(savedAt, timeZone: timeZone, format: "yyyy-MM-dd HH:mm")
    return string(offline ? .historySavedOffline : .historySavedSlow, when)
  }
}
