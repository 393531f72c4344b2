import CLITestSupport
import ChatterboxAPI
import ChatterboxAPITestSupport
import DesignTokens
import Foundation
import Observability
import Testing

@testable import ChatterboxComposition
@testable import TerminalUI

/// The full-screen app and plain mode over a server whose every string is an attack: a frame
/// holds no escape but the app's own SGR styling, lines keep their exact width, and plain mode
/// holds none at all.
@MainActor
@Suite("Interactive app: hostile server text")
struct InteractiveHostileTextTests {
  static let cues =
    [
      Cue(
        id: "es-001" + HostileText.clearScreen, title: HostileText.title,
        body: "Describe " + HostileText.osc52 + "\n\nHints:\n- " + HostileText.rewritePreviousLine,
        difficulty: .beginner, tags: [])
    ] + InteractiveFixtures.cues.dropFirst()

  static let languages = [
    Language(code: "en", englishName: "English", nativeName: "English"),
    Language(code: "es", englishName: "Spanish" + HostileText.osc0, nativeName: HostileText.reversed),
  ]

  static func services() -> ShellFixture {
    let accounts = ScriptedAccountRepository(
      account: Account(id: "acc_1", email: "a\u{1B}]8;;https://evil.example/\u{7}@example.com", flags: []),
      activeProfile: InteractiveFixtures.profile,
      config: AppConfig(
        supportedLanguages: languages, featureFlags: [:], minClientVersion: "0.1.0",
        upload: UploadLimits(maxBytes: 1_000_000, contentTypes: ["audio/wav"])),
      profileIDPrefix: "p-", profileCreatedAt: .distantPast)
    let recordings = InteractiveFixtures.recordings.map { recording in
      Recording(
        id: recording.id + HostileText.c1CSI, cueID: recording.cueID, profileID: recording.profileID,
        status: recording.status, byteSize: recording.byteSize, sha256: recording.sha256,
        contentType: recording.contentType, durationMilliseconds: recording.durationMilliseconds,
        createdAt: recording.createdAt, audioURL: recording.audioURL)
    }
    return InteractiveFixtures.services(
      accounts: accounts, practice: InteractiveFixtures.practice(cues: cues, recordings: recordings))
  }

  /// `lines` with the theme's SGR sequences taken out: what is left must hold no control.
  static func expectNoForeignEscape(_ lines: [String], _ name: String) {
    for line in lines {
      let stripped = TestThemes.strip(line)
      #expect(!HostileText.hasControl(stripped, allowing: []), "\(name): \(stripped.debugDescription)")
    }
  }

  static func expectSafe(_ session: TerminalShell, _ name: String) {
    for size in [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 40, rows: 12)] {
      expectNoForeignEscape(session.render(size: size, theme: TestThemes.color), name)
      let plain = session.render(size: size, theme: TestThemes.plain(.dark))
      #expect(plain.count == size.rows, "\(name)")
      for line in plain {
        #expect(!line.contains("\u{1B}"), "\(name)")
        #expect(DisplayWidth.of(line) == size.columns, "\(name): \(line.debugDescription)")
      }
    }
  }

  @Test func everyScreenShowsTheAttacksAsText() async {
    let session = TerminalShell(services: Self.services())
    await session.start()
    Self.expectSafe(session, "cues")
    let cues = session.render(size: TerminalSize(columns: 120, rows: 40), theme: TestThemes.plain(.dark)).joined()
    #expect(cues.contains("␛]0;pwned␇"))
    #expect(cues.contains("txet desrever"))
    await session.press(.enter)
    Self.expectSafe(session, "cue detail")
    await session.press(.escape)
    await session.press(.character("2"))
    Self.expectSafe(session, "history")
    await session.press(.character("d"))
    Self.expectSafe(session, "history delete dialog")
    await session.press(.character("n"))
    await session.press(.character("3"))
    Self.expectSafe(session, "settings")
    await session.press(.enter)
    Self.expectSafe(session, "language picker")
  }

  @Test func aSpanIsSafeHoweverItsTextIsSet() {
    var span = Span(HostileText.osc0)
    #expect(span.text == "␛]0;pwned␇")
    span.text = "row\nfake row" + HostileText.c1CSI
    #expect(span.text == "row fake row\u{FFFD}31mred")
    #expect(span.width == DisplayWidth.of(span.text))
    let rendered = [span].render(width: 30, theme: TestThemes.color)
    #expect(!TestThemes.strip(rendered).contains("\u{1B}"))
  }

  @Test func plainModePrintsNoEscape() async {
    let out = LockedValue("")
    let console = Console(
      out: { text in out.withLock { $0 += text } }, error: { text in out.withLock { $0 += text } }, isInteractive: false
    )
    let input = ScriptedLineSource(["1", "3", "", ""])
    let mode = PlainMode(session: TerminalShell(services: Self.services()), console: console, input: input)
    await mode.run()
    #expect(!HostileText.hasControl(out.value))
    #expect(out.value.contains("␛]0;pwned␇"))
    // The title's own line break cannot print a numbered choice of its own.
    #expect(!out.value.split(separator: "\n").contains { $0.hasPrefix("end") })
  }

  @Test func aTitleCannotAddAChoiceLineInPlainMode() async {
    let cues = [
      Cue(
        id: "es-001", title: "Mornings\n9. Sign out and delete everything", body: "Describe.", difficulty: .beginner,
        tags: [])
    ]
    let session = TerminalShell(
      services: InteractiveFixtures.services(practice: InteractiveFixtures.practice(cues: cues)))
    await session.start()
    let page = PlainPages.page(for: session)
    #expect(page.lines.contains("1. Mornings 9. Sign out and delete everything (beginner)"))
    #expect(!page.lines.contains("9. Sign out and delete everything"))
  }
}
