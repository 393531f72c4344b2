import AppFeature
import CLITestSupport
import ChatterboxAPI
import ChatterboxAPITestSupport
import DesignTokens
import Foundation
import Observability
import Observation
import TestSupport
import Testing

@testable import ChatterboxComposition
@testable import TerminalUI

/// Feedback on every take in the interactive app (issue 28 item 3), driven by keys over a server
/// that evaluates takes (``GatedEvaluations``: the test decides when the evaluation arrives). The
/// round (AppFeature) decides; these check that the screens draw it, that keys reach it, that
/// waiting costs no timed redraws, and that with the server's flag off nothing of it appears.
@MainActor
@Suite("Interactive app: feedback")
struct InteractiveFeedbackTests {
  static let size = TerminalSize(columns: 80, rows: 24)

  static func text(_ session: TerminalShell, _ size: TerminalSize = size) -> String {
    session.render(size: size, theme: TestThemes.plain(.dark)).joined(separator: "\n")
  }

  /// The screen's words with each run of spaces and line breaks as one space, so a sentence
  /// reads the same however it is wrapped.
  static func words(_ session: TerminalShell) -> String {
    text(session).split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
  }

  /// A session on the cue list whose server evaluates takes.
  static func evaluating(
    _ evaluations: GatedEvaluations, preview: Bool = false, language: String = "en"
  ) async -> TerminalShell {
    let session = TerminalShell(
      services: InteractiveFixtures.services(
        accounts: InteractiveFixtures.evaluatingAccounts(), recorder: ScriptedInteractiveRecorder(mode: .instant),
        uiLanguage: language, evaluations: evaluations,
        takeAnalyzer: preview ? InteractiveFixtures.previewAnalyzer : nil))
    await session.start()
    return session
  }

  /// Opens the first cue, records, uploads, and waits for "Analysing…".
  static func analysing(_ session: TerminalShell, _ evaluations: GatedEvaluations) async throws {
    await session.press(.enter)
    try await InteractiveScreenTour.uploadATake(session, evaluations)
  }

  @Test func practiseThenAnalysingThenTheResultWithItsNumbersOneKeyAway() async throws {
    let evaluations = GatedEvaluations()
    let session = await Self.evaluating(evaluations)
    try await Self.analysing(session, evaluations)
    #expect(evaluations.calls == ["rec_new"])
    let waiting = Self.text(session)
    #expect(waiting.contains("✓ Uploaded. Find it under History."))
    #expect(waiting.contains("Analysing your take…"))
    #expect(!waiting.contains("Preview"))  // no analyser, no preview
    #expect(!KeyMap.bindings(for: session.keyContext).contains { $0.action == .toggleDetails })
    // Waiting draws nothing on a timer: the frame is redrawn when the round changes.
    #expect(session.refreshInterval == nil)
    let redrawn = LockedValue(false)
    _ = withObservationTracking {
      session.render(size: Self.size, theme: TestThemes.plain(.dark))
    } onChange: {
      redrawn.withLock { $0 = true }
    }

    evaluations.answer(InteractiveFixtures.newTakeEvaluation)
    try await InteractiveScreenTour.eventually { session.screen == .feedback }
    #expect(redrawn.value)
    let result = Self.text(session)
    let sentence =
      "You spoke for 3.8 s with 1 pause of 0.4 s; 3.4 syllables per second — about the same as your last attempt (3.1)."
    #expect(Self.words(session).contains(sentence), "\(result)")
    // ADR 0059: the articulation rate beside native speakers' of the practised language and the best so far.
    #expect(
      Self.words(session).contains(
        "Articulation rate: 3.7 syllables per second — native speakers reading Spanish aloud: about 7.0–8.6; your best so far"
      ),
      "\(result)")
    #expect(!result.contains("Speech rate:"))
    #expect(session.refreshInterval == nil)

    await session.press(.character("i"))
    let details = Self.text(session)
    for line in [
      "• Speaking time: 3.8 s of 4.2 s", "• Pauses: 1 (mean 0.4 s, longest 0.4 s)", "• Syllables: 14",
      "• Speech rate: 3.4 syllables per second (pauses included)",
      "• Articulation rate: 3.7 syllables per second (pauses left out)", "• Speech above background noise: 28 dB",
      "• Confidence: high",
    ] {
      #expect(details.contains(line), "\(line)\n\(details)")
    }
    // Each number's explanation under it where the window has room; on 24 rows the numbers alone.
    #expect(!details.contains("How long you were speaking"), "\(details)")
    let tall = Self.text(session, TerminalSize(columns: 100, rows: 44))
    #expect(tall.contains("• Speaking time: 3.8 s of 4.2 s") && tall.contains("How long you were speaking"), "\(tall)")
    #expect(tall.contains("Learners are usually"), "\(tall)")
    await session.press(.character("i"))
    #expect(!Self.text(session).contains("Speech rate:"))

    await session.press(.enter)
    #expect(session.screen == .cues)
  }

  @Test func thePreviewIsMarkedUntilTheServersResultReplacesIt() async throws {
    let evaluations = GatedEvaluations()
    let session = await Self.evaluating(evaluations, preview: true)
    try await Self.analysing(session, evaluations)
    let waiting = Self.text(session)
    #expect(waiting.contains("Analysing your take…"))
    #expect(waiting.contains("Preview, measured on this device: You spoke for 3.7 s"), "\(waiting)")
    // The preview's numbers are one key away too.
    await session.press(.character("i"))
    #expect(Self.text(session).contains("• Speech rate: 3.3 syllables per second"))
    evaluations.answer(InteractiveFixtures.newTakeEvaluation)
    try await InteractiveScreenTour.eventually { session.screen == .feedback }
    let result = Self.text(session)
    #expect(!result.contains("Preview"))
    #expect(result.contains("• Speech rate: 3.4 syllables per second"))
  }

  /// Leaving while the server analyses returns at once; the round stops asking. Opening the cue
  /// again asks again, and shows the result.
  @Test func leavingWhileAnalysingNeverBlocksAndComingBackShowsTheResult() async throws {
    let evaluations = GatedEvaluations()
    let session = await Self.evaluating(evaluations)
    try await Self.analysing(session, evaluations)
    let left = session.handle(.escape)
    #expect(left == nil)  // nothing to wait for
    #expect(session.screen == .cues)
    try await InteractiveScreenTour.eventually { !evaluations.isWaiting }  // the long-poll was cancelled
    #expect(session.round?.feedbackWait == .paused(.stopped))

    evaluations.answer(InteractiveFixtures.newTakeEvaluation)  // ready on the server meanwhile
    await session.press(.enter)  // the same cue
    try await InteractiveScreenTour.eventually { session.screen == .feedback }
    #expect(evaluations.calls == ["rec_new", "rec_new"])
    #expect(Self.text(session).contains("3.4 syllables per second"))
  }

  @Test func aTakeWithoutFeedbackSaysWhyAndOffersNoNumbers() async throws {
    let evaluations = GatedEvaluations()
    let session = await Self.evaluating(evaluations, preview: true)
    try await Self.analysing(session, evaluations)
    evaluations.answer(RecordingEvaluation(recordingID: "rec_new", state: .failed, failureReason: .unreadableAudio))
    try await InteractiveScreenTour.eventually { session.screen == .feedback }
    let screen = Self.text(session)
    #expect(screen.contains("No feedback for this take: its audio could not be read."))
    #expect(!screen.contains("Preview"))
    #expect(!KeyMap.bindings(for: session.keyContext).contains { $0.action == .toggleDetails })
    // "Practise again" goes back to the cue for a new take.
    await session.press(.character("r"))
    #expect(session.screen == .cueDetail)
  }

  /// When the round stopped asking with the evaluation still pending, the screen says where it
  /// will appear (the words for a bound that passed and for an unreachable server differ).
  @Test func aPendingEvaluationTheRoundStoppedAskingForSaysWhereItWillBe() async throws {
    let evaluations = GatedEvaluations()
    let session = await Self.evaluating(evaluations)
    try await Self.analysing(session, evaluations)
    var state = try #require(session.practiceScreenState)
    state.feedbackWait = .paused(.timedOut)
    let timedOut = ScreenFeedback.render(state, size: Self.size, theme: TestThemes.plain(.dark)).joined()
    #expect(timedOut.contains("Still analysing. The feedback will appear in your history."))
    #expect(!timedOut.contains("Analysing your take…"))
    state.feedbackWait = .paused(.unreachable(.offline))
    let offline = ScreenFeedback.render(state, size: Self.size, theme: TestThemes.plain(.dark)).joined()
    #expect(offline.contains("The server could not be reached for the feedback."))
  }

  /// The server's flag off: the round ends at "Uploaded" as before, asks for no evaluation, and
  /// history shows no evaluation, though the server's recordings carry them.
  @Test func withTheFlagOffNothingOfItAppears() async throws {
    let evaluations = GatedEvaluations()
    let session = TerminalShell(
      services: InteractiveFixtures.services(
        recorder: ScriptedInteractiveRecorder(mode: .instant), evaluations: evaluations,
        takeAnalyzer: InteractiveFixtures.previewAnalyzer))
    await session.start()
    #expect(!session.model.showsEvaluations)
    await session.press(.enter)
    await session.press(.character("t"))
    await session.recordTask?.value
    await session.press(.character("u"))
    await session.uploadTask?.value
    #expect(session.screen == .uploaded)
    #expect(evaluations.calls.isEmpty)
    #expect(session.round?.preview == nil)
    let uploaded = Self.text(session)
    for words in ["Analysing", "Preview", "syllables", "How it went"] { #expect(!uploaded.contains(words)) }
    await session.press(.character("2"))
    let history = Self.text(session)
    for words in ["syllables", "no feedback", "analysing", "trend"] {
      #expect(!history.contains(words), "\(words)\n\(history)")
    }
    let page = PlainPages.page(for: session).lines.joined(separator: "\n")
    for words in ["syllables", "no feedback", "measured attempts"] { #expect(!page.contains(words), "\(page)") }
    await session.press(.character("3"))
    #expect(!Self.text(session).contains("On-device preview"), "no preview switch either")
  }

  /// Settings offer the on-device preview switch where evaluations show (ADR 0037): Enter flips
  /// it, saved in the preferences `chatterbox settings preview` shares, and says so; plain mode
  /// offers it too.
  @Test func settingsSwitchTheOnDevicePreview() async {
    let preferences = InteractivePreferences.inMemory()
    var services = InteractiveFixtures.services(
      accounts: InteractiveFixtures.evaluatingAccounts(), evaluations: GatedEvaluations())
    services.preferences = preferences
    let session = TerminalShell(services: services)
    await session.start()
    await session.press(.character("3"))
    #expect(Self.text(session).contains("On-device preview   On"), "\(Self.text(session))")
    for _ in 0..<3 { await session.press(.down) }
    await session.press(.enter)
    #expect(!preferences.onDevicePreview())
    #expect(session.ui.notice?.text == "On-device preview: off")
    #expect(Self.text(session).contains("On-device preview   Off"))
    #expect(PlainPages.page(for: session).lines.contains("4. On-device preview: Off"))
    await session.press(.enter)
    #expect(preferences.onDevicePreview())
    #expect(session.ui.notice?.text == "On-device preview: on")
  }

  /// History with the flag on: each recording's evaluation, the way its rate moved since the cue's
  /// attempt before, and — for the selected one — the sentence or why there is none, with the cue's
  /// trend; plain mode says the same in words.
  @Test func historyShowsEachRecordingsEvaluationAndEachCuesTrend() async throws {
    let session = TerminalShell(
      services: InteractiveFixtures.services(
        accounts: InteractiveFixtures.evaluatingAccounts(), evaluations: GatedEvaluations()))
    await session.start()
    await session.press(.character("2"))
    #expect(session.model.showsEvaluations)
    let lines = session.render(size: Self.size, theme: TestThemes.plain(.dark))
    #expect(lines[4].hasSuffix("attempt 2  3.1 syllables/s ↑ "), "\(lines[4])")
    #expect(lines[5].hasSuffix("attempt 1  2.6 syllables/s   "), "\(lines[5])")
    #expect(lines[6].hasSuffix("attempt 1  no feedback       "), "\(lines[6])")
    let screen = Self.words(session)
    #expect(screen.contains("faster than your last attempt (2.6)."))
    #expect(screen.contains("Tu rutina de la mañana: Over 2 measured attempts: faster (2.6 → 3.1"))

    await session.press(.end)  // the take without speech
    let failed = Self.words(session)
    #expect(failed.contains("No feedback for this take: no speech was found in it."))
    #expect(failed.contains("Fewer than two measured attempts: no trend yet."))

    let page = PlainPages.page(for: session).lines
    #expect(page.contains("Tu rutina de la mañana: Over 2 measured attempts: faster (2.6 → 3.1 syllables per second)"))
    #expect(page.contains { $0.hasSuffix("attempt 2, 3.1 syllables/s, faster") }, "\(page)")
    #expect(
      page.contains { $0.hasSuffix("attempt 1, no feedback: No feedback for this take: no speech was found in it.") },
      "\(page)")
  }

  /// A pending recording reads "analysing…" in its row and in the pane.
  @Test func aPendingRecordingReadsAnalysingInHistory() async throws {
    var recordings = InteractiveFixtures.recordings
    let pending = recordings[0]
    recordings[0] = Recording(
      id: pending.id, cueID: pending.cueID, profileID: pending.profileID, status: pending.status,
      byteSize: pending.byteSize, sha256: pending.sha256, contentType: pending.contentType,
      durationMilliseconds: pending.durationMilliseconds, createdAt: pending.createdAt, audioURL: nil,
      evaluation: RecordingEvaluation(recordingID: pending.id, state: .pending))
    let session = TerminalShell(
      services: InteractiveFixtures.services(
        accounts: InteractiveFixtures.evaluatingAccounts(),
        practice: InteractiveFixtures.practice(recordings: recordings),
        evaluations: GatedEvaluations()))
    await session.start()
    await session.press(.character("2"))
    let lines = session.render(size: Self.size, theme: TestThemes.plain(.dark))
    #expect(lines[4].contains("attempt 2  analysing…"), "\(lines[4])")
    #expect(Self.words(session).contains("Fewer than two measured attempts: no trend yet."))
  }

  /// Plain mode: "Analysing…", then the feedback, with a "Details" choice for the numbers.
  @Test func plainModeSaysAnalysingThenTheFeedback() async throws {
    let evaluations = GatedEvaluations()
    let out = LockedValue("")
    let server = Task { @MainActor in
      // The server answers once the round asks and plain mode has said "Analysing…".
      while !evaluations.isWaiting || !out.value.contains("Analysing…") {
        try await Task.sleep(nanoseconds: 5_000_000)
      }
      evaluations.answer(InteractiveFixtures.newTakeEvaluation)
    }
    let console = Console(
      out: { text in out.withLock { $0 += text } }, error: { text in out.withLock { $0 += text } },
      isInteractive: false)
    let services = InteractiveFixtures.services(
      accounts: InteractiveFixtures.evaluatingAccounts(), recorder: ScriptedInteractiveRecorder(mode: .untilStopped),
      evaluations: evaluations)
    // Cue 1, record, stop, upload; nothing typed until the feedback is on screen; then "Details".
    let mode = PlainMode(
      session: TerminalShell(services: services), console: console,
      input: ScriptedLineSource(
        ["1", "1", "", "1", .until { out.value.contains("1. Details") && out.value.hasSuffix(": ") }, "1"],
        endDelay: 0.3))
    await mode.run()
    try await server.value
    let text = out.value
    #expect(text.contains("Analysing… press Enter to go on; open this cue again for the result."), "\(text)")
    #expect(text.contains("How it went — Tu rutina de la mañana"))
    #expect(
      text.contains(
        "You spoke for 3.8 s with 1 pause of 0.4 s; 3.4 syllables per second — about the same as your last attempt (3.1)."
      ))
    #expect(text.contains("1. Details"))
    #expect(text.contains("- Speech rate: 3.4 syllables per second (pauses included)"))
    #expect(text.contains("native speakers reading Spanish aloud: about 7.0–8.6"), "\(text)")
    #expect(text.contains("\n  Syllables per second from your first word to your last, pauses included"), "\(text)")
    #expect(!text.contains("\u{1B}"))
  }

  /// Plain mode: a line typed while the server analyses goes on at once (back to the cues); the
  /// round stops asking, and the evaluation stays pending on the server.
  @Test func plainModeGoesOnWithoutWaitingForTheAnalysis() async throws {
    let evaluations = GatedEvaluations()
    let out = LockedValue("")
    let console = Console(
      out: { text in out.withLock { $0 += text } }, error: { _ in }, isInteractive: false)
    let session = TerminalShell(
      services: InteractiveFixtures.services(
        accounts: InteractiveFixtures.evaluatingAccounts(),
        recorder: ScriptedInteractiveRecorder(mode: .untilStopped), evaluations: evaluations))
    let mode = PlainMode(
      session: session, console: console,
      input: ScriptedLineSource(
        ["1", "1", "", "1", .until { out.value.contains("Analysing… press Enter to go on") }, "go"], endDelay: 0.3))
    await mode.run()
    let text = out.value
    let analysing = try #require(text.range(of: "Analysing… press Enter to go on"))
    #expect(text[analysing.upperBound...].contains("Español — 20 cues"), "\(text)")
    #expect(!text.contains("You spoke for"))
    #expect(evaluations.calls == ["rec_new"])
    #expect(!evaluations.isWaiting)
    #expect(session.round?.feedbackWait == .paused(.stopped))
  }

  /// The feedback screens in every shipped language: no raw key (the commands' `feedback.*` words
  /// included), and every screen exactly the terminal's size, the narrowest included.
  @Test(arguments: ShippedLanguages.all)
  func feedbackScreensAreTranslatedAndFit(language: String) async throws {
    var visited: Set<String> = []
    try await InteractiveScreenTour.visitFeedback(language: language) { name, session in
      visited.insert(name)
      for size in [
        TerminalSize(columns: 40, rows: 12), TerminalSize(columns: 60, rows: 16), Self.size,
        TerminalSize(columns: 120, rows: 40),
      ] {
        let lines = session.render(size: size, theme: TestThemes.plain(.dark))
        #expect(lines.count == size.rows, "\(name) [\(language)] at \(size)")
        for line in lines where DisplayWidth.of(line) != size.columns {
          Issue.record("\(name) [\(language)] at \(size): a line is \(DisplayWidth.of(line)) columns: \(line)")
        }
        let text = lines.joined(separator: "\n")
        for prefix in ["tui.", "feedback.", "common."] {
          #expect(!text.contains(prefix), "\(name) [\(language)] shows a key:\n\(text)")
        }
      }
      let page = PlainPages.page(for: session).lines.joined(separator: "\n")
      #expect(!page.contains("feedback.") && !page.contains("tui."), "\(name) [\(language)] plain:\n\(page)")
    }
    #expect(visited.count == 5)
  }
}
