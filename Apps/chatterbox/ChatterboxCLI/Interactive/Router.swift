/// Where the app is: one case per place the user can navigate to. The practice route covers cue
/// detail, recording, review and upload — which of them shows is the practice view model's phase,
/// not the router's business.
///
/// ```swift
/// session.route = .practice
/// ```
enum Route: Equatable, Sendable {
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
  var tab: Tab? {
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
enum LanguagePickerKind: Equatable, Sendable {
  case practice, ui
}

/// The top-level screens, in header order; tab and shift-tab cycle through the visible ones.
enum Tab: Int, CaseIterable, Sendable {
  case cues = 1, history, settings, developer

  var title: InteractiveStrings.Key {
    switch self {
    case .cues: .tabCues
    case .history: .tabHistory
    case .settings: .tabSettings
    case .developer: .tabDeveloper
    }
  }

  /// The shorter title, for a header too narrow for ``title``.
  var shortTitle: InteractiveStrings.Key {
    switch self {
    case .cues: .tabCuesShort
    case .history: .tabHistoryShort
    case .settings: .tabSettingsShort
    case .developer: .tabDeveloperShort
    }
  }

  var route: Route {
    switch self {
    case .cues: .cues
    case .history: .history
    case .settings: .settings
    case .developer: .developerTools
    }
  }
}

/// What is on screen, at the granularity keys care about (the route plus the practice phase and
/// the sign-in step).
enum ScreenID: Equatable, Sendable, CaseIterable {
  case loading, signInEmail, signInCode, signInWorking
  case cues, cueDetail, recording, review, uploading, uploaded
  case history, settings, languagePicker, developerTools, networkEntry, hostFilter

  /// Screens where letters are typed into a field rather than taken as shortcuts.
  var isTextEntry: Bool { self == .signInEmail || self == .signInCode || self == .hostFilter }
}

/// A dialog over the screen.
enum Modal: Equatable, Sendable {
  case help
  case confirm(Confirmation)
}

/// A question that needs a yes before anything is lost or changed.
enum Confirmation: Equatable, Sendable {
  case deleteRecording(id: String, title: String)
  case switchPracticeLanguage(code: String, name: String)
  case signOut(account: String)
  /// Quitting while a take waits for review: queue it, discard it, or stay.
  case quitWithTake
}
