import ChatterboxAPI
import ChatterboxAPITestSupport
import Foundation
import Observability
import Testing

@testable import ChatterboxCommands
@testable import TerminalUI

/// `history` that reads well (issue 38 item 4): rows name the cue by its title, number attempts per
/// cue, and hold their columns at 60–200 columns with accented, CJK and emoji titles.
@Suite struct HistoryCommandTests {
  static let titles = [
    "es-001": "Describe tu rutina de la mañana",
    "es-002": "日本語で自己紹介をしてください（名前、仕事、趣味）",
    "es-003": "Tu comida favorita 🍕🌮 y por qué",
  ]

  static func practice() -> ScriptedPracticeRepository {
    let day = Date(timeIntervalSince1970: 1_780_000_000)
    // Newest first, as the server lists them: es-001 three times, es-002 and es-003 once.
    let order: [(String, String)] = [
      ("rec_5", "es-001"), ("rec_4", "es-003"), ("rec_3", "es-001"), ("rec_2", "es-002"), ("rec_1", "es-001"),
    ]
    let recordings = order.enumerated().map { index, entry in
      Recording.mock(
        id: entry.0, cueID: entry.1, profileID: "p-es", durationMilliseconds: 4_200,
        createdAt: day.addingTimeInterval(Double(-index) * 3_600))
    }
    let catalog = titles.keys.sorted().map { Cue.mock(id: $0, title: titles[$0]!) }
    return ScriptedPracticeRepository(catalog: catalog, recordings: recordings)
  }

  func history(_ arguments: [String], columns: Int) async throws -> String {
    let command = HistoryCommand()
    let out = LockedValue("")
    let console = Console(out: { text in out.withLock { $0 += text } }, error: { _ in }, isInteractive: false)
    let context = CommandContext(
      arguments: try ArgumentParser.parse(arguments, options: command.options), console: console,
      environment: ["CHATTERBOX_SLOW_SERVER_PATIENCE": "60", "COLUMNS": "\(columns)"], globalOptions: ParsedArguments())
    let dependencies = HistoryCommand.Dependencies(account: .signedIn(.ana()), practice: Self.practice())
    #expect(try await command.run(context, dependencies) == .success)
    return out.value
  }

  @Test("Rows name the cue's title and number attempts per cue, oldest first")
  func titlesAndAttemptsPerCue() async throws {
    let text = try await history([], columns: 200)
    let rows = text.split(separator: "\n").filter { $0.contains("rec_") }
    #expect(rows.count == 5, "\(text)")
    let attempt = { (id: String) in rows.first { $0.hasSuffix(id) }.map(String.init) ?? "" }
    #expect(attempt("rec_5").contains("attempt 3") && attempt("rec_5").contains("Describe tu rutina de la mañana"))
    #expect(attempt("rec_3").contains("attempt 2") && attempt("rec_1").contains("attempt 1"))
    #expect(attempt("rec_2").contains("attempt 1") && attempt("rec_2").contains("日本語で自己紹介"))
    #expect(attempt("rec_4").contains("attempt 1") && attempt("rec_4").contains("🍕🌮"))
    #expect(!text.contains("es-00"), "titles, not ids: \(text)")
  }

  @Test(
    "Columns hold at 60, 80, 120 and 200 columns: every row as wide, none past the width",
    arguments: [60, 80, 120, 200])
  func columnsHold(columns: Int) async throws {
    let text = try await history([], columns: columns)
    let rows = text.split(separator: "\n").filter { $0.contains("4.2") }
    #expect(rows.count == 5 && ["rec_1", "rec_5"].allSatisfy(text.contains), "\(text)")
    let widths = Set(rows.map { DisplayWidth.of($0) })
    #expect(widths.count == 1, "rows of different widths at \(columns): \(text)")
    #expect(widths.allSatisfy { $0 <= columns }, "past \(columns) columns: \(text)")
    // The length column lines up: "4.2 s" starts at the same display column on every row.
    let starts = Set(rows.map { row in DisplayWidth.of(row[..<row.range(of: "4.2")!.lowerBound]) })
    #expect(starts.count == 1, "\(text)")
  }

  @Test("--json gives each item its cue's title and its attempt number")
  func jsonTitlesAndAttempts() async throws {
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(try await history(["--json"], columns: 80).utf8)) as? [String: Any])
    let items = try #require(object["items"] as? [[String: Any]])
    let byID = Dictionary(uniqueKeysWithValues: items.map { ($0["id"] as? String ?? "", $0) })
    #expect(byID["rec_5"]?["attempt"] as? Int == 3 && byID["rec_1"]?["attempt"] as? Int == 1)
    #expect(byID["rec_2"]?["cue_title"] as? String == Self.titles["es-002"])
  }

  @Test("HistoryTable cuts only the title, with an ellipsis, and never an id")
  func tableCutsOnlyTheTitle() {
    let row = HistoryTable.Row(
      date: "3 Dec 2026, 10:03", title: Self.titles["es-002"]!, length: "4.2 s", attempt: "attempt 2",
      shortAttempt: "#2",
      id: "rec_0193a8b2c4d5e6f7", detail: "3.1 syllables per second · faster")
    let wide = HistoryTable.lines([row], width: 90)
    #expect(wide.count == 2 && wide[0].hasSuffix("rec_0193a8b2c4d5e6f7") && wide[0].contains("…"), "\(wide)")
    // Narrow: the id moves under the row, whole, beside the evaluation.
    let narrow = HistoryTable.lines([row], width: 60)
    #expect(narrow.count == 2 && narrow[1].contains("rec_0193a8b2c4d5e6f7 · 3.1 syllables"), "\(narrow)")
    #expect(narrow.allSatisfy { DisplayWidth.of($0) <= 60 }, "\(narrow)")
  }
}
