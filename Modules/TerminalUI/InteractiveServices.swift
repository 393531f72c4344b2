import AppFeature
import AudioCapture
import AuthFeature
import ChatterboxAPI
import ChatterboxComposition
import ChatterboxPresentation
import CuesFeature
import DeepLink
import Foundation
import HistoryFeature
import Localization
import NetworkLog
import Observability
import PracticeFeature

/// What the interactive app needs from the rest of the program: repositories, use cases and a few
/// closures. ``live(_:)`` fills it from `AppDependencies`; tests fill it with fakes, so the whole
/// app (both modes) runs without a server or a terminal.
///
/// ```swift
/// let session = TerminalShell(services: .live(app))
/// ```
package struct InteractiveServices: Sendable {
  var auth: AuthUseCases
  var authTime: TimeSource = .system
  var accounts: any AccountRepository
  var accountCache: AccountSnapshotCache
  var practice: any PracticeRepository
  var cueCache: CueCache?
  /// The history's saved copy, shown while the server is slow or unreachable.
  var historyCache: HistoryCache?
  var cuePageSize = 20
  /// The app's links (a pasted sign-in link, a link the app was started with).
  var links: AppLinkParser
  /// Restores the stored session; whether someone is signed in.
  var restoreSession: @Sendable () async -> Bool
  /// Runs after every sign-in (and after a restored session): cache cleaners, the network log.
  var didSignIn: @Sendable () async -> Void = {}
  var recorder: any InteractiveRecorder
  /// The upload queue as the practice feature sees it (started on first use).
  var uploader: any PracticeUploader
  /// Uploads not yet finished (queued, running or waiting for the network).
  var activeUploads: @Sendable () -> Int = { 0 }
  /// Takes on this device queued for another server or account, which this session cannot send.
  var waitingElsewhere: @Sendable () -> Int = { 0 }
  /// Stops the queue's worker; unfinished jobs stay on disk for `chatterbox uploads retry`.
  var stopUploads: @Sendable () async -> Void = {}
  /// Plays the take under review and past recordings, one at a time (`nil`: nothing offers "play").
  var player: (any AudioPlayer)?
  var networkLog: NetworkLogStore?
  /// The UI language at launch (Settings can switch it while the app runs).
  var uiLanguage = "en"
  /// The app language and analytics consent kept between runs.
  var preferences: AppPreferences = .inMemory()
  /// Where the app's text comes from.
  var catalog: StringCatalog = CLIStrings.catalog
  /// The server the app talks to, as the command line names it when it cannot be reached
  /// ("Can't reach the server at <url>…"); `nil` keeps the sentence without an address.
  var server: String?
  /// A language's name in a UI language ("espagnol" for es in fr).
  var languageName: @Sendable (_ code: String, _ englishName: String, _ uiLanguage: String) -> String =
    LanguageNaming.name(code:englishName:uiLanguage:)
  var analytics: @Sendable (PracticeEvent) -> Void = { _ in }
  /// Reads takes' evaluations; `nil`: rounds end at the upload, and nothing of feedback is shown
  /// (where it is set, the server's `evaluation` flag still decides, take by take).
  var evaluations: (any EvaluationRepository)?
  /// The on-device preview of a take's numbers, shown until the server's result arrives.
  var takeAnalyzer: TakeAnalyzer?
  var timeZone: TimeZone = .current
  /// Times the terminal's key reads, the full-screen redraw ticker and plain mode's progress
  /// (ADR 0039); `.system` outside tests.
  var time: TimeSource = .system

}

/// The app's preferences client under the name the app's tests know (AppFeature's ``AppPreferences``,
/// filled over `settings.json` by ChatterboxComposition).
package typealias InteractivePreferences = AppPreferences
