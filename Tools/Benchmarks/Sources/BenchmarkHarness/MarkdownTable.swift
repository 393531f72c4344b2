import Foundation

/// A GitHub-flavoured markdown table with padded columns, so it reads well in a terminal too.
///
/// ```swift
/// var table = MarkdownTable(header: ["Benchmark", "Ratio"], alignments: [.left, .right])
/// table.append(["APIClient overhead", "1.07×"])
/// print(table.rendered)
/// ```
public struct MarkdownTable: Sendable {
  /// Column alignment.
  public enum Alignment: Sendable { case left, right, center }

  /// Column titles.
  public let header: [String]
  /// One alignment per column.
  public let alignments: [Alignment]
  /// Body rows; each has as many cells as the header.
  public private(set) var rows: [[String]] = []

  /// Creates an empty table. Missing alignments default to `.left`.
  public init(header: [String], alignments: [Alignment] = []) {
    self.header = header
    self.alignments = header.indices.map { $0 < alignments.count ? alignments[$0] : .left }
  }

  /// Appends a row; short rows are padded with empty cells, long ones are an error.
  public mutating func append(_ row: [String]) {
    precondition(row.count <= header.count, "row has more cells than the header")
    rows.append(row + Array(repeating: "", count: header.count - row.count))
  }

  /// The table as markdown, one line per row, no trailing newline.
  public var rendered: String {
    let escapedHeader = header.map(Self.escape)
    let escapedRows = rows.map { $0.map(Self.escape) }
    let widths = header.indices.map { column in
      max(3, ([escapedHeader] + escapedRows).map { $0[column].count }.max() ?? 3)
    }
    func line(_ cells: [String]) -> String {
      "| " + cells.indices.map { pad(cells[$0], to: widths[$0], alignments[$0]) }.joined(separator: " | ") + " |"
    }
    let rule =
      "|"
      + widths.indices.map { column -> String in
        let dashes = String(repeating: "-", count: widths[column])
        switch alignments[column] {
        case .left: return " \(dashes) "
        case .right: return " " + String(dashes.dropLast()) + ": "
        case .center: return " :" + String(dashes.dropFirst().dropLast()) + ": "
        }
      }.joined(separator: "|") + "|"
    return ([line(escapedHeader), rule] + escapedRows.map(line)).joined(separator: "\n")
  }

  /// Pipes would end a cell; newlines would end the row.
  static func escape(_ cell: String) -> String {
    cell.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
  }

  private func pad(_ text: String, to width: Int, _ alignment: Alignment) -> String {
    let room = max(0, width - text.count)
    switch alignment {
    case .left: return text + String(repeating: " ", count: room)
    case .right: return String(repeating: " ", count: room) + text
    case .center:
      let left = room / 2
      return String(repeating: " ", count: left) + text + String(repeating: " ", count: room - left)
    }
  }
}
