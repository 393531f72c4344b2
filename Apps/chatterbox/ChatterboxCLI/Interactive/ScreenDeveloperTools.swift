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
enum ScreenDeveloperTools {
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
    var heading: Row = [
      Span(InteractiveStrings.string(.devTitle), .accent, bold: true),
      Span(" — " + InteractiveStrings.string(.devCount, console.entries.count)),
    ]
    if console.failedOnly { heading.append(Span(" · " + InteractiveStrings.string(.devFilterFailed), .warning)) }
    if let host = console.host { heading.append(Span(" · " + InteractiveStrings.string(.devFilterHost, host), .warning)) }
    var body: [Row] = [heading]
    if let field = state.hostField {
      body.append(ScreenSignIn.field(InteractiveStrings.string(.devHostPrompt), field, width: width))
    } else {
      body.append(state.overview.map { Rows.text($0, .textSecondary) } ?? [])
    }
    body.append([])
    if console.entries.isEmpty {
      body.append(Rows.text(InteractiveStrings.string(.devEmpty), .textSecondary))
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

/// One recorded request: status, timing, and redacted headers and bodies, scrollable.
///
/// ```swift
/// ScreenNetworkEntry.render(.init(entry: entry, scroll: 0, chrome: chrome), size: size, theme: theme)
/// ```
enum ScreenNetworkEntry {
  struct State {
    var entry: NetworkLogEntry
    var scroll: Int
    var chrome: Chrome
  }

  /// The detail as plain lines (before wrapping), in the `netlog show` layout.
  static func lines(_ entry: NetworkLogEntry) -> [String] {
    var lines = [
      "\(entry.method) \(entry.url)",
      "Status: \(entry.status.map(String.init) ?? "no response") · attempt \(entry.attemptNumber) · \(Int((entry.duration * 1000).rounded())) ms",
      "",
      "Request headers:",
    ]
    lines += entry.requestHeaders.map { "  \($0.name): \($0.value)" }
    if let body = entry.requestBody?.text { lines += ["", "Request body:", "  \(body)"] }
    lines += ["", "Response headers:"]
    lines += entry.responseHeaders.map { "  \($0.name): \($0.value)" }
    if let body = entry.responseBody?.text { lines += ["", "Response body:", "  \(body)"] }
    return lines
  }

  /// Wrapped rows of the whole detail (the session scrolls by these).
  static func rows(_ entry: NetworkLogEntry, width: Int) -> [Row] {
    lines(entry).enumerated().flatMap { index, line -> [Row] in
      let indent = line.prefix { $0 == " " }.count
      let isHeading = index == 0 || (indent == 0 && line.hasSuffix(":"))
      let color: ColorToken? = index == 0 ? .accent : isHeading ? nil : .textSecondary
      return line.isEmpty ? [[]] : Rows.wrapped(String(line.dropFirst(indent)), width: width, indent: indent, color, bold: isHeading)
    }
  }

  static func render(_ state: State, size: TerminalSize, theme: TerminalTheme) -> [String] {
    let all = rows(state.entry, width: ScreenFrame.contentWidth(size))
    let start = max(0, min(state.scroll, all.count - 1))
    return ScreenFrame.compose(body: Array(all.dropFirst(start)), chrome: state.chrome, size: size, theme: theme)
  }
}
