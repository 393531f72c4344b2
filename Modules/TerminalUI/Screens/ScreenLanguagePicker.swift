import ChatterboxComposition
import DesignTokens
import SettingsFeature

/// Choosing a language: the practice language (from the server's list) or the app's language.
///
/// ```swift
/// ScreenLanguagePicker.render(.init(kind: .practice, options: settings.availableLanguages, current: "es", selection: 0, chrome: chrome), size: size, theme: theme)
/// ```
package enum ScreenLanguagePicker {
  struct State {
    var kind: LanguagePickerKind
    var options: [LanguageOption]
    var current: String?
    var selection: Int
    var chrome: Chrome
  }

  static func render(_ state: State, size: TerminalSize, theme: TerminalTheme) -> [String] {
    let width = ScreenFrame.contentWidth(size)
    let strings = state.chrome.strings
    var body: [Row] = Rows.wrapped(
      strings.string(state.kind == .practice ? .settingsChoosePractice : .settingsChooseUI), width: width, .accent,
      bold: true)
    body.append([])
    let nativeWidth = min(24, state.options.map { DisplayWidth.of($0.nativeName) }.max() ?? 0)
    let window = ListWindow.range(
      count: state.options.count, selection: state.selection, height: max(1, ScreenFrame.bodyHeight(size) - 3))
    for index in window {
      let option = state.options[index]
      let selected = index == state.selection
      var row: Row = [
        selected ? Span("› ", .accent, bold: true) : Span("  "),
        Span(DisplayWidth.fit(option.nativeName, to: nativeWidth) + "   ", selected ? .accent : nil, bold: selected),
        Span(option.localizedName, .textSecondary),
      ]
      if option.code == state.current { row.append(Span("  ✓ " + strings.string(.settingsCurrent), .success)) }
      body.append(row)
    }
    return ScreenFrame.compose(body: body, chrome: state.chrome, size: size, theme: theme)
  }
}
