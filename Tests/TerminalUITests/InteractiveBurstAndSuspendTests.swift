import AppFeature
import Foundation
import Testing

@testable import ChatterboxComposition
@testable import TerminalUI

/// Issue 24's full-screen findings at the key level: a burst of input never confirms, `q` while
/// recording asks before anything is thrown away, Ctrl-Z suspends from anywhere.
@MainActor
@Suite("Interactive app: bursts, discarding a take, Ctrl-Z")
struct InteractiveBurstAndSuspendTests {
  // MARK: Telling bursts from presses

  @Test func aKeyIsAloneOnlyWhenItIsTheWholeReadAfterAPause() {
    var bursts = KeyBursts()
    let start: Duration = .seconds(7)  // a reading of the uptime: any origin will do
    #expect(bursts.classify([.character("y")], at: start, moreWaiting: false).map(\.1) == [.alone])
    // Two keys in one read: a paste or typed-ahead input.
    let later = start + .seconds(1)
    #expect(
      bursts.classify([.character("d"), .character("y")], at: later, moreWaiting: false).map(\.1) == [
        .buffered, .buffered,
      ])
    // One key, but right after the previous read: the tail of the same burst.
    #expect(
      bursts.classify([.character("y")], at: later + .milliseconds(5), moreWaiting: false).map(\.1) == [.buffered])
    // One key with more bytes already waiting behind it.
    let pause = later + .seconds(1)
    #expect(bursts.classify([.character("y")], at: pause, moreWaiting: true).map(\.1) == [.buffered])
    #expect(bursts.classify([.character("y")], at: pause + .seconds(1), moreWaiting: false).map(\.1) == [.alone])
  }

  /// Feeds `text` as a terminal would deliver a paste without bracketed paste: 256-byte reads
  /// (the reader's buffer) back to back, each key handled with the arrival the reader gives it.
  func paste(_ text: String, into session: TerminalShell) async {
    var decoder = KeyDecoder()
    var bursts = KeyBursts()
    let bytes = Array(text.utf8)
    var clock: Duration = .zero
    for start in stride(from: 0, to: bytes.count, by: 256) {
      let chunk = Array(bytes[start..<min(start + 256, bytes.count)])
      let keys = decoder.feed(chunk)
      clock += .milliseconds(1)
      for (key, arrival) in bursts.classify(keys, at: clock, moreWaiting: start + 256 < bytes.count) {
        session.handle(key, arrival: arrival)
        await session.settle()
      }
    }
  }

  @Test func tenKilobytesOfPastedKeysDeleteNothingSignNothingOutAndSwitchNothing() async {
    let practice = InteractiveFixtures.practice()
    let accounts = InteractiveFixtures.accounts()
    let session = TerminalShell(services: InteractiveFixtures.services(accounts: accounts, practice: practice))
    await session.start()
    // History, down, delete, yes; settings, sign out, yes; settings, language, another one, yes;
    // each question closed again by ESC + a letter (Alt-x: Escape), which a burst may do.
    let pattern = "2jdy\r\u{1B}x3jjj\ry\r\u{1B}x3\rj\ry\r\u{1B}x1"
    let text = String(repeating: pattern, count: 10_240 / pattern.utf8.count + 1)
    #expect(text.utf8.count >= 10_240)
    await paste(text, into: session)
    #expect(practice.deleted.isEmpty)
    #expect(session.account == "a•••@example.com")
    #expect(accounts.activeProfile?.languageCode == "es")
    // The question the paste left open still waits for a deliberate answer, and gets it.
    if case .confirm = session.modal {
      session.handle(.escape)
      await session.settle()
    }
    await session.press(.character("2"))
    await session.press(.down)
    await session.press(.character("d"))
    session.handle(.character("y"), arrival: .buffered)
    await session.settle()
    #expect(practice.deleted.isEmpty)
    #expect(session.modal == .confirm(.deleteRecording(id: "rec_1", title: "Tu rutina de la mañana")))
    session.handle(.character("n"), arrival: .buffered)  // "no" from a burst is fine
    #expect(session.modal == nil)
    await session.press(.character("d"))
    await session.press(.character("y"))
    #expect(practice.deleted == ["rec_1"])
  }

  @Test func aBurstNeitherDiscardsNorRedoesATakeUnderReviewNorQuitsWithIt() async {
    let uploader = InteractiveFixtures.uploader()
    let session = TerminalShell(services: InteractiveFixtures.services(uploader: uploader))
    await session.start()
    await session.press(.enter)
    await session.press(.character("t"))
    await session.recordTask?.value
    #expect(session.screen == .review)
    for key in ["d", "r"] {
      session.handle(.character(Character(key)), arrival: .buffered)
      await session.settle()
      #expect(session.screen == .review)
    }
    await session.press(.character("q"))
    #expect(session.modal == .confirm(.quitWithTake))
    for key in ["d", "y"] {
      session.handle(.character(Character(key)), arrival: .buffered)
      await session.settle()
    }
    #expect(!session.exitRequested)
    #expect(session.round?.takeUnderReview != nil)
  }

  // MARK: q while recording

  /// A session on the first cue with a take being recorded (until stopped).
  static func recordingSession() async throws -> (TerminalShell, ScriptedInteractiveRecorder) {
    let recorder = ScriptedInteractiveRecorder(mode: .untilStopped)
    let session = TerminalShell(services: InteractiveFixtures.services(recorder: recorder))
    await session.start()
    await session.press(.enter)
    await session.press(.enter)
    try await InteractiveScreenTour.eventually { recorder.isRecording }
    return (session, recorder)
  }

  @Test func qWhileRecordingAsksAndKeepsRecordingUntilAnswered() async throws {
    let (session, recorder) = try await Self.recordingSession()
    await session.press(.character("q"), settle: false)
    #expect(session.modal == .confirm(.discardTake))
    #expect(recorder.isRecording)
    #expect(session.screen == .recording)
    let text = session.render(size: .fallback, theme: TestThemes.plain(.dark)).joined(separator: "\n")
    #expect(text.contains("Throw this take away? Recording goes on until you answer."))
    #expect(text.contains("esc keep recording"))
    await session.press(.escape, settle: false)  // keep recording
    #expect(session.modal == nil)
    #expect(recorder.isRecording)
    // A burst cannot say yes either.
    await session.press(.escape, settle: false)
    #expect(session.modal == .confirm(.discardTake))
    session.handle(.character("d"), arrival: .buffered)
    #expect(recorder.isRecording)
    // A deliberate "d" throws it away.
    session.handle(.character("d"))
    await session.recordTask?.value
    await session.settle()
    #expect(session.screen == .cueDetail)
    #expect(recorder.takes.isEmpty)
  }

  @Test func ctrlCWithTheDiscardQuestionOpenStillKeepsTheTake() async throws {
    let (session, recorder) = try await Self.recordingSession()
    await session.press(.character("q"), settle: false)
    await session.press(.interrupt)
    #expect(session.screen == .review)
    #expect(session.modal == nil)
    #expect(recorder.takes.count == 1)
    #expect(session.round?.keptAfterQuit == true)
  }

  // MARK: Ctrl-Z

  @Test func ctrlZArrivesAsAKeyAndSuspendsFromEveryScreenAndDialog() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1A]) == [.control("z")])
    for screen in ScreenID.allCases {
      #expect(KeyMap.action(for: .control("z"), in: KeyContext(screen: screen)) == .suspend)
    }
    #expect(KeyMap.action(for: .control("z"), in: KeyContext(screen: .cues, modal: .help)) == .suspend)
    #expect(
      KeyMap.action(for: .control("z"), in: KeyContext(screen: .history, modal: .confirm(.signOut(account: "a"))))
        == .suspend)
  }

  @Test func ctrlZPausesATakeBeforeSuspendingAndLeavesTheScreenAsItWas() async throws {
    let recorder = ScriptedInteractiveRecorder(mode: .untilStopped)
    let session = TerminalShell(services: InteractiveFixtures.services(recorder: recorder))
    await session.start()
    session.ui.notice = Notice("kept", .success)
    session.handle(.control("z"))
    #expect(session.suspendRequested)
    #expect(session.ui.notice == Notice("kept", .success))
    session.suspendRequested = false

    await session.press(.enter)
    await session.press(.enter)
    try await InteractiveScreenTour.eventually { recorder.isRecording }
    await session.handle(.control("z"))?.value
    #expect(session.suspendRequested)
    #expect(recorder.status.isPaused)
    #expect(recorder.isRecording)  // paused, not stopped: the learner decides on return
  }

  @Test func anIdleScreenAsksForNoTimedRedraws() async throws {
    let session = TerminalShell(services: InteractiveFixtures.services())
    await session.start()
    #expect(session.screen == .cues)
    #expect(session.refreshInterval == nil)
    let (recording, _) = try await Self.recordingSession()
    #expect(recording.refreshInterval == .milliseconds(100))
  }
}
