import AppFeature
import ChatterboxComposition
import DesignTokens
import SettingsFeature

/// Settings: the practice language, the app (UI) language, the analytics switch, the on-device
/// preview switch (where AppModel offers it), and sign-out.
/// Reads `SettingsViewModel`; a pending practice-language switch shows as a confirmation.
///
/// ```swift
/// ScreenSettings.render(.init(model: settings, selection: 0, account: "a•••@example.com", chrome: chrome), size: size, theme: theme)
/// ```
package enum ScreenSettings {
  /// The rows, in order.
  enum Item: CaseIterable, Sendable { case practiceLanguage, uiLanguage, analytics, onDevicePreview, signOut }

  /// The rows shown: the preview switch only where AppModel offers it (``AppModel/offersOnDevicePreview``).
  static func items(offersPreview: Bool) -> [Item] {
    Item.allCases.filter { $0 != .onDevicePreview || offersPreview }
  }

  @MainActor
  struct State {
    let model: SettingsViewModel
    var selection: Int
    var account: String?
    /// The UI language's name in itself ("Français").
    var uiLanguageName: String
    /// Whether analytics consent is given (the switch's position).
    var analyticsOn = false
    /// The rows, in order (``items(offersPreview:)``); the selection indexes them.
    var items: [Item] = ScreenSettings.items(offersPreview: false)
    /// Whether the on-device preview is on (the switch's position).
    var previewOn = true
    /// The account's load (AppModel's ``LoadPhase``): while it waits, the practice language reads as
    /// loading, then slow, never "not chosen" (issue 35).
    var loading: LoadPhase = .idle
    var chrome: Chrome
  }

  @MainActor
  static func render(_ state: State, size: TerminalSize, theme: TerminalTheme) -> [String] {
    let model = state.model
    let strings = state.chrome.strings
    let labels = state.items.map { item -> String in
      switch item {
      case .practiceLanguage: strings.string(.settingsPracticeLanguage)
      case .uiLanguage: strings.string(.settingsUILanguage)
      case .analytics: strings.string(.settingsAnalytics)
      case .onDevicePreview: strings.string(.settingsPreview)
      case .signOut: strings.string(.settingsSignOut)
      }
    }
    let values = state.items.map { item -> String in
      switch item {
      case .practiceLanguage:
        model.practiceLanguage.map { "\($0.nativeName) (\($0.localizedName))" }
          ?? strings.practiceLanguageUnknown(loading: state.loading, switching: model.isWorking)
      case .uiLanguage: state.uiLanguageName
      case .analytics: strings.string(state.analyticsOn ? .settingsAnalyticsOn : .settingsAnalyticsOff)
      case .onDevicePreview: strings.string(state.previewOn ? .settingsPreviewOn : .settingsPreviewOff)
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
        Span(values[index], state.items[index] == .signOut ? .textSecondary : nil),
      ])
    }
    var chrome = state.chrome
    if chrome.status == nil, let message = strings.text(for: model.failure) {
      chrome.status = Notice(message, .error)
    }
    return ScreenFrame.compose(body: body, chrome: chrome, size: size, theme: theme)
  }
}
