import ChatterboxComposition
import DesignTokens
import DeveloperToolsFeature
import Foundation
import NetworkLog

/// The network console (developer accounts only): recorded requests newest first with method,
/// status and duration, the active filters, and a host filter field. Reads
/// `NetworkConsoleViewModel`.
///
/// ```swift
/// ScreenDeveloperTools.render(.init(console: console, selection: 0, chrome: chrome), size: size, theme: theme)
/// ```
package enum ScreenDeveloperTools {
  @MainActor
  struct State {
    let console: NetworkConsoleViewModel
    var selection: Int
    /// The host filter being typed, when the field is open.
    var hostField: String?
    /// The account's flags and gates, one line.
    var overview: String?
    var timeZone: TimeZone = .current
    var chrome: Chrome
  }

  static let headerRows = 3

  static func pageHeight(_ size: TerminalSize) -> Int { max(1, ScreenFrame.bodyHeight(size) - headerRows - 1) }

  @MainActor
  static func render(_ state: State, size: TerminalSize, theme: TerminalTheme) -> [String] {
    let width = ScreenFrame.contentWidth(size)
    let console = state.console
    let strings = state.chrome.strings
    var heading: Row = [
      Span(strings.string(.devTitle), .accent, bold: true),
      Span(" — " + strings.plural(.devCount, count: console.entries.count)),
    ]
    if console.failedOnly { heading.append(Span(" · " + strings.string(.devFilterFailed), .warning)) }
    if let host = console.host { heading.append(Span(" · " + strings.string(.devFilterHost, host), .warning)) }
    var body: [Row] = [heading]
    if let field = state.hostField {
      body.append(ScreenSignIn.field(strings.string(.devHostPrompt), field, width: width))
    } else {
      body.append(state.overview.map { Rows.text($0, .textSecondary) } ?? [])
    }
    body.append([])
    if console.entries.isEmpty {
      body.append(Rows.text(strings.string(console.isFiltered ? .devNoMatch : .devEmpty), .textSecondary))
    } else {
      let window = ListWindow.range(count: console.entries.count, selection: state.selection, height: pageHeight(size))
      for index in window {
        body.append(row(console.entries[index], selected: index == state.selection, timeZone: state.timeZone))
      }
    }
    return ScreenFrame.compose(body: body, chrome: state.chrome, size: size, theme: theme)
  }

  static func row(_ entry: NetworkLogEntry, selected: Bool, timeZone: TimeZone) -> Row {
    let status = entry.status.map(String.init) ?? (entry.errorKey.map { _ in "ERR" } ?? "—")
    let duration = "\(Int((entry.duration * 1000).rounded())) ms"
    return [
      selected ? Span("› ", .accent, bold: true) : Span("  "),
      Span(InteractiveFormat.time(entry.startedAt, timeZone: timeZone) + "  ", .textSecondary),
      Span(entry.method.padding(toLength: 7, withPad: " ", startingAt: 0), bold: selected),
      Span(status.padding(toLength: 5, withPad: " ", startingAt: 0), entry.isFailed ? .danger : .success),
      Span(duration.leftPadded(to: 8) + "  ", .textSecondary),
      Span(entry.url, selected ? .accent : nil),
    ]
  }
}
