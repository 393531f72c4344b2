import AudioCaptureTestSupport
import ChatterboxAPI
import Foundation
import PracticeFeature
import PracticeFeatureTestSupport
import TestSupport
import Testing

@testable import ChatterboxComposition
@testable import TerminalUI

/// The smallest window the app lays out (40×12), in every shipped language, and columns of wide
/// characters (issue 18, item 9): the tab bar keeps every tab and the current one's brackets,
/// the review screen keeps every key, history rows keep date, title, length and attempt, and the
/// cue list's columns line up by display width.
@MainActor
@Suite("Interactive app: narrow windows and wide characters")
struct InteractiveNarrowWindowTests {
  static let size = TerminalSize.minimum
  static let shipped = ShippedLanguages.all

  static func render(_ session: TerminalShell) -> [String] {
    session.render(size: size, theme: TestThemes.plain(.dark))
  }

  /// Exactly 40×12: nothing wider (and nothing wrapped by the terminal).
  static func expectFits(_ lines: [String], _ name: String) {
    #expect(lines.count == size.rows, "\(name)")
    for line in lines where DisplayWidth.of(line) != size.columns {
      Issue.record("\(name): a line is \(DisplayWidth.of(line)) columns: \(line)")
    }
  }

  /// Every tab, in order, by its title or its short title (the current one in brackets).
  static func expectTabs(_ header: String, _ session: TerminalShell, _ name: String) {
    var rest = Substring(header)
    for tab in session.tabs {
      let titles = [tab.title, tab.shortTitle].map { session.strings.string($0) }
      let forms = tab == session.route.tab ? titles.map { "[\($0)]" } : titles
      guard let found = forms.compactMap({ rest.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }) else {
        Issue.record("\(name): tab \(tab) is missing from the header: \(header)")
        return
      }
      rest = rest[found.upperBound...]
    }
  }

  /// Each key of the footer, followed by (the start of) its word.
  static func expectKeys(_ footer: String, _ bindings: [KeyBinding], _ strings: InteractiveStrings, _ name: String) {
    for binding in bindings where binding.inFooter {
      let start = "\(binding.label) \(strings.string(binding.hint).prefix(1))"
      #expect(footer.contains(start), "\(name): no '\(start)' in the footer: \(footer)")
    }
  }

  @Test(arguments: ShippedLanguages.all)
  func theTabBarReviewKeysAndHistoryRowsKeepTheirEssentials(language: String) async throws {
    var seen: Set<String> = []
    try await InteractiveScreenTour.visit(language: language) { name, session in
      let lines = Self.render(session)
      Self.expectFits(lines, "\(name) [\(language)]")
      guard ["cues", "review", "history", "settings", "developer-tools"].contains(name) else { return }
      seen.insert(name)
      Self.expectTabs(lines[0], session, "\(name) [\(language)]")
      if session.terminal.activeUploads() > 0 {
        #expect(lines[0].contains("↑ 1"), "\(name) [\(language)]: the uploads count is gone: \(lines[0])")
      }
      if name == "review" {
        Self.expectKeys(
          lines[lines.count - 1], KeyMap.bindings(for: session.keyContext), session.strings, "review [\(language)]")
      }
      if name == "history" {
        let strings = session.strings
        let attempts = ScreenHistory.attempts(InteractiveFixtures.recordings).map(\.number)
        for (offset, recording) in InteractiveFixtures.recordings.enumerated() {
          let row = lines[4 + offset]
          let title = session.title(ofCue: recording.cueID)
          let seconds = InteractiveFormat.seconds(Double(recording.durationMilliseconds ?? 0) / 1000)
          let date = InteractiveFormat.date(
            recording.createdAt, timeZone: TimeZone(identifier: "UTC") ?? .current, format: "MM-dd")
          let attempt = ScreenHistory.forms.map {
            strings.string($0.shortAttempt ? .historyAttemptShort : .historyAttempt, attempts[offset])
          }
          #expect(row.contains(date), "history [\(language)]: no date in \(row)")
          #expect(row.contains(String(title.prefix(3))), "history [\(language)]: no title in \(row)")
          #expect(row.contains(seconds), "history [\(language)]: no length in \(row)")
          #expect(attempt.contains { row.hasSuffix($0 + " ") }, "history [\(language)]: no attempt in \(row)")
        }
      }
    }
    #expect(seen.count == 5)

    // With a player, review has five keys; none of them may go.
    var services = InteractiveFixtures.services(
      recorder: ScriptedInteractiveRecorder(mode: .instant), uiLanguage: language)
    services.player = ScriptedAudioPlayer()  // plays nothing, so review offers "p play"
    let session = TerminalShell(services: services)
    await session.start()
    await session.press(.enter)
    await session.press(.character("t"))
    await session.recordTask?.value
    #expect(session.screen == .review)
    let lines = Self.render(session)
    Self.expectFits(lines, "review with a player [\(language)]")
    let bindings = KeyMap.bindings(for: session.keyContext)
    #expect(bindings.filter(\.inFooter).map(\.label) == ["p", "r", "d", "u", "q"])
    Self.expectKeys(lines[lines.count - 1], bindings, session.strings, "review with a player [\(language)]")
  }

  /// When even the short titles do not fit, the other tabs' titles are cut with "…"; the
  /// current one stays whole.
  @Test func aVeryNarrowHeaderCutsTheOtherTabs() {
    let chrome = Chrome(
      strings: .english, tabs: Tab.allCases, current: .settings, account: "a•••@example.com", activeUploads: 2)
    let row = ScreenFrame.header(chrome, width: 26)
    #expect(row.width <= 26)
    #expect(row.plainText.contains("[Sett.]"))
    #expect(row.plainText.contains("…"))
    #expect(row.plainText.hasSuffix("↑ 2 "))
  }

  /// A question has no help to list what is left out: every key stays, words are cut.
  @Test func aLongQuestionKeepsEveryKey() {
    let context = KeyContext(screen: .review, modal: .confirm(.quitWithTake), capabilities: [], tabs: [])
    let bindings = KeyMap.bindings(for: context)
    for language in Self.shipped {
      let strings = InteractiveStrings(language: language)
      let footer = ScreenFrame.footer(bindings, width: 40, strings: strings)
      #expect(footer.width <= 40, "\(language): \(footer.plainText)")
      Self.expectKeys(footer.plainText, bindings, strings, "quit question [\(language)]")
    }
  }

  static let japaneseCues = [
    Cue(id: "ja-001", title: "朝のルーティン", body: "", difficulty: .beginner, tags: []),
    Cue(id: "ja-002", title: "カフェで注文する", body: "", difficulty: .beginner, tags: []),
    Cue(id: "ja-003", title: "週末の予定について話してください（友達と、家族と、一人で）", body: "", difficulty: .intermediate, tags: []),
    Cue(id: "ja-004", title: "Self-introduction", body: "", difficulty: .advanced, tags: []),
    Cue(id: "ja-005", title: "ｶﾀｶﾅ と ひらがな", body: "", difficulty: .advanced, tags: []),
  ]

  /// The column where `text` starts in `line`, in terminal columns.
  static func column(of text: String, in line: String) -> Int? {
    line.range(of: text).map { DisplayWidth.of(line[..<$0.lowerBound]) }
  }

  /// Japanese titles and Japanese difficulty words: the difficulty column starts at the same
  /// terminal column on every row, at every width (ids shown from 100 columns of content).
  @Test func theJapaneseCueListIsAligned() async {
    let practice = InteractiveFixtures.practice(cues: Self.japaneseCues)
    let session = TerminalShell(services: InteractiveFixtures.services(practice: practice, uiLanguage: "ja"))
    await session.start()
    let strings = session.strings
    for columns in [40, 57, 80, 100, 120] {
      let lines = session.render(size: TerminalSize(columns: columns, rows: 24), theme: TestThemes.plain(.dark))
      let starts = Self.japaneseCues.compactMap { cue -> Int? in
        guard let row = lines.first(where: { $0.contains(cue.title.prefix(2)) }) else { return nil }
        return Self.column(of: strings.difficulty(cue.difficulty), in: row)
      }
      #expect(starts.count == Self.japaneseCues.count, "\(columns) columns:\n\(lines.joined(separator: "\n"))")
      #expect(
        Set(starts).count == 1, "\(columns) columns: difficulties start at \(starts)\n\(lines.joined(separator: "\n"))")
      if columns >= 102 {  // a content width of 100
        #expect(lines.contains { $0.contains("ja-003  週末") }, "ids are shown from 100 columns")
      }
    }
  }

  /// `chatterbox cues`: the titles start at the same terminal column whatever the script of the
  /// ids and difficulty words, and English keeps its 14-column difficulty.
}
