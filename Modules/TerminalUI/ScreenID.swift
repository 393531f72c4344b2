import AppFeature
import ChatterboxComposition

// Routes, tabs, modals and confirmations are the app's (AppFeature); the terminal adds names for
// them, what is on screen at the granularity its keys care about, and nothing else.
package typealias Route = AppRoute
package typealias Tab = AppTab
package typealias Modal = AppModal
package typealias Confirmation = AppConfirmation
package typealias LanguagePickerKind = AppFeature.LanguagePickerKind

extension AppTab {
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
}

/// What is on screen, at the granularity keys care about (the route plus the practice phase and
/// the sign-in step).
package enum ScreenID: Equatable, Sendable, CaseIterable {
  case loading, signInEmail, signInCode, signInWorking
  case cues, cueDetail, recording, review, uploading, uploaded
  /// After the upload, where the server evaluates takes: "Analysing…", then the feedback (or why
  /// there is none).
  case analysing, feedback
  case history, settings, languagePicker, developerTools, networkEntry, hostFilter

  /// Screens where letters are typed into a field rather than taken as shortcuts.
  var isTextEntry: Bool { self == .signInEmail || self == .signInCode || self == .hostFilter }
}
