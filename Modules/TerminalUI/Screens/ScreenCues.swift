import AppFeature
import ChatterboxAPI
import ChatterboxComposition
import CuesFeature
import DesignTokens
import Foundation

/// Home: the cue list in the practice language, with the offline banner ("Showing saved cues"),
/// paging and the practised marks. Reads `CueListViewModel`.
///
/// ```swift
/// ScreenCues.render(.init(list: list, selection: 0, languageName: "Español", chrome: chrome), size: size, theme: theme)
/// ```
package enum ScreenCues {
  @MainActor
  struct State {
    let list: CueListViewModel
    var selection: Int
    /// The practice language's name; `nil` when none is chosen yet.
    var languageName: String?
    /// Cues practised in this session (ticked).
    var practised: Set<String> = []
    /// The account could not be loaded (offline at launch): offer to retry.
    var unavailable = false
    /// Entering the app is still waiting for the server (AppModel's `accountLoad`).
    var loading: LoadPhase = .idle
    /// Dates the saved cues' banner.
    var timeZone: TimeZone = .current
    var chrome: Chrome
  }

  /// Rows above the list: heading, banner line, blank.
  static let headerRows = 3

  /// How many cues fit on one page at `size` (the session pages by this).
  static func pageHeight(_ size: TerminalSize) -> Int { max(1, ScreenFrame.bodyHeight(size) - headerRows - 1) }

  @MainActor
  static func render(_ state: State, size: TerminalSize, theme: TerminalTheme) -> [String] {
    let width = ScreenFrame.contentWidth(size)
    let list = state.list
    var chrome = state.chrome
    let strings = chrome.strings
    var body: [Row] = []
    guard let language = state.languageName else {
      // "Choose a language" only once the account said it has none: while it loads, say so (issue 35).
      if state.loading.isWaiting, !state.unavailable {
        body = [[]] + Rows.wrapped(strings.waiting(state.loading), width: width, .textSecondary)
        return ScreenFrame.compose(body: body, chrome: chrome, size: size, theme: theme)
      }
      let message = strings.string(state.unavailable ? .cuesUnavailable : .cuesNoLanguage)
      body = [[]] + Rows.wrapped(message, width: width, .warning)
      return ScreenFrame.compose(body: body, chrome: chrome, size: size, theme: theme)
    }
    var heading: Row = [Span(strings.plural(.cuesHeading, count: list.cues.count, language), bold: true)]
    if list.hasMore { heading.append(Span(" · " + strings.string(.cuesMore), .textSecondary)) }
    body.append(heading)
    let savedCuesNotice = strings.savedCuesNotice(list.savedCuesReason)
    if list.isShowingSavedCues {
      body.append([Span("⚠ " + savedCuesNotice, .warning, bold: true)])
    } else if state.loading == .slow {
      let notice = strings.slowCuesNotice(savedAt: list.savedAt, timeZone: state.timeZone)
      body.append([Span("⚠ " + notice, .warning, bold: true)])
    } else {
      body.append([])
    }
    body.append([])
    if list.cues.isEmpty {
      let waiting = list.isLoading || state.loading.isWaiting
      body.append(
        Rows.text(
          waiting ? strings.waiting(state.loading == .slow ? .slow : .loading) : strings.string(.cuesEmpty),
          .textSecondary))
    } else {
      let window = ListWindow.range(count: list.cues.count, selection: state.selection, height: pageHeight(size))
      // Wide terminals also show the id, which `chatterbox practice <id>` takes.
      let idWidth = width >= 100 ? (list.cues.map { DisplayWidth.of($0.id) }.max() ?? 0) : 0
      for index in window {
        let cue = list.cues[index]
        body.append(
          row(
            cue, selected: index == state.selection, practised: state.practised.contains(cue.id), idWidth: idWidth,
            width: width, strings: strings))
      }
      if list.isRefreshing {
        // A slow refresh says so in the banner above; a quick one only that it is loading.
        if state.loading != .slow { body.append(Rows.text(strings.waiting(.loading), .textSecondary)) }
      } else if list.isLoading {
        body.append(Rows.text(strings.string(.cuesLoadingMore), .textSecondary))
      }
    }
    if chrome.status == nil, let message = strings.text(for: list.failure),
      !list.isShowingSavedCues
    {
      chrome.status = Notice(message, .error)
    }
    return ScreenFrame.compose(body: body, chrome: chrome, size: size, theme: theme)
  }

  /// "› Title ……… difficulty ✓": the title takes what the difficulty column leaves (as wide as
  /// the longest difficulty in the UI language, at least 12 columns).
  static func row(
    _ cue: Cue, selected: Bool, practised: Bool, idWidth: Int = 0, width: Int, strings: InteractiveStrings
  ) -> Row {
    let column = Cue.Difficulty.allCases.map { DisplayWidth.of(strings.difficulty($0)) }.max() ?? 0
    let difficulty = "  " + DisplayWidth.fit(strings.difficulty(cue.difficulty), to: max(12, column))
    let id = idWidth > 0 ? DisplayWidth.fit(cue.id, to: idWidth) + "  " : ""
    let titleWidth = max(1, width - 2 - DisplayWidth.of(id) - DisplayWidth.of(difficulty) - 1)
    return [
      selected ? Span("› ", .accent, bold: true) : Span("  "), Span(id, .textSecondary),
      Span(DisplayWidth.fit(cue.title, to: titleWidth), selected ? .accent : nil, bold: selected),
      Span(difficulty, .textSecondary), Span(practised ? "✓" : " ", .success),
    ]
  }
}
