import ChatterboxAPI
import ChatterboxAPITestSupport
import CuesFeature
import DesignTokens
import Foundation
import PracticeFeature
import Upload

@testable import ChatterboxComposition
@testable import TerminalUI

/// Walks sessions over fakes through every screen, handing each to `visit` by name. Screens are
/// reached by pressing keys, exactly as a person would, so the states rendered are the view
/// models' own.
@MainActor
enum InteractiveScreenTour {
  static let names = [
    "sign-in-email", "sign-in-code", "cues", "cues-offline", "cue-detail", "recording", "review", "uploading",
    "uploaded",
    "cue-detail-japanese", "history", "history-delete", "settings", "language-picker", "developer-tools",
    "network-entry", "help", "analysing", "feedback", "feedback-details", "history-evaluations", "feedback-failed",
  ]

  /// Visits every screen with the app in `language` (English by default, as the snapshots are).
  static func visit(language: String = "en", _ visit: (String, TerminalShell) -> Void) async throws {
    // Signed out: the two sign-in steps.
    let signIn = TerminalShell(services: InteractiveFixtures.services(signedIn: false, uiLanguage: language))
    await signIn.start()
    await signIn.press("ana@example.com")
    visit("sign-in-email", signIn)
    await signIn.press(.enter)
    await signIn.press("0410")
    visit("sign-in-code", signIn)

    // Signed in, with a recorder that records until stopped and an upload that stays half done.
    let recorder = ScriptedInteractiveRecorder(mode: .untilStopped)
    let uploader = InteractiveFixtures.uploader(
      script: [.queued, .uploading(UploadProgress(bytesSent: 201_622, totalBytes: 403_244))], hang: true)
    let practice = InteractiveFixtures.practice()
    let accounts = InteractiveFixtures.accounts(flags: ["developer"])
    let session = TerminalShell(
      services: InteractiveFixtures.services(
        accounts: accounts, practice: practice, recorder: recorder, uploader: uploader,
        networkLog: await InteractiveFixtures.networkLog(), uiLanguage: language))
    await session.start()
    await session.press(.down)
    visit("cues", session)

    await session.press(.up)
    await session.press(.enter)
    session.terminal.recorder.prepare(.microphone)
    visit("cue-detail", session)

    await session.press(.character("t"))
    try await eventually { recorder.isRecording && session.practice?.level == -18 }
    visit("recording", session)

    await session.press(.interrupt)  // quitting while recording keeps the take for review
    try await eventually { session.screen == .review }
    visit("review", session)

    await session.press(.character("u"), settle: false)
    try await eventually {
      if case .uploading(.uploading) = session.practice?.phase { return true }
      return false
    }
    visit("uploading", session)

    // A finished upload, on a second session whose upload completes.
    let done = TerminalShell(
      services: InteractiveFixtures.services(
        recorder: ScriptedInteractiveRecorder(mode: .instant), uiLanguage: language))
    await done.start()
    await done.press(.enter)
    await done.press(.character("t"))
    await done.recordTask?.value
    await done.press(.character("u"))
    await done.uploadTask?.value
    visit("uploaded", done)

    await session.press(.escape)  // back to the cues; the upload carries on
    for _ in 0..<3 { await session.press(.down) }
    await session.press(.enter)
    visit("cue-detail-japanese", session)

    await session.press(.character("2"))
    visit("history", session)
    await session.press(.character("d"))
    visit("history-delete", session)
    await session.press(.character("n"))

    await session.press(.character("3"))
    visit("settings", session)
    await session.press(.enter)
    visit("language-picker", session)
    await session.press(.escape)

    await session.press(.character("4"))
    visit("developer-tools", session)
    await session.press(.enter)
    visit("network-entry", session)
    await session.press(.escape)

    await session.press(.character("?"))
    visit("help", session)
    await session.press(.escape)

    // The network fails after cues were shown: "Showing saved cues".
    let offlinePractice = InteractiveFixtures.practice()
    let cache = CueCache(
      directory: FileManager.default.temporaryDirectory.appendingPathComponent("tui-cues-\(UUID().uuidString)"))
    let offline = TerminalShell(
      services: InteractiveFixtures.services(practice: offlinePractice, cueCache: cache, uiLanguage: language))
    await offline.start()
    offlinePractice.failures[.cues] = .offline
    await offline.press(.character("r"))
    visit("cues-offline", offline)

    try await visitFeedback(language: language, visit)
  }

  /// Where the server evaluates takes: "Analysing…" with the device's preview, the server's
  /// feedback and its numbers, history with evaluations, and a take without feedback.
  static func visitFeedback(language: String, _ visit: (String, TerminalShell) -> Void) async throws {
    let evaluations = GatedEvaluations()
    let session = TerminalShell(
      services: InteractiveFixtures.services(
        accounts: InteractiveFixtures.evaluatingAccounts(), recorder: ScriptedInteractiveRecorder(mode: .instant),
        uiLanguage: language, evaluations: evaluations, takeAnalyzer: InteractiveFixtures.previewAnalyzer))
    await session.start()
    await session.press(.enter)
    try await uploadATake(session, evaluations)
    visit("analysing", session)
    evaluations.answer(InteractiveFixtures.newTakeEvaluation)
    try await eventually { session.screen == .feedback }
    visit("feedback", session)
    await session.press(.character("i"))
    visit("feedback-details", session)
    await session.press(.character("2"))
    visit("history-evaluations", session)

    await session.press(.character("1"))
    await session.press(.enter)  // the same cue: its round, still showing the feedback
    await session.press(.character("r"))  // practise again
    try await uploadATake(session, evaluations)
    evaluations.answer(RecordingEvaluation(recordingID: "rec_new", state: .failed, failureReason: .noSpeech))
    try await eventually { session.screen == .feedback }
    visit("feedback-failed", session)
  }

  /// From the cue: records a tone, uploads it, and waits until the round asks for its evaluation.
  static func uploadATake(_ session: TerminalShell, _ evaluations: GatedEvaluations) async throws {
    await session.press(.character("t"))
    await session.recordTask?.value
    await session.press(.character("u"), settle: false)
    try await eventually { session.screen == .analysing && evaluations.isWaiting }
  }

  /// Polls until `condition` holds (work in unstructured tasks, such as level updates). Gives up
  /// after about a minute: a hang guard, not a bound (it once gave up after 2 s, which a loaded
  /// machine can spend before an unstructured task runs).
  static func eventually(_ condition: @MainActor () -> Bool) async throws {
    for _ in 0..<12_000 {
      if condition() { return }
      try await Task.sleep(nanoseconds: 5_000_000)
    }
    struct Timeout: Error {}
    throw Timeout()
  }
}

extension TerminalShell {
  /// Presses a key and waits for the work it started (unless `settle` is false).
  func press(_ key: InteractiveKey, settle: Bool = true) async {
    handle(key)
    if settle { await self.settle() }
  }

  /// Types text, one key per character.
  func press(_ text: String) async {
    for character in text { await press(.character(character)) }
  }
}

/// Themes for tests.
enum TestThemes {
  /// No escapes at all, on a light or dark background.
  static func plain(_ background: TerminalBackground) -> TerminalTheme {
    TerminalTheme(capabilities: TerminalCapabilities(colorDepth: .none, allowsStyles: false, background: background))
  }

  /// 256 colors and bold.
  static let color = TerminalTheme(
    capabilities: TerminalCapabilities(colorDepth: .ansi256, allowsStyles: true, background: .dark))

  /// Strips SGR escapes.
  static func strip(_ line: String) -> String {
    line.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
  }
}
