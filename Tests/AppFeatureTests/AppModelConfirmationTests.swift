import AppFeature
import AudioCaptureTestSupport
import AuthFeature
import AuthFeatureTestSupport
import ChatterboxAPI
import ChatterboxAPITestSupport
import Foundation
import PracticeFeature
import PracticeFeatureTestSupport
import Testing

/// Questions and what a yes does, without a terminal: nothing happens before the yes, a no
/// changes nothing, and each yes does exactly what it asked.
@MainActor
@Suite("AppModel: confirmations")
struct AppModelConfirmationTests {
  static let recording = Recording.mock(durationMilliseconds: 3100)
  static let playable = Recording.mock(
    id: "rec_2", durationMilliseconds: 3100, audioURL: URL(string: "https://example.com/rec_2.wav"))
  let accounts = ScriptedAccountRepository()
  let practice = ScriptedPracticeRepository(catalog: [Cue.mock()], recordings: [Self.recording])

  func entered(auth: any AuthRepository = TestAuthRepository.unimplemented) async -> AppModel {
    let app = AppModelTests.model(signedIn: true, accounts: accounts, practice: practice, auth: auth)
    #expect(await app.start() == .entered)
    return app
  }

  @Test func deletingARecordingAsksWithItsCuesTitleAndDeletesOnlyOnYes() async throws {
    let app = await entered()
    try await app.show(tab: .history).get()?.value
    app.requestDelete(Self.recording)
    #expect(app.confirmation == .deleteRecording(id: "rec_1", title: "Mornings"))
    app.cancel()
    #expect(app.confirmation == nil)
    #expect(!practice.calls.contains(.deleteRecording(id: "rec_1")), "a no deletes nothing")
    app.requestDelete(Self.recording)
    #expect(await app.confirm()?.value == .deleted(id: "rec_1"))
    #expect(practice.calls.contains(.deleteRecording(id: "rec_1")))
    #expect(app.history.recordings.isEmpty)
    #expect(app.confirm() == nil, "no question, nothing to confirm")
  }

  @Test func aFailedDeleteSaysSoAndKeepsTheRecording() async throws {
    practice.failures[.deleteRecording] = .offline
    let app = await entered()
    try await app.show(tab: .history).get()?.value
    app.requestDelete(Self.recording)
    #expect(await app.confirm()?.value == .failed)
    #expect(app.history.recordings.map(\.id) == ["rec_1"])
  }

  @Test func switchingThePracticeLanguageAsksThenOpensTheNewCues() async throws {
    let app = await entered()
    try await app.show(tab: .settings).get()?.value
    app.openLanguagePicker(.practice)
    #expect(app.chooseLanguage("en") == .unchanged, "the language it already is")
    #expect(app.route == .settings)
    app.openLanguagePicker(.practice)
    #expect(app.chooseLanguage("fr") == .needsConfirmation)
    #expect(app.confirmation == .switchPracticeLanguage(code: "fr", name: "Français"))
    app.cancel()
    #expect(app.settings.pendingPracticeLanguage == nil, "a no drops the pending switch")
    #expect(!accounts.calls.contains(.setActiveProfile(languageCode: "fr")))
    #expect(app.chooseLanguage("fr") == .needsConfirmation)
    #expect(await app.confirm()?.value == .switchedPracticeLanguage(name: "Français"))
    #expect(app.profile?.languageCode == "fr")
    #expect(app.route == .cues)
  }

  @Test func anUnknownPracticeLanguageIsRefused() async throws {
    let app = await entered()
    try await app.show(tab: .settings).get()?.value
    app.openLanguagePicker(.practice)
    #expect(app.chooseLanguage("xx") == .refused)
    #expect(app.confirmation == nil)
  }

  @Test func signingOutStopsPlaybackAndLeavesNothingBehind() async throws {
    let player = ScriptedAudioPlayer()
    let app = AppModelTests.model(
      signedIn: true, accounts: accounts, practice: practice, auth: ScriptedAuthRepository(), player: player)
    await app.start()
    await app.togglePlayback(of: Self.playable)?.value
    #expect(app.playback?.state != .idle)
    app.requestSignOut()
    #expect(app.confirmation == .signOut(account: app.maskedAccount ?? "?"))
    #expect(app.playback?.state != .idle, "nothing happens before the yes")
    #expect(await app.confirm()?.value == .signedOut)
    #expect(app.playback?.state == .idle, "nothing of the last learner plays on")
    #expect(app.route == .signIn && app.profile == nil && app.confirmation == nil)
  }

  @Test func playbackTogglesOneRecordingAtATime() async throws {
    let app = AppModelTests.model(
      signedIn: true, accounts: accounts, practice: practice, player: ScriptedAudioPlayer())
    #expect(!app.canPlay(Self.recording), "no audio URL yet")
    #expect(app.togglePlayback(of: Self.recording) == nil)
    #expect(app.canPlay(Self.playable))
    await app.togglePlayback(of: Self.playable)?.value
    #expect(app.playback?.state == .playing(id: "rec_2", position: 0, duration: 3.1))
    await app.togglePlayback(of: Self.playable)?.value
    guard case .paused(id: "rec_2", _, _) = app.playback?.state else {
      Issue.record("the same recording pauses: \(String(describing: app.playback?.state))")
      return
    }
    let withoutPlayer = AppModelTests.model(signedIn: true, accounts: accounts, practice: practice)
    #expect(!withoutPlayer.canPlay(Self.playable))
  }

  @Test func cancellingATakeAsksOnlyWhileRecordingAndDiscardsOnYes() async throws {
    let recorder = ScriptedRecorder(mode: .untilStopped)
    let app = AppModelTests.model(
      signedIn: true, accounts: accounts, practice: practice, round: AppModelTests.round(recorder: recorder))
    await app.start()
    #expect(!app.requestCancelTake(), "no take, no question")
    app.open(Cue.mock())
    let round = try #require(app.practice)
    let take = round.startTake()
    await round.takeUnderWay()
    #expect(app.requestCancelTake())
    #expect(app.confirmation == .discardTake)
    app.cancel()
    #expect(round.model.phase == .recording, "a no keeps recording")
    #expect(app.requestCancelTake())
    #expect(await app.confirm()?.value == .discardedTake)
    await take?.value
    #expect(!round.hasUndecidedTake)
  }

  @Test func quittingWithATakeOffersQueueDiscardOrStay() async throws {
    let app = await entered()
    app.open(Cue.mock())
    let round = try #require(app.practice)
    await round.startTake()?.value
    #expect(!app.discardTakeAndQuit(), "nothing asked yet: nothing thrown away")
    #expect(round.takeUnderReview != nil)
    app.ask(.quitWithTake)
    #expect(await app.confirm()?.value == .queueTakeAndQuit, "yes: the shell queues the take")
    app.ask(.quitWithTake)
    #expect(app.discardTakeAndQuit())
    #expect(round.takeUnderReview == nil)
  }
}
