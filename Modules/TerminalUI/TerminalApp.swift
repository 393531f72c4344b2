import AppFeature
import ChatterboxComposition
import ChatterboxPresentation
import Foundation
import Localization
import NetworkLog
import Observability

/// What the terminal adds to the app's model, and nothing of the model: the recorder it drives
/// (meter, pause, generated tone), the upload counts its header and quit path read, the network log,
/// the words and clocks of the screen.
package struct TerminalParts: Sendable {
  var recorder: any InteractiveRecorder
  /// Whether the device can play a take (the review offers "play").
  var canPlay: Bool
  /// Uploads not yet finished (queued, running or waiting for the network).
  var activeUploads: @Sendable () -> Int = { 0 }
  /// Takes on this device queued for another server or account, which this session cannot send.
  var waitingElsewhere: @Sendable () -> Int = { 0 }
  /// Stops the queue's worker; unfinished jobs stay on disk for `chatterbox uploads retry`.
  var stopUploads: @Sendable () async -> Void = {}
  var networkLog: NetworkLogStore?
  /// The UI language, shared with the model's settings (they switch it; every redraw reads it).
  var uiLanguage: LockedValue<String>
  /// Where the app's text comes from.
  var catalog: StringCatalog = CLIStrings.catalog
  /// The server the app talks to, as the command line names it when it cannot be reached
  /// ("Can't reach the server at <url>…"); `nil` keeps the sentence without an address.
  var server: String?
  /// A language's name in a UI language ("espagnol" for es in fr), for the language pickers.
  var languageName: @Sendable (_ code: String, _ englishName: String, _ uiLanguage: String) -> String =
    LanguageNaming.name(code:englishName:uiLanguage:)
  var timeZone: TimeZone = .current
  /// Times the terminal's key reads, the full-screen redraw ticker and plain mode's progress
  /// (ADR 0039); `.system` outside tests.
  var time: TimeSource = .system

  /// Creates the value.
  package init(recorder: any InteractiveRecorder, canPlay: Bool, uiLanguage: LockedValue<String>) {
    self.recorder = recorder
    self.canPlay = canPlay
    self.uiLanguage = uiLanguage
  }
}

/// The interactive app before it runs: the model's environment (built by the composition) and the
/// terminal's parts. ``live(_:explicitLanguage:)`` fills it from `AppDependencies`; tests fill it
/// with test values, so the whole app (both modes) runs without a server or a terminal.
///
/// ```swift
/// let shell = TerminalShell(app: .live(app, explicitLanguage: false))
/// ```
package struct TerminalApp: Sendable {
  /// What `AppModel` is made over.
  package var model: AppModelDependencies
  /// What the terminal adds.
  package var terminal: TerminalParts

  /// Creates the value.
  package init(model: AppModelDependencies, terminal: TerminalParts) {
    self.model = model
    self.terminal = terminal
  }
}

/// The app's preferences client under the name the app's tests know (AppFeature's ``AppPreferences``,
/// filled over `settings.json` by ChatterboxComposition).
package typealias InteractivePreferences = AppPreferences
