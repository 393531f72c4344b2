import ChatterboxAPI
import Foundation
import PracticeFeature
import Testing

@testable import ChatterboxComposition
@testable import TerminalUI

@MainActor
@Suite("Interactive app: keys drive the view models")
struct TerminalShellTests {
  @Test func signInWithTheCode() async {
    let auth = InteractiveFixtures.auth()
    let session = TerminalShell(services: InteractiveFixtures.services(signedIn: false, auth: auth))
    await session.start()
    #expect(session.screen == .signInEmail)
    await session.press("ana@example.com")  // "q" and "?" are typed, not shortcuts, in a field
    #expect(session.signIn.email == "ana@example.com")
    await session.press(.enter)
    #expect(session.screen == .signInCode)
    #expect(session.signIn.cooldownRemaining == 42)
    await session.press("123 456")
    await session.press(.enter)
    #expect(
      auth.calls == [.requestMagicLink(email: "ana@example.com"), .verify(email: "ana@example.com", code: "123456")])
    #expect(session.route == .cues)
    #expect(session.cues.cues.count == 20)
    #expect(session.account == "a•••@example.com")
  }

  @Test func signInWithAPastedLinkAndRefuseOtherText() async {
    let auth = InteractiveFixtures.auth()
    let session = TerminalShell(services: InteractiveFixtures.services(signedIn: false, auth: auth))
    await session.start()
    await session.press("ana@example.com")
    await session.press(.enter)
    await session.press(.paste("not a link"))
    await session.press(.enter)
    #expect(session.ui.notice?.tone == .error)
    #expect(session.screen == .signInCode)
    await session.press(.escape)  // "other address"
    #expect(session.screen == .signInEmail)
    await session.press(.enter)
    await session.press(.paste(InteractiveFixtures.link + "\n"))
    await session.press(.enter)
    #expect(auth.calls.last == .login(magicToken: String(repeating: "A", count: 43)))
    #expect(session.route == .cues)
  }

  @Test func startedWithACueLinkItOpensTheCueAndWithAnUnknownOneItSaysSo() async {
    let session = TerminalShell(services: InteractiveFixtures.services())
    #expect(await session.open(link: "https://chatterbox.example/cues/es-002") == .success(.buffered))
    await session.start()
    #expect(session.screen == .cueDetail)
    #expect(session.practice?.cue.id == "es-002")

    let signedOut = TerminalShell(services: InteractiveFixtures.services(signedIn: false))
    _ = await signedOut.open(link: "chatterbox://cues/es-002")
    await signedOut.start()
    #expect(signedOut.screen == .signInEmail)
    #expect(signedOut.ui.notice?.text == "Sign in to open cue es-002.")

    _ = await session.open(link: "chatterbox://cues/zz-404")
    #expect(session.ui.notice == Notice("No cue zz-404 in your practice language.", .error))
  }

  @Test func pagingOnScrollShuffleAndTabs() async {
    let session = TerminalShell(services: InteractiveFixtures.services())
    await session.start()
    #expect(session.cues.hasMore)
    await session.press(.end)
    #expect(session.cues.cues.count == 30)
    #expect(!session.cues.hasMore)
    await session.press(.character("s"))
    #expect(session.cues.cues.first?.id == "es-030")
    #expect(session.ui.cueSelection == 0)
    await session.press(.tab)
    #expect(session.route == .history)
    #expect(session.history.recordings.count == 3)
    await session.press(.backTab)
    #expect(session.route == .cues)
    await session.press(.character("3"))
    #expect(session.route == .settings)
    #expect(session.tabs == [.cues, .history, .settings])  // no developer flag: no developer tools
  }

  @Test func practiseRecordReviewUploadThenTicked() async {
    let uploader = InteractiveFixtures.uploader()
    let session = TerminalShell(services: InteractiveFixtures.services(uploader: uploader))
    await session.start()
    await session.press(.enter)
    #expect(session.screen == .cueDetail)
    await session.press(.character("t"))
    await session.recordTask?.value
    #expect(session.terminal.recorder.status.source == .tone)
    #expect(session.screen == .review)
    await session.press(.enter)  // Enter does not upload an unreviewed take
    #expect(session.screen == .review)
    await session.press(.character("u"))
    await session.uploadTask?.value
    #expect(session.screen == .uploaded)
    #expect(uploader.enqueued == ["es-001"])
    #expect(session.practisedCueIDs == ["es-001"])
    await session.press(.enter)
    #expect(session.route == .cues)
  }

  @Test func aFailedMicrophoneOffersTheTone() async throws {
    let session = TerminalShell(
      services: InteractiveFixtures.services(recorder: ScriptedInteractiveRecorder.failing))
    await session.start()
    await session.press(.enter)
    await session.press(.enter)
    await session.recordTask?.value
    #expect(session.practice?.failure == .recordingFailed)
    let text = session.render(size: .fallback, theme: TestThemes.plain(.dark)).joined(separator: "\n")
    #expect(text.contains("Could not record: cannot record: command not found: arecord"))
    #expect(text.contains("Press t to record a generated test tone"))
  }

  @Test func quittingWhileRecordingKeepsTheTakeForReviewThenQueuesIt() async throws {
    let recorder = ScriptedInteractiveRecorder(mode: .untilStopped)
    let uploader = InteractiveFixtures.uploader(script: [.queued], hang: true)
    let session = TerminalShell(services: InteractiveFixtures.services(recorder: recorder, uploader: uploader))
    await session.start()
    await session.press(.enter)
    await session.press(.enter)
    try await InteractiveScreenTour.eventually { recorder.isRecording }
    #expect(KeyMap.action(for: .character("q"), in: session.keyContext) == .cancelRecording)
    await session.press(.interrupt)
    #expect(session.screen == .review)
    #expect(session.round?.keptAfterQuit == true)
    #expect(recorder.takes.count == 1)
    #expect(!session.exitRequested)

    await session.press(.character("q"))
    #expect(session.modal == .confirm(.quitWithTake))
    await session.press(.escape)  // stay
    #expect(session.modal == nil)
    await session.press(.character("q"))
    await session.press(.character("y"))
    #expect(uploader.enqueued == ["es-001"])
    #expect(session.exitRequested)
    #expect(session.farewell.contains("Your recording was kept and queued."))
    #expect(session.farewell.contains("Your upload will resume: chatterbox uploads retry"))
  }

  @Test func aSignalWhileRecordingQueuesTheTakeAndQuits() async throws {
    let recorder = ScriptedInteractiveRecorder(mode: .untilStopped)
    let uploader = InteractiveFixtures.uploader(hang: true)
    let session = TerminalShell(services: InteractiveFixtures.services(recorder: recorder, uploader: uploader))
    await session.start()
    await session.press(.enter)
    await session.press(.enter)
    try await InteractiveScreenTour.eventually { recorder.isRecording }
    await session.requestQuit(fromSignal: true)?.value
    await session.settle()
    #expect(uploader.enqueued == ["es-001"])
    #expect(session.exitRequested)
  }

  @Test func quittingWhileUploadingLeavesItQueued() async throws {
    let uploader = InteractiveFixtures.uploader(script: [.queued, .waitingForNetwork], hang: true)
    let session = TerminalShell(services: InteractiveFixtures.services(uploader: uploader))
    await session.start()
    await session.press(.enter)
    await session.press(.character("t"))
    await session.recordTask?.value
    await session.press(.character("u"))
    try await InteractiveScreenTour.eventually { session.practice?.phase == .uploading(.waitingForNetwork) }
    await session.press(.escape)  // back to the cues: the upload continues
    #expect(session.route == .cues)
    #expect(session.chrome.activeUploads == 1)
    await session.press(.character("q"))
    #expect(session.exitRequested)
    #expect(session.farewell == ["Your upload will resume: chatterbox uploads retry"])
  }

  @Test func deletingARecordingAsksFirst() async {
    let practice = InteractiveFixtures.practice()
    let session = TerminalShell(services: InteractiveFixtures.services(practice: practice))
    await session.start()
    await session.press(.character("2"))
    await session.press(.down)
    await session.press(.character("d"))
    #expect(session.modal == .confirm(.deleteRecording(id: "rec_1", title: "Tu rutina de la mañana")))
    await session.press(.character("n"))
    #expect(practice.deleted.isEmpty)
    await session.press(.character("d"))
    await session.press(.character("y"))
    #expect(practice.deleted == ["rec_1"])
    #expect(session.history.recordings.map(\.id) == ["rec_2", "rec_0"])
    #expect(session.ui.notice?.text == "Recording deleted.")
  }

  @Test func switchingThePracticeLanguageAsksThenReloadsCues() async {
    let accounts = InteractiveFixtures.accounts()
    let session = TerminalShell(services: InteractiveFixtures.services(accounts: accounts))
    await session.start()
    await session.press(.character("3"))
    await session.press(.enter)
    #expect(session.route == .languagePicker(.practice))
    #expect(session.ui.pickerSelection == 1)  // the current one, Español
    await session.press(.down)
    await session.press(.enter)
    #expect(session.modal == .confirm(.switchPracticeLanguage(code: "fr", name: "Français")))
    await session.press(.character("y"))
    #expect(accounts.activeProfile?.languageCode == "fr")
    #expect(session.profile?.languageCode == "fr")
    #expect(session.route == .cues)
    #expect(session.settings.practiceLanguage?.code == "fr")
  }

  @Test func uiLanguageAndSignOut() async {
    let session = TerminalShell(services: InteractiveFixtures.services())
    await session.start()
    await session.press(.character("3"))
    await session.press(.down)
    await session.press(.enter)
    #expect(session.route == .languagePicker(.ui))
    await session.press(.down)
    await session.press(.down)
    await session.press(.enter)
    #expect(session.uiLanguage.value == "fr")
    #expect(session.settings.uiLanguage == "fr")
    // The switch is live: the confirmation and everything after it are in French.
    #expect(session.ui.notice?.text == "L'application est maintenant en Français.")
    #expect(session.strings.language == "fr")
    await session.press(.down)  // analytics
    await session.press(.down)
    await session.press(.enter)
    #expect(session.modal == .confirm(.signOut(account: "a•••@example.com")))
    await session.press(.character("y"))
    #expect(session.route == .signIn)
    #expect(session.account == nil)
    #expect(session.ui.notice?.text == "Déconnecté.")
  }

  @Test func developerToolsOnlyBehindTheGate() async {
    let closed = TerminalShell(
      services: InteractiveFixtures.services(networkLog: await InteractiveFixtures.networkLog()))
    await closed.start()
    #expect(!closed.tabs.contains(.developer))
    await closed.press(.character("4"))
    #expect(closed.route == .cues)

    let open = TerminalShell(
      services: InteractiveFixtures.services(
        accounts: InteractiveFixtures.accounts(flags: ["developer"]), networkLog: await InteractiveFixtures.networkLog()
      ))
    await open.start()
    #expect(open.tabs.contains(.developer))
    await open.press(.character("4"))
    #expect(open.route == .developerTools)
    #expect(open.console?.entries.count == 3)
    await open.press(.character("f"))
    #expect(open.console?.entries.count == 1)
    await open.press(.character("/"))
    #expect(open.screen == .hostFilter)
    await open.press("example.org")
    await open.press(.enter)
    #expect(open.console?.host == "example.org")
    #expect(open.console?.entries.isEmpty == true)
    await open.press(.character("/"))
    await open.press(.escape)  // clears the host filter
    #expect(open.console?.host == nil)
    await open.press(.enter)
    #expect(open.route == .networkEntry)
    await open.press(.escape)
    #expect(open.route == .developerTools)
  }

  @Test func offlineAtLaunchOffersRetry() async {
    let accounts = InteractiveFixtures.accounts()
    accounts.failReads(with: .offline)
    let session = TerminalShell(services: InteractiveFixtures.services(accounts: accounts))
    await session.start()
    #expect(session.ui.accountUnavailable)
    accounts.failReads(with: nil)
    await session.press(.character("r"))
    #expect(!session.ui.accountUnavailable)
    #expect(session.cues.cues.count == 20)
  }
}
