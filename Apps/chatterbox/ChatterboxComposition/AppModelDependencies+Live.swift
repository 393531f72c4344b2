import AppFeature
import AudioCapture
import AuthFeature
import ChatterboxAPI
import CuesFeature
import DeepLink
import HistoryFeature
import Networking
import Observability
import PracticeFeature
import SettingsFeature

extension AppModelDependencies {
  /// The one way the app builds ``AppModel``'s environment, for the terminal app and its tests
  /// alike: the tests pass fakes for the same parts the live app fills from `AppDependencies`
  /// (`InteractiveServices`). Settings switch the UI language live through `uiLanguage`; the
  /// practice round records with `recorder`, uploads through `uploader` and plays with `player`;
  /// the app language and analytics consent are kept in `preferences`. With `evaluations`, a round
  /// follows its take's evaluation after the upload where the server's `evaluation` flag is on (the
  /// flag and the active profile read from `accountCache`), with `takeAnalyzer`'s on-device preview;
  /// without, rounds end at `done`.
  /// Building it starts nothing: every part is called only when the model asks.
  package static func live(
    auth: AuthUseCases, authTime: TimeSource, accounts: any AccountRepository, accountCache: AccountSnapshotCache,
    practice: any PracticeRepository, cueCache: CueCache?, cuePageSize: Int, links: AppLinkParser,
    restoreSession: @escaping @Sendable () async -> Bool, didSignIn: @escaping @Sendable () async -> Void,
    recorder: any PracticeRecorder, uploader: any PracticeUploader,
    player: (any AudioPlayer)?, analytics: @escaping @Sendable (PracticeEvent) -> Void,
    uiLanguage: LockedValue<String>, preferences: AppPreferences,
    languageName: @escaping @Sendable (_ code: String, _ englishName: String, _ uiLanguage: String) -> String,
    evaluations: (any EvaluationRepository)? = nil, takeAnalyzer: TakeAnalyzer? = nil,
    historyCache: HistoryCache? = nil, time: TimeSource = .system
  ) -> AppModelDependencies {
    let feedback = evaluations.map { evaluations in
      FeedbackDependencies.over(
        snapshot: { try? await accountCache.snapshot() }, practice: practice, evaluations: evaluations,
        analyzer: takeAnalyzer)
    }
    var dependencies = AppModelDependencies(
      restoreSession: restoreSession, didSignIn: didSignIn,
      accountSnapshot: { () throws(NetworkError) in try await accountCache.snapshot() },
      makeSettings: { changed in
        // Settings switch the UI language live: the next redraw speaks it.
        .chatterbox(
          cache: accountCache, accounts: accounts, auth: auth, cueCache: cueCache, uiLanguage: uiLanguage,
          switchesUILanguage: true, languageName: languageName, practiceLanguageChanged: changed)
      },
      makeSignIn: { SignInViewModel(auth: auth, time: authTime) },
      makeCues: {
        CueListViewModel(
          repository: practice, cache: cueCache, pageSize: cuePageSize, time: time, patience: SavedCopyRace.patience)
      },
      makeHistory: { HistoryViewModel(repository: practice, cache: historyCache, time: time) },
      makePracticeRound: { cue in
        PracticeRound(
          cue: cue,
          environment: PracticeRoundDependencies(
            recorder: recorder, uploader: uploader, player: player, analytics: analytics, feedback: feedback))
      },
      links: links,
      findCue: { id, profile throws(NetworkError) in
        try await CueLookup.find(id, profile: profile, cache: cueCache, repository: practice)
      },
      preferences: preferences, player: player)
    dependencies.followsEvaluations = feedback != nil
    dependencies.time = time
    // Any age: it only stands in, marked, while the server is slow (ADR 0045).
    dependencies.savedAccountSnapshot = { await accountCache.saved(maxAge: .greatestFiniteMagnitude) }
    return dependencies
  }
}
