import AppFeature
import AudioCapture
import ChatterboxComposition
import ChatterboxPresentation
import Foundation
import Observability
import PracticeFeatureLive

extension TerminalApp {
  /// The app over the live composition root; `explicitLanguage` tells whether the UI language was
  /// chosen explicitly for this run (`--lang`, `CHATTERBOX_LANG`) or the saved one applies;
  /// `playerCommand` is `CHATTERBOX_PLAYER` (`nil`: the first player found; none, and "play" says so);
  /// `synthesizerCommand` is `CHATTERBOX_TTS` (`nil`: the platform's; none, and "listen" says so).
  package static func live(
    _ app: AppDependencies, explicitLanguage explicit: Bool, playerCommand: String? = nil,
    synthesizerCommand: String? = nil
  ) -> TerminalApp {
    let uploads = LivePracticeUploader { try await app.startUploadQueue() }
    let recordings = { @Sendable () throws -> URL in
      let account = try app.signedInAccountDirectories()
      // Takes a crashed run left behind are repaired and queued when the upload queue starts.
      return try account.createIfNeeded(account.recordingsDirectory)
    }
    // The same device-wide file as `AppDependencies.consent` (the analytics command's).
    let preferences = AppPreferences.settingsFile(app.directories.settingsFile, analytics: app.analytics)
    let language = LockedValue(
      AppPreferences.startLanguage(
        launch: app.uiLanguage, explicit: explicit, saved: preferences.uiLanguage(),
        shipped: CLIStrings.catalog.languages))
    let recorder = TerminalPracticeRecorder(recordings: recordings)
    // A command that cannot be read plays nothing, and "play" says why.
    let player: any AudioPlayer
    do throws(PlaybackError) { player = try SystemAudioPlayer.resolve(command: playerCommand) } catch {
      player = UnavailableAudioPlayer(reason: error)
    }
    var device = AppModelDevice(recorder: recorder, uploader: uploads, player: player, uiLanguage: language)
    device.preferences = preferences
    device.languageName = LanguageNaming.name(code:englishName:uiLanguage:)
    device.modelAnswers = app.modelAnswers(synthesizerCommand: synthesizerCommand)
    var terminal = TerminalParts(recorder: recorder, canPlay: true, uiLanguage: language)
    terminal.activeUploads = { uploads.activeCount }
    terminal.waitingElsewhere = {
      app.uploadsHeldForOtherAccounts() + app.uploadsWaitingForOtherServers().reduce(0) { $0 + $1.count }
    }
    terminal.stopUploads = { await uploads.stop() }
    terminal.networkLog = app.networkLog.store
    terminal.server = app.environment.baseURL.absoluteString
    return TerminalApp(model: .live(app, device: device, uploads: uploads), terminal: terminal)
  }
}
