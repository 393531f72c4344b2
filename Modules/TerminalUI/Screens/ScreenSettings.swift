import ChatterboxComposition
import DesignTokens
import SettingsFeature

/// Settings: the practice language, the app (UI) language, the analytics switch, and sign-out.
/// Reads `SettingsViewModel`; a pending practice-language switch shows as a confirmation.
///
/// ```swift
/// ScreenSettings.render(.init(model: settings, selection: 0, account: "a•••@example.com", chrome: chrome), size: size, theme: theme)
/// ```
package enum ScreenSettings {
  /// The rows, in order.
  enum Item: Int, CaseIterable, Sendable { case practiceLanguage, uiLanguage, analytics, signOut }

  @MainActor
  struct State {
    let model: SettingsViewModel
    var selection: Int
    var account: String?
    /// The UI language's name in itself ("Français").
    var uiLanguageName: String
    /// Whether analytics consent is given (the switch's position).
    var analyticsOn = false
    var chrome: Chrome
  }

  @MainActor
  static func render(_ state: State, size: TerminalSize, theme: TerminalTheme) -> [String] {
    let model = state.model
    let strings = state.chrome.strings
    let labels = Item.allCases.map { item -> String in
      switch item {
      case .practiceLanguage: strings.string(.settingsPracticeLanguage)
      case .uiLanguage: strings.string(.settingsUILanguage)
      case .analytics: strings.string(.settingsAnalytics)
      case .signOut: strings.string(.settingsSignOut)
      }
    }
    let values = Item.allCases.map { item -> String in
      switch item {
      case .practiceLanguage:
        model.practiceLanguage.map { "\($0.nativeName) (\($0.localizedName))" } ?? strings.string(.settingsNotChosen)
      case .uiLanguage: state.uiLanguageName
      case .analytics: strings.string(state.analyticsOn ? .settingsAnalyticsOn : .settingsAnalyticsOff)
      case .signOut: state.account ?? ""
      }
    }
    let labelWidth = labels.map { DisplayWidth.of($0) }.max() ?? 0
    var body: [Row] = [[]]
    for (index, label) in labels.enumerated() {
      let selected = index == state.selection
      body.append([
        selected ? Span("› ", .accent, bold: true) : Span("  "),
        Span(DisplayWidth.fit(label, to: labelWidth) + "   ", selected ? .accent : nil, bold: selected),
        Span(values[index], index == Item.signOut.rawValue ? .textSecondary : nil),
      ])
    }
    var chrome = state.chrome
    if chrome.status == nil, let message = strings.text(for: model.failure) {
      chrome.status = Notice(message, .error)
    }
    return ScreenFrame.compose(body: body, chrome: chrome, size: size, theme: theme)
  }
}
