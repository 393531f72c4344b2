import AppFeature
import AuthFeature
import ChatterboxAPI
import ChatterboxComposition
import CuesFeature
import DeepLink
import DeveloperToolsFeature
import FeatureGates
import Foundation
import HistoryFeature
import NetworkLog
import Observability
import PracticeFeature
import SettingsFeature

/// The app's own state, beside the view models': selections, field text, the open dialog.
package struct InteractiveUIState: Sendable {
  var cueSelection = 0
  var historySelection = 0
  var settingsSelection = 0
  var pickerSelection = 0
  var networkSelection = 0
  var detailScroll = 0
  /// The host filter being typed; `nil` when the field is closed.
  var hostField: String?
  /// The key reference is open (questions are the model's, ``TerminalShell/modal``).
  var showsHelp = false
  /// History shows the progress over days in place of its list (`s`).
  var showsProgress = false
  var notice: Notice?
  /// The launch could not load the account (offline): the cue screen offers to retry.
  var accountUnavailable = false
  /// The feedback screen lists its numbers (speaking time, pauses, rates, …) under the sentence.
  var showsFeedbackDetails = false
  /// Takes on this device queued for another server or account, read when an upload starts.
  var waitingElsewhere = 0
}

/// The interactive app: the same `@Observable` view models the iOS app uses, the router, and the
/// glue from actions to view-model calls. It renders nothing itself (``render(size:theme:)``
/// hands the state to the pure `Screen*` functions) and reads no keys (the full-screen loop and
/// plain mode feed it actions), so both modes and the tests drive the very same object.
///
/// ```swift
/// let session = TerminalShell(app: app)
/// await session.start()
/// await session.perform(.moveDown)?.value
/// let lines = session.render(size: size, theme: theme)
/// ```
@MainActor
package final class TerminalShell {
  /// The terminal's own parts: its recorder, the upload counts, the network log, words and clocks.
  let terminal: TerminalParts
  /// The app itself (AppFeature): route, account, profile, gates, the screens' view models
  /// (settings included) and the practice round. This type adds the terminal's part: selections,
  /// notices, ticks.
  let model: AppModel
  var route: Route { model.route }
  /// The open dialog: the model's question, else the key reference.
  var modal: Modal? { model.confirmation.map { .confirm($0) } ?? (ui.showsHelp ? .help : nil) }
  var signIn: SignInViewModel { model.signIn }
  var cues: CueListViewModel { model.cues }
  var history: HistoryViewModel { model.history }
  var access: FeatureAccessContext { model.access }
  var account: String? { model.maskedAccount }
  var profile: Profile? { model.profile }
  var snapshot: AccountSnapshotCache.Snapshot? { model.snapshot }
  var settings: SettingsViewModel { model.settings }
  let console: NetworkConsoleViewModel?
  /// History playback (AppModel's: it stops it at sign-out).
  var playback: PlaybackCoordinator? { model.playback }
  /// The practice round (AppFeature decides its takes, uploads and what quitting does to them).
  var round: PracticeRound? { model.practice }
  var practice: PracticeViewModel? { round?.model }
  /// The take being recorded, while it runs.
  var recordTask: Task<Void, Never>? { round?.recordTask }
  var ui = InteractiveUIState()
  /// The terminal size (the loop keeps it current; paging uses it).
  var size = TerminalSize.fallback
  let uiLanguage: LockedValue<String>
  private var stringsCache: (language: String, strings: InteractiveStrings)?
  /// Set once quitting has finished its work; the loop then exits.
  private(set) var exitRequested = false
  /// Lines to print after the screen is restored ("Your upload will resume: …").
  private(set) var farewell: [String] = []
  /// Whether analytics consent is given (the model reads it at launch and when Settings open).
  var analyticsOn: Bool { model.analyticsOn }
  /// Cues practised in this run or on other days, as the progress last said (ticked in the list).
  var practisedCueIDs: Set<String> { model.practisedCueIDs.union(model.history.progress?.practisedCueIDs ?? []) }
  /// The running upload (it may outlive its screen: back to the cues while it continues), and
  /// then the following of its evaluation.
  private(set) var uploadTask: Task<Void, Never>?
  /// The round whose take ``uploadTask`` uploads (and whose evaluation it then follows), while it runs.
  private var uploadingRound: PracticeRound?
  /// Whether ``uploadTask`` still runs for the round on screen (another round's upload carries on
  /// unseen).
  var isUploadRunning: Bool { uploadingRound != nil && uploadingRound === round }
  private var running: [UUID: Task<Void, Never>] = [:]
  private var quitting = false
  /// Ctrl-Z was pressed: the full-screen loop suspends once the returned work is done, then
  /// clears this.
  var suspendRequested = false
  /// Called on the main actor whenever work started by ``spawn(_:)`` ends, so the full-screen
  /// loop redraws what the work changed without polling.
  var onWorkFinished: (@MainActor () -> Void)?

  /// A shell on `model`, with the terminal's `terminal` parts.
  init(model: AppModel, terminal: TerminalParts) {
    self.terminal = terminal
    self.model = model
    uiLanguage = terminal.uiLanguage
    console = terminal.networkLog.map(NetworkConsoleViewModel.init(store:))
  }

  /// A shell on a new model over `app.model`.
  convenience init(app: TerminalApp) {
    self.init(model: AppModel(dependencies: app.model), terminal: app.terminal)
  }

  /// The app's text in the current UI language: the launch language until Settings switches
  /// it, then the new one — screens, notices and plain mode all read this, so a switch shows
  /// at the next redraw.
  ///
  /// ```swift
  /// session.strings.string(.tabCues) // "Cues"
  /// ```
  var strings: InteractiveStrings {
    let language = uiLanguage.value
    if let cached = stringsCache, cached.language == language { return cached.strings }
    var strings = InteractiveStrings(language: language, catalog: terminal.catalog)
    strings.server = terminal.server
    stringsCache = (language, strings)
    return strings
  }

  // MARK: Launch and sign-in

  /// Restores the stored session and opens the cue list, or sign-in; then the link the app was
  /// started with, if any (``open(link:)``).
  func start() async {
    settle(await model.start())
    tellLinkOutcome()
  }

  /// Hands the app a link, as the system does at a cold start: before ``start()`` it waits for
  /// launch (AppModel holds it); after, it is acted on at once.
  func open(link: String) async -> Result<PendingDeepLinkBuffer.Delivery, DeepLinkRejection> {
    let result = await model.open(link: link)
    tellLinkOutcome()
    return result
  }

  /// Says what a link did when the screen does not already show it.
  private func tellLinkOutcome() {
    guard let outcome = model.linkOutcome else { return }
    model.linkOutcome = nil
    switch outcome {
    case .signedIn, .openedCue, .signInFailed: break  // the screen shows it (cues, the cue, the reason)
    case .waitingForSignIn(let id):
      if route == .signIn { ui.notice = Notice(strings.string(.linkCueAfterSignIn, id)) }
    case .waitingForTake: ui.notice = Notice(strings.string(.linkAfterTake))
    case .cueNotFound(let id): ui.notice = Notice(strings.string(.linkCueNotFound, id), .error)
    case .cueUnavailable(_, let failure):
      ui.notice = Notice(strings.text(for: failure), .error)
    }
  }

  /// Loads the account and opens the cues (or the language picker when none is chosen yet).
  func enterApp() async {
    settle(await model.enterApp())
  }

  /// The terminal's part of entering the app (AppModel decided the rest).
  private func settle(_ outcome: AppModel.EntryOutcome?) {
    switch outcome {
    case .entered: ui.accountUnavailable = false
    case .signedOut: resetTerminalState()
    case .unavailable(let failure):
      ui.accountUnavailable = true
      ui.notice = Notice(strings.text(for: failure), .error)
    case nil: break
    }
  }

  /// The terminal's part of a typed sign-in (AppModel signed in and entered the app).
  func settleSignIn(_ outcome: AppModel.EntryOutcome?) {
    settle(outcome)
    tellLinkOutcome()
  }

  /// Back to an empty sign-in screen (after sign-out or an expired session).
  func resetToSignIn() {
    model.resetToSignIn()
    resetTerminalState()
  }

  /// What the terminal keeps beside the model: selections, notices, the help.
  private func resetTerminalState() {
    ui = InteractiveUIState()
  }

  // MARK: Practice

  /// Opens a cue for practice (a new round; an upload still running for the last one continues).
  func open(_ cue: Cue) { model.open(cue) }

  /// Records a take from `source`, at most as long as the account's upload limit allows; the
  /// task ends with the take.
  func startRecording(_ source: RecordingSourceChoice) {
    guard let round, round.isViewingCue else { return }
    terminal.recorder.prepare(source, limits: model.takeLimits)
    round.startTake()
  }

  /// Waits until the take just started is under way (its phase visible), for line-by-line
  /// plain mode, which must not print the screen before.
  func takeUnderWay() async { await round?.takeUnderWay() }

  /// Uploads the reviewed take (AppModel ticks the cue once the upload is done).
  func startUpload() -> Task<Void, Never>? {
    guard let upload = model.startUpload() else { return nil }
    ui.waitingElsewhere = terminal.waitingElsewhere()
    let uploading = round
    uploadingRound = uploading
    let task = spawn { [weak self] in
      await upload.value
      if self?.uploadingRound === uploading { self?.uploadingRound = nil }
    }
    uploadTask = task
    return task
  }

  // MARK: Quitting

  /// Quits without losing anything: a take being recorded is stopped and kept (and then shown
  /// for review, or — for a signal — queued), a take under review needs a decision, and running
  /// uploads stay in the persistent queue.
  @discardableResult
  func requestQuit(fromSignal: Bool = false) -> Task<Void, Never>? {
    guard !quitting else { return nil }
    if model.confirmation == .discardTake { model.cancel() }  // quitting keeps the take instead
    switch QuitPlan(isRecording: screen == .recording, isReviewingTake: screen == .review, fromSignal: fromSignal) {
    case .stopRecordingAndReview, .stopRecordingThenQueueAndExit:
      guard let round else { return finishExit() }
      return spawn { [weak self] in
        await round.stopAndKeepTake(forReview: !fromSignal)
        if fromSignal { await self?.queueTakeAndExit() }
      }
    case .queueTakeAndExit:
      return spawn { [weak self] in await self?.queueTakeAndExit() }
    case .confirm(let question):
      model.ask(question)
      return nil
    case .exit:
      return finishExit()
    }
  }

  // MARK: Suspending

  /// Ctrl-Z or `SIGTSTP`: does what AppFeature's `SuspendPlan` says before the app stops (a take
  /// being recorded is paused, so it neither runs on unseen nor is lost) and asks the loop to
  /// suspend. The returned task is that preparation.
  @discardableResult
  func prepareToSuspend() -> Task<Void, Never>? {
    suspendRequested = true
    let status = terminal.recorder.status
    switch SuspendPlan(isRecording: screen == .recording, isPaused: status.isPaused) {
    case .suspend: return nil
    case .pauseTakeThenSuspend:
      return spawn { [recorder = terminal.recorder] in await recorder.togglePause() }
    }
  }

  /// Hands the take under review to the persistent queue, then quits.
  func queueTakeAndExit() async {
    switch await round?.queueTakeForLater() {
    case .queued: farewell.append(strings.string(.quitTakeQueued))
    case .failed(let answer):
      farewell.append(
        strings.text(for: PracticeFailure.enqueueFailed) + " " + answer.fileURL.path)
    case .nothingToQueue, nil: break
    }
    await finishExit()?.value
  }

  /// Stops playback and the upload worker (unfinished jobs stay on disk), then asks the loop to
  /// end.
  @discardableResult
  func finishExit() -> Task<Void, Never>? {
    quitting = true
    ui.showsHelp = false
    model.cancel()
    return spawn { [weak self] in
      guard let self else { return }
      await self.playback?.stop()
      let active = self.terminal.activeUploads()
      await self.terminal.stopUploads()
      if active > 0 { self.farewell.append(self.strings.string(.quitUploadWillResume)) }
      self.exitRequested = true
    }
  }

  // MARK: Work in flight

  /// Starts async work on the main actor, remembered until it ends so tests and plain mode can
  /// wait for it.
  @discardableResult
  func spawn(_ work: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
    let id = UUID()
    // Registered before the task can run: both happen on the main actor, this line first.
    let task = Task { @MainActor [weak self] in
      await work()
      self?.running[id] = nil
      self?.onWorkFinished?()
    }
    running[id] = task
    return task
  }

  /// Waits until all work started so far has finished — except a take in progress and an
  /// upload, which end in their own time.
  func settle() async {
    while let task = running.values.first(where: { $0 != recordTask && $0 != uploadTask }) {
      await task.value
    }
  }
}
