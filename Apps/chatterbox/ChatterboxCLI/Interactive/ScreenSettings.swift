import DesignTokens
import SettingsFeature

/// Settings: the practice language, the app (UI) language, the analytics switch, and sign-out.
/// Reads `SettingsViewModel`; a pending practice-language switch shows as a confirmation.
///
/// ```swift
/// ScreenSettings.render(.init(model: settings, selection: 0, account: "a•••@example.com", chrome: chrome), size: size, theme: theme)
/// ```
enum ScreenSettings {
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

/// Choosing a language: the practice language (from the server's list) or the app's language.
///
/// ```swift
/// ScreenLanguagePicker.render(.init(kind: .practice, options: settings.availableLanguages, current: "es", selection: 0, chrome: chrome), size: size, theme: theme)
/// ```
enum ScreenLanguagePicker {
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
