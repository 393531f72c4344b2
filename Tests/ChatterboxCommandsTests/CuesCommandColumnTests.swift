import ChatterboxAPI
import ChatterboxAPITestSupport
import Testing

@testable import ChatterboxCommands
@testable import TerminalUI

/// `chatterbox cues` lays its columns out by display width, as the interactive list does.
@Suite("chatterbox cues: columns")
struct CuesCommandColumnTests {
  static let japaneseCues = [
    Cue.mock(id: "ja-001", title: "朝のルーティン", body: ""),
    Cue.mock(id: "ja-002", title: "カフェで注文する", body: ""),
    Cue.mock(id: "ja-003", title: "週末の予定について話してください（友達と、家族と、一人で）", body: "", difficulty: .intermediate),
    Cue.mock(id: "ja-004", title: "Self-introduction", body: "", difficulty: .advanced),
    Cue.mock(id: "ja-005", title: "ｶﾀｶﾅ と ひらがな", body: "", difficulty: .advanced),
  ]

  /// The column where `text` starts in `line`, in terminal columns.
  static func column(of text: String, in line: String) -> Int? {
    line.range(of: text).map { DisplayWidth.of(line[..<$0.lowerBound]) }
  }

  @Test func theCuesCommandPadsByDisplayWidth() {
    let japanese = InteractiveStrings(language: "ja")
    let rows: [(id: String, difficulty: String)] =
      Self.japaneseCues.map { ($0.id, japanese.difficulty($0.difficulty)) } + [(id: "カ-1", difficulty: "上級")]
    let columns = CuesCommand.columns(rows)
    let lines = zip(rows, Self.japaneseCues.map(\.title) + ["タイトル"]).map { row, title in
      CuesCommand.line(id: row.id, difficulty: row.difficulty, title: title, columns: columns)
    }
    let starts = zip(lines, Self.japaneseCues.map(\.title) + ["タイトル"]).compactMap { Self.column(of: $1, in: $0) }
    #expect(starts.count == lines.count)
    #expect(Set(starts).count == 1, "titles start at \(starts):\n\(lines.joined(separator: "\n"))")
    #expect(
      CuesCommand.line(
        id: "es-001", difficulty: "beginner", title: "Tu rutina",
        columns: CuesCommand.columns([("es-001", "intermediate")]))
        == "  es-001  beginner        Tu rutina")
    // A word longer than the column is kept whole (it was cut to 14 characters before).
    #expect(
      CuesCommand.line(id: "x", difficulty: "sehr fortgeschritten", title: "T", columns: (1, 14))
        == "  x  sehr fortgeschritten  T")
  }
}
