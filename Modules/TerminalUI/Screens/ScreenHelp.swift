import ChatterboxComposition
import DesignTokens

/// Help: every key of the current screen (also those the footer had no room for), then the keys
/// that work everywhere.
///
/// ```swift
/// ScreenHelp.render(.init(screen: KeyMap.bindings(for: context), chrome: chrome), size: size, theme: theme)
/// ```
package enum ScreenHelp {
  struct State {
    /// The bindings of the screen under the help.
    var bindings: [KeyBinding]
    var chrome: Chrome
  }

  static func render(_ state: State, size: TerminalSize, theme: TerminalTheme) -> [String] {
    let width = ScreenFrame.contentWidth(size)
    let strings = state.chrome.strings
    var body: [Row] = [Rows.text(strings.string(.helpTitle), .accent, bold: true), []]
    // Merge bindings that share a hint and action (↑ and ↓ are one line).
    var seen: [String] = []
    var lines: [(keys: String, label: String)] = []
    for binding in state.bindings {
      let keys = binding.keys.map(\.description).joined(separator: " ")
      let label = strings.string(binding.hint)
      if let index = seen.firstIndex(of: label) {
        if !lines[index].keys.contains(keys) { lines[index].keys += " " + keys }
        continue
      }
      seen.append(label)
      lines.append((keys, label))
    }
    let keyWidth = min(24, lines.map { DisplayWidth.of($0.keys) }.max() ?? 0)
    for line in lines {
      body.append([Span(DisplayWidth.fit(line.keys, to: keyWidth) + "  ", .accent, bold: true), Span(line.label)])
    }
    body.append([])
    body += Rows.wrapped(strings.string(.helpDismiss), width: width, .textSecondary)
    return ScreenFrame.compose(body: body, chrome: state.chrome, size: size, theme: theme)
  }
}
