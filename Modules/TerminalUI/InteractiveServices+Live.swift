import AppFeature
import AudioCapture
import ChatterboxAPI
import ChatterboxAPILive
import ChatterboxComposition
import ChatterboxPresentation
import DeepLink
import Foundation
import HistoryFeature

extension InteractiveServices {
  /// The services over the live composition root; `explicitLanguage` tells whether the UI language
  /// was chosen explicitly for this run (`--lang`, `CHATTERBOX_LANG`) or the saved one applies.
  package static func live(_ app: AppDependencies, explicitLanguage explicit: Bool) -> InteractiveServices {
    let uploads = LivePracticeUploader { try await app.startUploadQueue() }
    let recordings = { @Sendable () throws -> URL in
      let account = try app.signedInAccountDirectories()
      // Takes a crashed run left behind are repaired and queued when the upload queue starts.
      return try account.createIfNeeded(account.recordingsDirectory)
    }
    // The same device-wide file as `AppDependencies.consent` (the analytics command's).
    let preferences = AppPreferences.settingsFile(app.directories.settingsFile, analytics: app.analytics)
    let language = AppPreferences.startLanguage(
      launch: app.uiLanguage, explicit: explicit, saved: preferences.uiLanguage(), shipped: CLIStrings.catalog.languages
    )
    var services = InteractiveServices(
      auth: app.auth, accounts: app.accounts, accountCache: app.accountCache, practice: app.practice,
      cueCache: app.cueCache, historyCache: app.historyCache,
      links: app.deepLinks,
      restoreSession: {
        await app.registerCacheCleaners()
        // Sign-out (or another learner's sign-in) stops this learner's queue; it is held for them.
        await app.session.registerCacheCleaner(id: "upload-queue") { await uploads.reset() }
        return await app.session.restore().isSignedIn
      },
      didSignIn: {
        // Registers the caches sign-out clears and opens the network log for developer accounts.
        try? await app.requireSession()
        // Start the queue now: it resumes uploads an earlier run left unfinished.
        Task { _ = try? await uploads.queue() }
      },
      recorder: TerminalPracticeRecorder(recordings: recordings),
      uploader: uploads,
      activeUploads: { uploads.activeCount },
      waitingElsewhere: {
        app.uploadsHeldForOtherAccounts() + app.uploadsWaitingForOtherServers().reduce(0) { $0 + $1.count }
      },
      stopUploads: { await uploads.stop() },
      player: CommandAudioPlayer.available(),
      networkLog: app.networkLog.store,
      uiLanguage: language, preferences: preferences,
      analytics: { event in app.track(event) },
      evaluations: LiveEvaluationRepository(client: app.client), takeAnalyzer: app.takeAnalyzer)
    services.server = app.environment.baseURL.absoluteString
    return services
  }
}
