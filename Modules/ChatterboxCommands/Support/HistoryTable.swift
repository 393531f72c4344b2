import Foundation
import TerminalUI

/// `history`'s rows as columns that hold at any terminal width (issue 38 item 4): date, the cue's
/// title, length, the attempt's number for its cue, and the recording's id (which `history delete`
/// takes), each column padded by display width, so accented, CJK and emoji titles keep the columns
/// aligned. The title gives way, cut with "…" to what the width leaves (never below
/// ``minimumTitleWidth``); the id is never cut, and moves under its row when the row cannot hold it.
/// A row's evaluation goes on the line under it.
///
/// ```swift
/// HistoryTable.lines([row], width: 60)
/// // ["  3 Dec 2026, 10:03  Describe tu rutina de l…   4.2 s  attempt 2  rec_19"]
/// ```
struct HistoryTable {
  struct Row: Sendable {
    var date: String
    var title: String
    var length: String
    var attempt: String
    /// The attempt for a narrow width ("#2").
    var shortAttempt: String
    var id: String
    /// The evaluation's summary, shown indented on the next line; `nil` for none.
    var detail: String?
  }

  static let minimumTitleWidth = 10
  static let gap = "  "

  /// The rows laid out for `width` columns. Narrow, the id moves to the line under its row (with the
  /// evaluation), then the attempt takes its short form ("#2"); only then is the title cut below what fits.
  static func lines(_ rows: [Row], width: Int) -> [String] {
    let date = widest(rows.map(\.date))
    let length = widest(rows.map(\.length))
    let id = widest(rows.map(\.id))
    let titles = widest(rows.map(\.title))
    // Every column but the title, for each form: id on the row or under it, the attempt long or short.
    let forms = [(idInline: true, short: false), (false, false), (false, true)].map { form in
      let attempt = widest(rows.map { form.short ? $0.shortAttempt : $0.attempt })
      let fixed = gap.count * (form.idInline ? 5 : 4) + date + length + attempt + (form.idInline ? id : 0)
      return (form.idInline, form.short, attempt, width - fixed)
    }
    let (idInline, short, attempt, room) = forms.first { $0.3 >= min(titles, minimumTitleWidth) } ?? forms[2]
    let title = max(minimumTitleWidth, min(room, titles))
    let indent = String(repeating: " ", count: gap.count * 2 + date)
    return rows.flatMap { row -> [String] in
      var line =
        gap + DisplayWidth.fit(row.date, to: date) + gap + DisplayWidth.fit(row.title, to: title) + gap
        + row.length.leftPadded(to: length) + gap
        + DisplayWidth.fit(short ? row.shortAttempt : row.attempt, to: attempt)
      if idInline { line += gap + row.id }
      let under = ((idInline ? [] : [row.id]) + [row.detail].compactMap { $0 }).filter { !$0.isEmpty }
      guard !under.isEmpty else { return [line] }
      return [line, indent + DisplayWidth.truncate(under.joined(separator: " · "), to: max(id, width - indent.count))]
    }
  }

  static func widest(_ texts: [String]) -> Int { texts.map { DisplayWidth.of($0) }.max() ?? 0 }

  /// The width to lay out for: the terminal's when the output is one, else `COLUMNS` when set (a
  /// pipe or a test), else 80.
  static func outputWidth(environment: [String: String], isTerminal: Bool) -> Int {
    if isTerminal { return TerminalSize.current().columns }
    if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
    return 80
  }
}
