import AppFeature
import AudioCapture
import ChatterboxAPI
import ChatterboxComposition
import ChatterboxPresentation
import Foundation
import NetworkLog
import Observability
import PracticeFeature

@testable import TerminalUI

/// The interactive app over test values, before its shell is made: the parts a test may swap
/// (`practice`, `preferences`, `time`…), then ``app`` builds the model through the composition's one
/// builder (`AppModelDependencies.over`) and the terminal's parts, as the live app does.
struct ShellFixture {
  var repositories: AppModelRepositories
  var recorder: any InteractiveRecorder
  var uploader: any PracticeUploader
  var player: (any AudioPlayer)?
  var activeUploads: @Sendable () -> Int = { 0 }
  var waitingElsewhere: @Sendable () -> Int = { 0 }
  var networkLog: NetworkLogStore?
  var uiLanguage = "en"
  var preferences: AppPreferences = .inMemory()
  var server: String?
  var languageName: @Sendable (_ code: String, _ englishName: String, _ uiLanguage: String) -> String =
    LanguageNaming.name(code:englishName:uiLanguage:)
  var timeZone: TimeZone = .current
  var time: TimeSource = .system
  /// Speaks cues' model answers (`nil`: no round offers one).
  var modelAnswers: ModelAnswerDependencies?

  /// The server's practice side (cues, recordings, uploads).
  var practice: any PracticeRepository {
    get { repositories.practice }
    set { repositories.practice = newValue }
  }

  /// The app as `TerminalShell(app:)` takes it.
  var app: TerminalApp {
    let language = LockedValue(uiLanguage)
    var device = AppModelDevice(recorder: recorder, uploader: uploader, player: player, uiLanguage: language)
    device.preferences = preferences
    device.languageName = languageName
    device.time = time
    device.modelAnswers = modelAnswers
    var terminal = TerminalParts(recorder: recorder, canPlay: player != nil, uiLanguage: language)
    terminal.activeUploads = activeUploads
    terminal.waitingElsewhere = waitingElsewhere
    terminal.networkLog = networkLog
    terminal.server = server
    terminal.languageName = languageName
    terminal.timeZone = timeZone
    terminal.time = time
    return TerminalApp(model: .over(repositories, device: device), terminal: terminal)
  }
}

extension TerminalShell {
  /// A shell on the fixture's app.
  convenience init(services: ShellFixture) { self.init(app: services.app) }
}
