import ChatterboxComposition
import DesignTokens

/// A short message in the status line.
///
/// ```swift
/// Notice("Recording deleted.", .success)
/// ```
package struct Notice: Equatable, Sendable {
  enum Tone: Equatable, Sendable { case info, success, warning, error }
  var text: String
  var tone: Tone

  init(_ text: String, _ tone: Tone = .info) {
    self.text = text
    self.tone = tone
  }

  var color: ColorToken? {
    switch tone {
    case .info: nil
    case .success: .success
    case .warning: .warning
    case .error: .danger
    }
  }
}

/// What surrounds every screen: the header with tabs and the account, the status line, the key
/// hints and any dialog. Screens fill in the body; the frame makes the result exactly
/// `size.rows` lines of exactly `size.columns` columns.
///
/// ```swift
/// ScreenFrame.compose(body: rows, chrome: chrome, size: size, theme: theme)
/// ```
package struct Chrome: Equatable, Sendable {
  /// The app's text in the current UI language (every screen reads its words from here).
  var strings: InteractiveStrings
  /// Tabs the user can reach (none on sign-in).
  var tabs: [Tab] = []
  /// The highlighted tab.
  var current: Tab?
  /// The masked address of the signed-in account.
  var account: String?
  /// Uploads still running in the background.
  var activeUploads = 0
  /// The status line.
  var status: Notice?
  /// Key hints for the footer (already filtered for what is possible now).
  var bindings: [KeyBinding] = []
  /// A dialog over the body.
  var modal: Modal?
  /// The question a confirmation dialog asks (rendered by the screen that raised it).
  var dialog: String?
}

package enum ScreenFrame {
  /// Columns of margin on each side of the body.
  static let margin = 1

  /// The body's width at `size`.
  static func contentWidth(_ size: TerminalSize) -> Int { max(1, size.columns - 2 * margin) }

  /// Rows available to the body at `size`: all but header, rule, status and footer.
  static func bodyHeight(_ size: TerminalSize) -> Int { max(1, size.rows - 4) }

  /// The whole screen.
  static func compose(body: [Row], chrome: Chrome, size: TerminalSize, theme: TerminalTheme) -> [String] {
    guard size.isUsable else { return tooSmall(size: size, theme: theme, strings: chrome.strings) }
    let width = size.columns
    var rows = body
    if let dialog = chrome.dialog, case .confirm = chrome.modal { rows = overlay(dialog: dialog, on: rows, size: size) }
    let height = bodyHeight(size)
    rows = Array(rows.prefix(height)) + Array(repeating: [], count: max(0, height - rows.count))
    let pad = Span(String(repeating: " ", count: margin))
    var lines = [
      header(chrome, width: width).render(width: width, theme: theme),
      Rows.rule(width: width).render(width: width, theme: theme),
    ]
    lines += rows.map { ([pad] + $0).render(width: width, theme: theme) }
    let status: Row = chrome.status.map { [pad, Span($0.text, $0.color, bold: $0.tone == .error)] } ?? []
    lines.append(status.render(width: width, theme: theme))
    lines.append(footer(chrome.bindings, width: width, strings: chrome.strings).render(width: width, theme: theme))
    return lines
  }

  /// A boxed question over the lower middle of the body.
  static func overlay(dialog: String, on body: [Row], size: TerminalSize) -> [Row] {
    let width = contentWidth(size)
    let boxWidth = min(width, 72)
    let inner = boxWidth - 4
    let text = DisplayWidth.wrap(dialog, to: inner)
    var box: [Row] = [[Span("┌" + String(repeating: "─", count: boxWidth - 2) + "┐", .warning)]]
    for line in text {
      box.append([Span("│ ", .warning), Span(DisplayWidth.fit(line, to: inner), bold: true), Span(" │", .warning)])
    }
    box.append([Span("└" + String(repeating: "─", count: boxWidth - 2) + "┘", .warning)])
    let height = bodyHeight(size)
    var rows = Array(body.prefix(height)) + Array(repeating: [], count: max(0, height - body.count))
    let top = max(0, (height - box.count) / 2)
    for (offset, line) in box.enumerated() where top + offset < rows.count { rows[top + offset] = line }
    return rows
  }

  /// What a too-small window shows.
  static func tooSmall(size: TerminalSize, theme: TerminalTheme, strings: InteractiveStrings) -> [String] {
    let message = strings.string(.tooSmall, TerminalSize.minimum.description)
    let lines = DisplayWidth.wrap(message, to: max(1, size.columns))
    return (0..<max(1, size.rows)).map { index in
      Rows.text(index < lines.count ? lines[index] : "", .warning).render(width: size.columns, theme: theme)
    }
  }
}
