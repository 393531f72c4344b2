import AuthFeature
import ChatterboxAPI
import CuesFeature
import DeepLink
import FeatureGates
import HistoryFeature
import NetworkErrors
import Observability
import Observation
import PracticeFeature
import SettingsFeature

/// The app as one `@Observable` object a shell binds to: where the learner is, who is signed in
/// and with which profile, what the feature flags allow, and the screens' view models. Launch,
/// entering the app after sign-in and the reset after sign-out are decided here, once, for the
/// terminal app and any SwiftUI shell alike. Rendering, keys and selections are the shell's.
@MainActor
@Observable
public final class AppModel {
  /// What happened when the app tried to open the signed-in part.
  public enum EntryOutcome: Equatable, Sendable {
    /// The account loaded; the route is the cue list (or the practice-language picker).
    case entered
    /// The server no longer knows the session: everything was reset and the route is sign-in.
    case signedOut
    /// The account could not be loaded (offline, server trouble); the route stays on the cues.
    case unavailable(NetworkError)
  }

  /// Where the learner is. Only the model's methods move it (``back()``, ``show(tab:)``,
  /// ``open(_:)``, …), and none of them leaves a take being recorded or under review.
  public internal(set) var route: AppRoute = .loading
  /// The question waiting for a yes or no (``confirm()``, ``cancel()``); nothing it asks about
  /// happens before the yes.
  public internal(set) var confirmation: AppConfirmation?
  /// The "link or code" field of sign-in's second step (``submitLinkOrCode()``).
  public var linkOrCode = ""
  /// Whether analytics consent is given: read at launch and whenever Settings open.
  public internal(set) var analyticsOn: Bool
  /// Whether the on-device preview is on (ADR 0037): read at launch and whenever Settings open.
  public internal(set) var onDevicePreviewOn: Bool
  /// Cues whose take was uploaded in this run (a shell ticks them in the list); empty after sign-out.
  public internal(set) var practisedCueIDs: Set<String> = []
  /// Sign-in (email, then link or code).
  public private(set) var signIn: SignInViewModel
  /// The cue list.
  public private(set) var cues: CueListViewModel
  /// Past recordings.
  public private(set) var history: HistoryViewModel
  /// Account, practice and app languages, sign-out: reloaded whenever the account is.
  public let settings: SettingsViewModel
  /// Past recordings' playback, one at a time (`nil` without a player); stopped at sign-out.
  public let playback: PlaybackCoordinator?
  /// What the account's flags and the server's config allow.
  public let access = FeatureAccessContext()
  /// The signed-in address, masked for display (`a•••@example.com`).
  public private(set) var maskedAccount: String?
  /// The active practice profile, once chosen.
  public private(set) var profile: Profile?
  /// `me` and `app_config` as last loaded.
  public private(set) var snapshot: AccountSnapshotCache.Snapshot?
  /// Why the account could not be loaded at the last attempt, if it could not.
  public private(set) var accountFailure: NetworkError?
  /// How entering the app (account, settings, first cues) looks while it runs: ``LoadPhase/loading``,
  /// then ``LoadPhase/slow`` after the patience (the saved account and cues are then shown, where
  /// saved); ``LoadPhase/idle`` once it has ended either way.
  public private(set) var accountLoad: LoadPhase = .idle
  /// The practice round on screen (or last on screen: an upload it started may still run).
  public private(set) var practice: PracticeRound?
  /// What the last link did, for the shell to tell the learner; the shell clears it once shown.
  public var linkOutcome: LinkOutcome?

  /// Whether evaluations appear anywhere (history's column, pane and trends): this app follows them
  /// (``AppModelDependencies/followsEvaluations``) and the server's `evaluation` flag is on in the
  /// account's config as last loaded. A round asks the same flag before following a take, so with
  /// it off nothing of feedback shows; `false` until the account has loaded.
  public var showsEvaluations: Bool {
    dependencies.followsEvaluations && snapshot?.config.isEvaluationEnabled == true
  }

  @ObservationIgnored let dependencies: AppModelDependencies
  /// Links wait here until launch has settled (a cold start hands the link over first).
  @ObservationIgnored let router: DeepLinkRouter
  /// A cue link that arrived before anyone with a practice language was signed in.
  @ObservationIgnored var waitingCueID: String?
  /// The entry a sign-in link made while launch delivered it.
  @ObservationIgnored var linkEntry: EntryOutcome?
  /// The newest link that arrived while a take was undecided, and the task that delivers it.
  @ObservationIgnored var linkAfterTake: DeepLinkRoute?
  @ObservationIgnored var linkAfterTakeDelivery: Task<Void, Never>?
  /// The saved cues' load a slow entry started, for the entry to join instead of loading again.
  @ObservationIgnored var savedCopyLoad: (profile: Profile, task: Task<Void, Never>)?

  /// The model before ADR 0035's rename finished.
  @available(*, deprecated, renamed: "init(dependencies:)")
  public convenience init(environment: AppModelDependencies) { self.init(dependencies: environment) }

  /// Creates the model on the loading route over `dependencies`; nothing runs until ``start()``.
  public init(dependencies: AppModelDependencies) {
    self.dependencies = dependencies
    router = DeepLinkRouter(parser: dependencies.links.parser)
    analyticsOn = dependencies.preferences.analyticsConsent() == .granted
    onDevicePreviewOn = dependencies.preferences.onDevicePreview()
    playback = dependencies.player.map(PlaybackCoordinator.init(player:))
    signIn = dependencies.makeSignIn()
    cues = dependencies.makeCues()
    history = dependencies.makeHistory()
    // The settings call back into this model, which does not exist yet: through a weak reference
    // filled in below.
    let reference = ModelReference()
    settings = dependencies.makeSettings { @MainActor profile in
      await reference.model?.practiceLanguageChanged(to: profile)
    }
    reference.model = self
  }

  /// Restores the stored session and enters the app, or opens sign-in; then takes the link that
  /// arrived meanwhile, if one did (``open(link:)``). Returns the last entry, the link's included.
  @discardableResult
  public func start() async -> EntryOutcome? {
    route = .loading
    var outcome: EntryOutcome?
    if await dependencies.restoreSession() {
      await dependencies.didSignIn()
      outcome = await enterApp()
    } else {
      route = .signIn
    }
    linkEntry = nil
    await linksReady()
    defer { linkEntry = nil }
    return linkEntry ?? outcome
  }

  /// Loads the account and opens the cues, or the practice-language picker when no profile is
  /// chosen yet. An unauthorized answer resets to sign-in.
  @discardableResult
  public func enterApp() async -> EntryOutcome {
    route = .cues
    accountLoad = .loading
    let watch = Task { [weak self, dependencies] in
      guard (try? await dependencies.time.sleep(dependencies.patience)) != nil, !Task.isCancelled else { return }
      await self?.entryOutlastedPatience()
    }
    defer {
      watch.cancel()
      accountLoad = .idle
      savedCopyLoad = nil
    }
    do throws(NetworkError) {
      let snapshot = try await dependencies.accountSnapshot()
      apply(snapshot)
      await settings.load()
      if let profile {
        if let saved = savedCopyLoad, saved.profile == profile {
          await saved.task.value  // the saved cues' load already asks the server for this profile
        } else {
          await cues.load(profile: profile)
        }
        // The ✓ marks of cues practised on other days (issue 38): counted beside, never waited for.
        Task { [history] in await history.refreshProgress(profile: profile) }
        await openWaitingCue()
      } else {
        route = .languagePicker(.practice)
      }
      return .entered
    } catch let error where error.kind == .unauthorized {
      resetToSignIn()
      return .signedOut
    } catch {
      accountFailure = error
      return .unavailable(error)
    }
  }

  /// The account and what follows from it (the masked address, the gates, the profile).
  private func apply(_ snapshot: AccountSnapshotCache.Snapshot) {
    self.snapshot = snapshot
    accountFailure = nil
    maskedAccount = EmailAddress.mask(snapshot.me.account.email)
    access.update(
      entitlements: AccountEntitlements(flags: snapshot.me.account.flags),
      config: RuntimeConfig(featureFlags: snapshot.config.featureFlags))
    profile = snapshot.me.activeProfile
  }

  /// The entry has waited the patience: say the server is slow, and show the saved account and
  /// its saved cues if nothing is shown yet (the entry goes on, and replaces them when it ends).
  func entryOutlastedPatience() async {
    guard accountLoad == .loading else { return }
    accountLoad = .slow
    guard snapshot == nil, let saved = await dependencies.savedAccountSnapshot(), accountLoad == .slow,
      snapshot == nil
    else { return }
    apply(saved)
    guard let profile else { return }
    savedCopyLoad = (profile, Task { [cues] in await cues.load(profile: profile) })
  }

  /// After a link or a code: into the app when it signed in, else nothing changes.
  @discardableResult
  public func afterSignInAttempt() async -> EntryOutcome? {
    guard case .signedIn = signIn.step else { return nil }
    await dependencies.didSignIn()
    return await enterApp()
  }

  /// Back to an empty sign-in (after sign-out or an expired session): no account, no profile, no
  /// flags, fresh view models, so nothing of the last learner shows to the next one.
  public func resetToSignIn() {
    signIn = dependencies.makeSignIn()
    cues = dependencies.makeCues()
    history = dependencies.makeHistory()
    profile = nil
    snapshot = nil
    maskedAccount = nil
    accountFailure = nil
    practice = nil
    confirmation = nil
    linkOrCode = ""
    practisedCueIDs = []
    waitingCueID = nil
    linkAfterTake = nil
    access.update(entitlements: .none, config: .defaults)
    route = .signIn
  }

  /// Opens a cue for practice: the round already on it when it is between takes, else a new one
  /// (an upload still running for the last round continues on its own). A take being recorded or
  /// under review is never dropped: its round stays on screen, and the result is `false` when
  /// that round is on another cue. Coming back to the cue whose take's feedback is awaited or shown
  /// reopens that round, and a pending evaluation is asked for again.
  @discardableResult
  public func open(_ cue: Cue) -> Bool {
    route = .practice
    if let practice, practice.hasUndecidedTake { return practice.cue == cue }
    if let practice, practice.cue == cue, practice.isAwaitingOrShowingFeedback {
      practice.resumeFeedback()
      return true
    }
    practice?.stopFollowingFeedback()
    if practice?.cue != cue || practice?.isViewingCue != true {
      practice = dependencies.makePracticeRound(cue)
    }
    return true
  }

  /// The practice language changed (Settings): the new profile's cues.
  public func practiceLanguageChanged(to profile: Profile) async {
    self.profile = profile
    await cues.load(profile: profile)
  }
}

/// A weak way back to the model for the view models it makes before it exists.
@MainActor
private final class ModelReference {
  weak var model: AppModel?
}
