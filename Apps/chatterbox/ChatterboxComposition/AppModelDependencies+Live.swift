import AppFeature
import AudioCapture
import AuthFeature
import ChatterboxAPI
import ChatterboxAPILive
import ChatterboxPresentation
import CuesFeature
import DeepLink
import HistoryFeature
import Localization
import NetworkErrors
import Observability
import PracticeFeature
import PracticeFeatureLive
import SettingsFeature

extension AppModelDependencies {
  /// The app's model over the live graph and this device: `app`'s repositories, caches and links;
  /// `uploads` is started after each sign-in (it resumes what an earlier run left) and reset when
  /// the learner signs out (their queue is held for them, ADR 0011). Building it starts nothing.
  package static func live(_ app: AppDependencies, device: AppModelDevice, uploads: LivePracticeUploader)
    -> AppModelDependencies
  {
    var repositories = AppModelRepositories(
      auth: app.auth, accounts: app.accounts, accountCache: app.accountCache, practice: app.practice,
      links: app.deepLinks,
      restoreSession: {
        await app.registerCacheCleaners()
        // Sign-out (or another learner's sign-in) stops this learner's queue; it is held for them.
        await app.session.registerCacheCleaner(id: "upload-queue") { await uploads.reset() }
        return await app.session.restore().isSignedIn
      })
    repositories.cueCache = app.cueCache
    repositories.historyCache = app.historyCache
    repositories.progressSource = (app.progressLoader, .named())  // the process's TZ, as commands read it
    repositories.recordingAudio = app.recordingAudio
    repositories.evaluations = app.evaluations
    repositories.takeAnalyzer = app.takeAnalyzer
    repositories.analytics = { event in app.track(event) }
    repositories.didSignIn = {
      // Registers the caches sign-out clears and opens the network log for developer accounts.
      try? await app.requireSession()
      // Start the queue now: it resumes uploads an earlier run left unfinished.
      Task { _ = try? await uploads.queue() }
    }
    return over(repositories, device: device)
  }
}
