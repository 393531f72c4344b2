/// Where the app is: one case per place the user can navigate to. The practice route covers cue
/// detail, recording, review and upload — which of them shows is the practice view model's phase,
/// not the router's business. Any shell (the terminal app, a SwiftUI app) navigates with these.
public enum AppRoute: Equatable, Sendable {
  /// Restoring the session at launch.
  case loading
  /// Email, then link or code.
  case signIn
  /// The cue list (home).
  case cues
  /// One cue: detail → record → review → upload.
  case practice
  /// Past recordings.
  case history
  /// Languages and sign-out.
  case settings
  /// Choosing a practice or app language.
  case languagePicker(LanguagePickerKind)
  /// The network console (developer accounts only).
  case developerTools
  /// One request in the network console.
  case networkEntry

  /// The tab this route belongs to, for the header.
  public var tab: AppTab? {
    switch self {
    case .loading, .signIn: nil
    case .cues, .practice: .cues
    case .history: .history
    case .settings, .languagePicker: .settings
    case .developerTools, .networkEntry: .developer
    }
  }
}

/// Which language a picker chooses.
public enum LanguagePickerKind: Equatable, Sendable {
  /// The language being learned (a server-side profile change).
  case practice
  /// The app's own language (local).
  case ui
}

/// The top-level places, in header order; the raw value is the number key that opens it.
public enum AppTab: Int, CaseIterable, Sendable {
  case cues = 1
  case history, settings, developer

  /// The route a tab opens.
  public var route: AppRoute {
    switch self {
    case .cues: .cues
    case .history: .history
    case .settings: .settings
    case .developer: .developerTools
    }
  }
}

/// A dialog over the screen.
public enum AppModal: Equatable, Sendable {
  /// The key and command reference.
  case help
  /// A question that needs an answer before anything happens.
  case confirm(AppConfirmation)
}

/// A question that needs a yes before anything is lost or changed.
public enum AppConfirmation: Equatable, Sendable {
  /// Deleting a recording on the server.
  case deleteRecording(id: String, title: String)
  /// Changing the practice language (the cue list changes with it).
  case switchPracticeLanguage(code: String, name: String)
  /// Signing out of this account.
  case signOut(account: String)
  /// Quitting while a take waits for review: queue it, discard it, or stay.
  case quitWithTake
  /// Cancelling the take being recorded: throw it away, or keep recording (a shell never calls
  /// `PracticeRound.cancelTake()` without this yes).
  case discardTake
}
