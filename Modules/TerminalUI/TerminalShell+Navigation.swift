import AppFeature
import ChatterboxAPI
import ChatterboxComposition
import DeveloperToolsFeature
import Foundation

extension TerminalShell {
  // MARK: Navigation

  /// One level up (AppModel decides where, and refuses to leave an undecided take).
  func back() {
    if case .failure = model.back() { return }
    ui.hostField = nil
  }

  func switchTab(_ action: InteractiveAction) -> Task<Void, Never>? {
    let move: TabGating.Move
    switch action {
    case .nextTab: move = .next
    case .previousTab: move = .previous
    case .goToTab(let number): move = .number(number)
    default: return nil
    }
    guard let target = TabGating.target(of: move, from: route.tab, in: tabs) else { return nil }
    return show(target)
  }

  /// Opens a tab: AppModel moves the route and starts the refresh it decides; the terminal adds
  /// its selection and the network console's reload (the console is the terminal's, issue 27 e).
  @discardableResult
  func show(_ tab: Tab) -> Task<Void, Never>? {
    guard case .success(let refresh) = model.show(tab: tab) else { return nil }
    ui.hostField = nil
    if tab == .history { ui.historySelection = 0 }
    if tab == .developer, let console { return spawn { await console.reload() } }
    return refresh.map { refresh in spawn { await refresh.value } }
  }

  func move(_ action: InteractiveAction) -> Task<Void, Never>? {
    func moved(_ selection: Int, count: Int, page: Int) -> Int {
      let next: Int
      switch action {
      case .moveUp: next = selection - 1
      case .moveDown: next = selection + 1
      case .pageUp: next = selection - page
      case .pageDown: next = selection + page
      case .moveToFirst: next = 0
      default: next = count - 1
      }
      return ListWindow.clamp(next, count: count)
    }
    switch screen {
    case .cues:
      ui.cueSelection = moved(ui.cueSelection, count: cues.cues.count, page: ScreenCues.pageHeight(size))
      // Paging on scroll: reaching the end loads the next page.
      if ui.cueSelection >= cues.cues.count - 1, cues.hasMore { return spawn { [cues] in await cues.loadNextPage() } }
    case .history:
      ui.historySelection = moved(
        ui.historySelection, count: history.recordings.count,
        page: ScreenHistory.pageHeight(size, showsEvaluations: model.showsEvaluations))
      if ui.historySelection >= history.recordings.count - 1, history.hasMore {
        return spawn { [history] in await history.loadMore() }
      }
    case .settings:
      ui.settingsSelection = moved(ui.settingsSelection, count: settingsItems.count, page: 3)
    case .languagePicker:
      ui.pickerSelection = moved(ui.pickerSelection, count: pickerOptions.count, page: ScreenFrame.bodyHeight(size) - 3)
    case .developerTools:
      ui.networkSelection = moved(
        ui.networkSelection, count: console?.entries.count ?? 0, page: ScreenDeveloperTools.pageHeight(size))
    case .networkEntry:
      let page = max(1, ScreenFrame.bodyHeight(size) - 1)
      let count = ui.networkEntryRows(
        width: ScreenFrame.contentWidth(size), console: console, selection: ui.networkSelection, strings: strings)
      ui.detailScroll = moved(ui.detailScroll, count: max(1, count - page + 1), page: page)
    default: break
    }
    return nil
  }

  func openSelection() -> Task<Void, Never>? {
    switch screen {
    case .cues:
      guard cues.cues.indices.contains(ui.cueSelection) else {
        if ui.accountUnavailable || profile == nil { return show(.settings) }
        return nil
      }
      open(cues.cues[ui.cueSelection])
    case .settings:
      let items = settingsItems
      switch items.indices.contains(ui.settingsSelection) ? items[ui.settingsSelection] : nil {
      case .practiceLanguage: openPicker(.practice)
      case .uiLanguage: openPicker(.ui)
      case .analytics: return toggleAnalytics()
      case .onDevicePreview: toggleOnDevicePreview()
      case .signOut: model.requestSignOut()
      case nil: break
      }
    case .languagePicker: return choosePickerOption()
    case .developerTools:
      guard let console, console.entries.indices.contains(ui.networkSelection) else { return nil }
      ui.detailScroll = 0
      model.openNetworkEntry()
    default: break
    }
    return nil
  }
}
