import AudioCapture
import AuthFeature
import ChatterboxAPI
import CuesFeature
import HistoryFeature
import NetworkErrors
import Observability
import PracticeFeature
import SettingsFeature

/// What ``AppModel`` needs from the rest of the app, and nothing more (the isowords manner): the
/// session's restore, the account snapshot, makers for the view models it resets, the app's link
/// parser, a way to find a cue a link names and the preferences kept on the device.
public struct AppModelDependencies: Sendable {
  /// Restores the stored session; `true` when someone is signed in.
  public var restoreSession: @Sendable () async -> Bool
  /// Runs after any sign-in or restore (the network log's decision, the upload queue's start).
  public var didSignIn: @Sendable () async -> Void
  /// `me` and `app_config`, from the shared cache.
  public var accountSnapshot: @Sendable () async throws(NetworkError) -> AccountSnapshotCache.Snapshot
  /// The settings view model, told through `practiceLanguageChanged` when the learner switches
  /// the practice language (the model then reloads the cues). Built once, with the model.
  public var makeSettings:
    @MainActor @Sendable (_ practiceLanguageChanged: @escaping @Sendable (Profile) async -> Void) -> SettingsViewModel
  /// A fresh sign-in view model.
  public var makeSignIn: @MainActor @Sendable () -> SignInViewModel
  /// A fresh cue list.
  public var makeCues: @MainActor @Sendable () -> CueListViewModel
  /// A fresh history.
  public var makeHistory: @MainActor @Sendable () -> HistoryViewModel
  /// A practice round on a cue, over the shell's recorder, player and upload queue.
  public var makePracticeRound: @MainActor @Sendable (Cue) -> PracticeRound
  /// Judges links handed to ``AppModel/open(link:)``.
  public var links: AppLinkParser
  /// The cue a link names, in the profile's language; `nil` when there is none.
  public var findCue: @Sendable (_ id: String, _ profile: Profile) async throws(NetworkError) -> Cue?
  /// The app language and analytics consent kept between runs.
  public var preferences: AppPreferences
  /// Plays past recordings (`nil`: this shell plays nothing, and nothing offers to).
  public var player: (any AudioPlayer)?
  /// Past recordings' audio as local files, fetched before they play (`nil`: the address is given
  /// to the player as it is, which only a file address can play).
  public var recordingAudio: (any RecordingAudioRepository)?
  /// Whether the rounds ``makePracticeRound`` makes follow their takes' evaluations (they were
  /// given ``FeedbackDependencies``). `false` by default: a shell that follows none shows none,
  /// whatever the server's flag says (``AppModel/showsEvaluations``).
  public var followsEvaluations = false
  /// Times the patience of loads (``AppModel/accountLoad``); `.system` outside tests.
  public var time: TimeSource = .system
  /// How long a load is waited for before the shell says the server is slow and shows the saved
  /// copy (``SavedCopyRace/patience`` unless set).
  public var patience: Duration = SavedCopyRace.patience
  /// The account as last saved on this device (whatever its age), for a slow server; `nil` when
  /// none is saved. Read only once a load has outlasted ``patience``.
  public var savedAccountSnapshot: @Sendable () async -> AccountSnapshotCache.Snapshot? = { nil }

  /// Creates the dependencies; `preferences` default to memory only and `player` to none.
  public init(
    restoreSession: @escaping @Sendable () async -> Bool,
    didSignIn: @escaping @Sendable () async -> Void,
    accountSnapshot: @escaping @Sendable () async throws(NetworkError) -> AccountSnapshotCache.Snapshot,
    makeSettings:
      @escaping @MainActor @Sendable (_ practiceLanguageChanged: @escaping @Sendable (Profile) async -> Void) ->
      SettingsViewModel,
    makeSignIn: @escaping @MainActor @Sendable () -> SignInViewModel,
    makeCues: @escaping @MainActor @Sendable () -> CueListViewModel,
    makeHistory: @escaping @MainActor @Sendable () -> HistoryViewModel,
    makePracticeRound: @escaping @MainActor @Sendable (Cue) -> PracticeRound,
    links: AppLinkParser,
    findCue: @escaping @Sendable (_ id: String, _ profile: Profile) async throws(NetworkError) -> Cue?,
    preferences: AppPreferences = .inMemory(), player: (any AudioPlayer)? = nil
  ) {
    self.restoreSession = restoreSession
    self.didSignIn = didSignIn
    self.accountSnapshot = accountSnapshot
    self.makeSettings = makeSettings
    self.makeSignIn = makeSignIn
    self.makeCues = makeCues
    self.makeHistory = makeHistory
    self.makePracticeRound = makePracticeRound
    self.links = links
    self.findCue = findCue
    self.preferences = preferences
    self.player = player
  }
}

/// The name until 0.4.0: "Environment" now names only deployment environments (`APIEnvironment`).
@available(*, deprecated, renamed: "AppModelDependencies")
public typealias AppModelEnvironment = AppModelDependencies
