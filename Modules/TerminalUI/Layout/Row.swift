import ChatterboxComposition
import ChatterboxPresentation
import DesignTokens

/// A run of text with one look. Styles are semantic (color tokens, bold), resolved by the theme at
/// the last moment, so layout works on plain text and the width is never thrown off by escapes.
///
/// Its text is always terminal-safe: ``TerminalSafeText/line(_:)`` is applied whenever it is set,
/// so no screen can put a cue title, an email or a language name on the terminal raw (a control
/// is shown as its picture, `␛`; a newline becomes a space). The theme's escapes are added only
/// by ``Swift/Array/render(width:theme:)``, after this, and are the only ones a frame holds.
///
/// ```swift
/// let row: Row = [Span("› ", .accent), Span("Mornings", bold: true)]
/// row.render(width: 80, theme: theme) // exactly 80 columns
/// ```
package struct Span: Equatable, Sendable {
  /// The text, made safe: whatever is assigned, what is read holds no control character.
  var text: String {
    get { safeText }
    set { safeText = TerminalSafeText.line(newValue) }
  }
  private var safeText: String
  /// Its color, or the terminal's default.
  var color: ColorToken?
  /// Whether it is bold.
  var bold: Bool

  init(_ text: String, _ color: ColorToken? = nil, bold: Bool = false) {
    self.safeText = TerminalSafeText.line(text)
    self.color = color
    self.bold = bold
  }

  /// Columns it occupies.
  var width: Int { DisplayWidth.of(text) }
}

/// One screen line as styled runs.
package typealias Row = [Span]

extension Array where Element == Span {
  /// Plain text of the row.
  var plainText: String { map(\.text).joined() }

  /// Columns the row occupies.
  var width: Int { reduce(0) { $0 + $1.width } }

  /// The row cut to `width` (an "…" marks the cut) and padded with spaces to exactly `width`
  /// columns, then styled by `theme`. Every line the app draws goes through here, which is what
  /// guarantees nothing ever spills past the right edge.
  func render(width: Int, theme: TerminalTheme) -> String {
    guard width > 0 else { return "" }
    var output = ""
    var used = 0
    let overflow = self.width > width
    let budget = overflow ? width - 1 : width
    for span in self where used < budget {
      let (text, spanWidth) = DisplayWidth.prefix(of: span.text, fitting: budget - used)
      if !text.isEmpty { output += Self.style(text, span, theme) }
      used += spanWidth
      if spanWidth < span.width { break }
    }
    if overflow {
      output += "…"
      used += 1
    }
    return output + String(repeating: " ", count: Swift.max(0, width - used))
  }

  private static func style(_ text: String, _ span: Span, _ theme: TerminalTheme) -> String {
    let colored = span.color.map { theme.style($0, text) } ?? text
    return span.bold ? theme.bold(colored) : colored
  }
}

/// Small builders for common rows.
package enum Rows {
  /// A row of one plain or styled run.
  static func text(_ text: String, _ color: ColorToken? = nil, bold: Bool = false) -> Row {
    [Span(text, color, bold: bold)]
  }

  /// `left` and `right` with the gap between them filled so `right` ends at `width` (when there is
  /// room; otherwise `right` is dropped first).
  static func spread(_ left: Row, _ right: Row, width: Int) -> Row {
    let gap = width - left.width - right.width
    guard gap >= 1 else { return left }
    return left + [Span(String(repeating: " ", count: gap))] + right
  }

  /// Word-wrapped text as rows, each indented by `indent` spaces.
  static func wrapped(_ text: String, width: Int, indent: Int = 0, _ color: ColorToken? = nil, bold: Bool = false)
    -> [Row]
  {
    let pad = String(repeating: " ", count: indent)
    // Made safe before wrapping, so a control is measured as the picture it is shown as.
    return DisplayWidth.wrap(TerminalSafeText.multiline(text), to: max(1, width - indent)).map {
      [Span(pad + $0, color, bold: bold)]
    }
  }

  /// Word-wraps styled runs (a cue's bold and italic words) to `width`, keeping each word's
  /// style; words longer than a line are broken between characters.
  static func wrapped(_ spans: Row, width: Int, indent: Int = 0) -> [Row] {
    let columns = max(1, width - indent)
    let pad = Span(String(repeating: " ", count: indent))
    var rows: [Row] = []
    var line: Row = []
    var lineWidth = 0
    func flush() {
      rows.append(indent > 0 ? [pad] + line : line)
      line = []
      lineWidth = 0
    }
    for span in spans {
      // Keep the spaces as separate "words" so styles stay on their words only.
      for (index, word) in span.text.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
        if index > 0, lineWidth > 0 {
          if lineWidth + 1 > columns {
            flush()
          } else {
            line.append(Span(" "))
            lineWidth += 1
          }
        }
        guard !word.isEmpty else { continue }
        let wordWidth = DisplayWidth.of(word)
        if lineWidth + wordWidth > columns, lineWidth > 0 {
          if line.last?.text == " " { line.removeLast() }
          flush()
        }
        for piece in DisplayWidth.wrap(String(word), to: columns).enumerated() {
          if piece.offset > 0 { flush() }
          line.append(Span(piece.element, span.color, bold: span.bold))
          lineWidth += DisplayWidth.of(piece.element)
        }
      }
    }
    if !line.isEmpty { flush() }
    return rows
  }

  /// A horizontal rule.
  static func rule(width: Int) -> Row {
    [Span(String(repeating: "─", count: max(0, width)), .border)]
  }
}
