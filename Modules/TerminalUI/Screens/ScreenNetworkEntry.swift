import ChatterboxComposition
import DesignTokens
import DeveloperToolsFeature
import Foundation
import NetworkLog

/// One recorded request: status, timing, and redacted headers and bodies, scrollable.
///
/// ```swift
/// ScreenNetworkEntry.render(.init(entry: entry, scroll: 0, chrome: chrome), size: size, theme: theme)
/// ```
package enum ScreenNetworkEntry {
  struct State {
    var entry: NetworkLogEntry
    var scroll: Int
    var chrome: Chrome
  }

  /// The detail as plain lines (before wrapping), in the `netlog show` layout. Headers and
  /// bodies are shown as recorded (already redacted).
  static func lines(_ entry: NetworkLogEntry, _ strings: InteractiveStrings) -> [String] {
    let status = strings.string(.netlogStatus, entry.status.map(String.init) ?? strings.string(.netlogNoResponse))
    var lines = [
      "\(entry.method) \(entry.url)",
      "\(status) · \(strings.string(.netlogAttempt, entry.attemptNumber)) · \(Int((entry.duration * 1000).rounded())) ms",
      "",
      strings.string(.netlogRequestHeaders),
    ]
    lines += entry.requestHeaders.map { "  \($0.name): \($0.value)" }
    if let body = entry.requestBody?.text { lines += ["", strings.string(.netlogRequestBody), "  \(body)"] }
    lines += ["", strings.string(.netlogResponseHeaders)]
    lines += entry.responseHeaders.map { "  \($0.name): \($0.value)" }
    if let body = entry.responseBody?.text { lines += ["", strings.string(.netlogResponseBody), "  \(body)"] }
    return lines
  }

  /// Wrapped rows of the whole detail (the session scrolls by these).
  static func rows(_ entry: NetworkLogEntry, width: Int, strings: InteractiveStrings) -> [Row] {
    let headingKeys: [InteractiveStrings.Key] = [
      .netlogRequestHeaders, .netlogRequestBody, .netlogResponseHeaders, .netlogResponseBody,
    ]
    let headings = Set(headingKeys.map { strings.string($0) })
    return lines(entry, strings).enumerated().flatMap { index, line -> [Row] in
      let indent = line.prefix { $0 == " " }.count
      let isHeading = index == 0 || headings.contains(line)
      let color: ColorToken? = index == 0 ? .accent : isHeading ? nil : .textSecondary
      return line.isEmpty
        ? [[]] : Rows.wrapped(String(line.dropFirst(indent)), width: width, indent: indent, color, bold: isHeading)
    }
  }

  static func render(_ state: State, size: TerminalSize, theme: TerminalTheme) -> [String] {
    let all = rows(state.entry, width: ScreenFrame.contentWidth(size), strings: state.chrome.strings)
    let start = max(0, min(state.scroll, all.count - 1))
    return ScreenFrame.compose(body: Array(all.dropFirst(start)), chrome: state.chrome, size: size, theme: theme)
  }
}
