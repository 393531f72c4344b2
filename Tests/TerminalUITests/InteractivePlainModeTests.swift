import CLITestSupport
import Foundation
import Observability
import Testing

@testable import ChatterboxComposition
@testable import TerminalUI

@MainActor
@Suite("Interactive app: plain mode")
struct InteractivePlainModeTests {
  struct Run {
    let out: String
    let session: TerminalShell
  }

  func run(_ services: ShellFixture, _ input: ScriptedLineSource, out: LockedValue<String> = LockedValue(""))
    async -> Run
  {
    let console = Console(
      out: { text in out.withLock { $0 += text } }, error: { text in out.withLock { $0 += text } }, isInteractive: false
    )
    let mode = PlainMode(session: TerminalShell(services: services), console: console, input: input)
    await mode.run()
    return Run(out: out.value, session: mode.session)
  }

  @Test func endOfInputAtOnceExitsCleanly() async {
    let result = await run(InteractiveFixtures.services(signedIn: false), ScriptedLineSource([]))
    #expect(result.out.contains("Chatterbox (plain mode)"))
    #expect(result.out.contains("Email address: "))
    #expect(result.out.hasSuffix("Goodbye.\n"))
    #expect(!result.out.contains("\u{1B}"))
  }

  @Test func signInWithTheCodeThenListCues() async {
    let result = await run(
      InteractiveFixtures.services(signedIn: false), ScriptedLineSource(["ana@example.com", "123456", "21", ""]))
    #expect(result.out.contains("We sent a sign-in link and a code to a•••@example.com."))
    #expect(result.out.contains("1. Tu rutina de la mañana (beginner)"))
    #expect(result.out.contains("4. 日本語で自己紹介をしてください（名前、仕事、趣味） (advanced)"))
    #expect(result.out.contains("Español — 30 cues"))  // 21 was "more"
    #expect(!result.out.contains("\u{1B}"))
    #expect(result.session.exitRequested)
  }

  /// The page a screen reader hears for the cue list (a plain-mode snapshot).
  @Test func cueListPage() async {
    let session = TerminalShell(services: InteractiveFixtures.services(pageSize: 3))
    await session.start()
    let page = PlainPages.page(for: session)
    #expect(
      page.lines == [
        "Español — 3 cues (more available)",
        "1. Tu rutina de la mañana (beginner)",
        "2. En la cafetería (beginner)",
        "3. Un viaje que nunca olvidarás, con todos los detalles: dónde, cuándo, con quién y por qué fue especial (intermediate)",
        "4. More",
        "5. Shuffle",
        "6. Refresh",
        "7. History",
        "8. Settings",
        "9. Quit",
      ])
    #expect(page.promptText == "Choose 1–9: ")
  }

  @Test func practiseRecordStopUploadInPlainMode() async {
    let recorder = ScriptedInteractiveRecorder(mode: .untilStopped)
    let uploader = InteractiveFixtures.uploader()
    let out = LockedValue("")
    let result = await run(
      InteractiveFixtures.services(recorder: recorder, uploader: uploader),
      // Nothing typed until the upload has ended (however slow the machine), then the end of input.
      ScriptedLineSource(["1", "2", "", "1", .until { out.value.contains("Uploaded.") }], endDelay: 0.3), out: out)
    #expect(result.out.contains("Recording… press Enter to stop"))
    #expect(result.out.contains("Uploading… press Enter to go on while it finishes."))
    #expect(result.out.contains("Recorded 4.2 s."))
    #expect(result.out.contains("Uploaded. Find it under History."))
    #expect(uploader.enqueued == ["es-001"])
    #expect(recorder.status.source == .tone)
    #expect(!result.out.contains("\u{1B}"))
  }

  @Test func endOfInputDuringReviewQueuesTheTake() async {
    let uploader = InteractiveFixtures.uploader(hang: true)
    let result = await run(
      InteractiveFixtures.services(recorder: ScriptedInteractiveRecorder(mode: .untilStopped), uploader: uploader),
      ScriptedLineSource(["1", "1", ""]))
    #expect(uploader.enqueued == ["es-001"])
    #expect(result.out.contains("Your recording was kept and queued."))
    #expect(result.out.contains("Your upload will resume: chatterbox uploads retry"))
  }

}
