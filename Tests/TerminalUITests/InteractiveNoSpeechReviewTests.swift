import CLITestSupport
import ChatterboxAPI
import ChatterboxAPITestSupport
import Foundation
import Observability
import PracticeFeature
import PracticeFeatureTestSupport
import Testing

@testable import TerminalUI

/// A take with no speech in it is named at the review, in both shells, with the offer to record it again
/// before anything is sent (issue 37 item 3).
@MainActor
@Suite("Interactive app: no speech at the review")
struct InteractiveNoSpeechReviewTests {
  static let toneOnly = TakeAnalyzer.examining { _ throws(TakeAnalyzerError) in .notSpeech(heard: "steady_tone") }
  static let warning = "We heard only a steady tone. No speech in this take — record it again before sending it?"

  static func services(uploader: ScriptedUploader, recorder: ScriptedInteractiveRecorder) -> ShellFixture {
    // The server's evaluation flag is off: the check at the review is the device's, whatever the flag says.
    InteractiveFixtures.services(
      recorder: recorder, uploader: uploader, evaluations: TestEvaluationRepository.noop, takeAnalyzer: toneOnly)
  }

  @Test func theFullScreenReviewNamesTheToneAndSendsNothing() async {
    let uploader = InteractiveFixtures.uploader()
    let session = TerminalShell(services: Self.services(uploader: uploader, recorder: ScriptedInteractiveRecorder()))
    await session.start()
    await session.press(.enter)
    await session.press(.character("t"))
    await session.recordTask?.value
    #expect(session.screen == .review)
    let words = InteractiveFeedbackTests.words(session)
    #expect(words.contains(Self.warning), "\(words)")
    #expect(uploader.enqueued.isEmpty)
    await session.press(.character("r"))  // record again
    await session.recordTask?.value
    #expect(session.screen == .review)
    #expect(uploader.enqueued.isEmpty)
    // Sent anyway: uploaded, but the cue is not ticked as practised.
    await session.press(.character("u"))
    await session.uploadTask?.value
    #expect(uploader.enqueued == ["es-001"])
    #expect(session.practisedCueIDs.isEmpty)
  }

  @Test func plainModeSaysItBeforeTheChoices() async {
    let uploader = InteractiveFixtures.uploader()
    let out = LockedValue("")
    let console = Console(out: { text in out.withLock { $0 += text + "\n" } }, error: { _ in }, isInteractive: false)
    let session = TerminalShell(
      services: Self.services(uploader: uploader, recorder: ScriptedInteractiveRecorder(mode: .untilStopped)))
    let mode = PlainMode(session: session, console: console, input: ScriptedLineSource(["1", "2", ""]))
    await mode.run()
    let text = out.value.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    #expect(text.contains(Self.warning), "\(text.suffix(600))")
  }
}
