import AudioCapture
import AuthFeature
import ChatterboxAPI
import CuesFeature
import DeepLink
import Foundation
import HistoryFeature
import NetworkErrors
import Observability
import PracticeFeature
import SettingsFeature

/// What ``AppModelDependencies`` is built from on the server's side: the repositories, caches and
/// links (from ``AppDependencies`` in the app, from test values in tests) and the session's hooks.
package struct AppModelRepositories: Sendable {
  package var auth: AuthUseCases
  /// Times sign-in's cooldowns.
  package var authTime: TimeSource = .system
  package var accounts: any AccountRepository
  package var accountCache: AccountSnapshotCache
  package var practice: any PracticeRepository
  package var cueCache: CueCache?
  /// The history's saved copy, shown while the server is slow or unreachable.
  package var historyCache: HistoryCache?
  /// The progress over days shown above the history, and the zone of the learner's today (`nil`: none shown).
  package var progressSource: (loader: ProgressLoader, timeZone: TimeZone)?
  /// Past recordings' audio, downloaded for the player (`nil`: none is fetched).
  package var recordingAudio: (any RecordingAudioRepository)?
  package var cuePageSize = 20
  /// The app's links (a pasted sign-in link, a link the app was started with).
  package var links: AppLinkParser
  /// Reads takes' evaluations; `nil`: rounds end at the upload (where it is set, the server's
  /// `evaluation` flag still decides, take by take).
  package var evaluations: (any EvaluationRepository)?
  /// The on-device preview of a take's numbers, shown until the server's result arrives.
  package var takeAnalyzer: TakeAnalyzer?
  /// Restores the stored session; whether someone is signed in.
  package var restoreSession: @Sendable () async -> Bool
  /// Runs after every sign-in (and after a restored session): cache cleaners, the network log.
  package var didSignIn: @Sendable () async -> Void = {}
  package var analytics: @Sendable (PracticeEvent) -> Void = { _ in }

  /// Creates the value; what is not named is empty (no caches, no evaluations, no hooks).
  package init(
    auth: AuthUseCases, accounts: any AccountRepository, accountCache: AccountSnapshotCache,
    practice: any PracticeRepository, links: AppLinkParser, restoreSession: @escaping @Sendable () async -> Bool
  ) {
    self.auth = auth
    self.accounts = accounts
    self.accountCache = accountCache
    self.practice = practice
    self.links = links
    self.restoreSession = restoreSession
  }
}

/// What ``AppModelDependencies`` is built from on this device's side: how takes are recorded,
/// handed to the queue and played, and the language and preferences the app speaks and keeps.
package struct AppModelDevice: Sendable {
  package var recorder: any PracticeRecorder
  package var uploader: any PracticeUploader
  /// Plays the take under review and past recordings (`nil`: nothing offers "play").
  package var player: (any AudioPlayer)?
  /// The UI language the catalog lookups read on every redraw; Settings switch it live.
  package var uiLanguage: LockedValue<String>
  /// The app language and analytics consent kept between runs.
  package var preferences: AppPreferences = .inMemory()
  /// A language's name in a UI language ("espagnol" for es in fr); the English name unless set (the
  /// shells set the presentation's `LanguageNaming`).
  package var languageName: @Sendable (_ code: String, _ englishName: String, _ uiLanguage: String) -> String = {
    _, englishName, _ in englishName
  }
  /// Times the patience of loads and a round's limits (a test clock in tests).
  package var time: TimeSource = .system
  /// Speaks cues' model answers (the player, the language and the learner's takes are filled in by
  /// ``AppModelDependencies/over(_:device:)``); `nil`: no round offers one.
  package var modelAnswers: ModelAnswerDependencies?

  /// Creates the value.
  package init(
    recorder: any PracticeRecorder, uploader: any PracticeUploader, player: (any AudioPlayer)?,
    uiLanguage: LockedValue<String>
  ) {
    self.recorder = recorder
    self.uploader = uploader
    self.player = player
    self.uiLanguage = uiLanguage
  }
}

extension AppModelDependencies {
  /// The one way the app builds ``AppModel``'s environment, for the terminal app and its tests alike
  /// (the tests pass test values for the same parts ``live(_:device:uploads:)`` fills from
  /// `AppDependencies`). With `evaluations`, a round follows its take's evaluation after the upload
  /// where the server's `evaluation` flag is on (the flag and the active profile read from the account
  /// cache), with the on-device preview; without, rounds end at `done`.
  package static func over(_ repositories: AppModelRepositories, device: AppModelDevice) -> AppModelDependencies {
    let (accountCache, practice, cueCache) = (repositories.accountCache, repositories.practice, repositories.cueCache)
    let feedback = repositories.evaluations.map { evaluations in
      FeedbackDependencies.over(
        snapshot: { try? await accountCache.snapshot() }, practice: practice, evaluations: evaluations,
        analyzer: repositories.takeAnalyzer)
    }
    let time = device.time
    var modelAnswers = device.modelAnswers
    modelAnswers?.player = device.player
    modelAnswers?.language = { try? await accountCache.snapshot().me.activeProfile?.languageCode }
    // Asked once the model answer has played, and waited for as long as a saved copy would be: the
    // pace line comes without the learner's number rather than late.
    modelAnswers?.learnerAttempts = { cueID in
      let work = Task<CueAttempts?, any Error> {
        guard let profile = try? await accountCache.snapshot().me.activeProfile else { return nil }
        let page = try await practice.recordings(profileID: profile.id, cueID: cueID, cursor: nil, count: 50)
        return CueAttempts(cueID: cueID, recordings: page.items)
      }
      let answered = try? await SavedCopyRace.first(of: work, within: SavedCopyRace.patience, time: time)
      return (try? answered?.get()) ?? nil
    }
    var dependencies = AppModelDependencies(
      restoreSession: repositories.restoreSession, didSignIn: repositories.didSignIn,
      accountSnapshot: { () throws(NetworkError) in try await accountCache.snapshot() },
      makeSettings: { changed in
        // Settings switch the UI language live: the next redraw speaks it.
        .chatterbox(
          cache: accountCache, accounts: repositories.accounts, auth: repositories.auth, cueCache: cueCache,
          uiLanguage: device.uiLanguage, switchesUILanguage: true, languageName: device.languageName,
          practiceLanguageChanged: changed)
      },
      makeSignIn: { SignInViewModel(auth: repositories.auth, time: repositories.authTime) },
      makeCues: {
        CueListViewModel(
          repository: practice, cache: cueCache, pageSize: repositories.cuePageSize, time: time,
          patience: SavedCopyRace.patience)
      },
      makeHistory: {
        let history = HistoryViewModel(repository: practice, cache: repositories.historyCache, time: time)
        history.progressSource = repositories.progressSource
        return history
      },
      makePracticeRound: { cue in
        var round = PracticeRoundDependencies(
          recorder: device.recorder, uploader: device.uploader, player: device.player,
          analytics: repositories.analytics, feedback: feedback)
        round.modelAnswers = modelAnswers
        return PracticeRound(cue: cue, dependencies: round)
      },
      links: repositories.links,
      findCue: { id, profile throws(NetworkError) in
        try await CueLookup.find(id, profile: profile, cache: cueCache, repository: practice)
      },
      preferences: device.preferences, player: device.player)
    dependencies.recordingAudio = repositories.recordingAudio
    dependencies.followsEvaluations = feedback != nil
    dependencies.time = time
    // Any age: it only stands in, marked, while the server is slow (ADR 0045).
    dependencies.savedAccountSnapshot = { await accountCache.saved(maxAge: .greatestFiniteMagnitude) }
    return dependencies
  }
}
