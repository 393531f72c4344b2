import ChatterboxAPI
import DesignTokens
import Foundation
import HistoryFeature

/// History: "X of Y cues practised", then recordings newest first with date, cue, length and
/// attempt number, and what is playing. Reads `HistoryViewModel` and `PlaybackCoordinator`.
///
/// ```swift
/// ScreenHistory.render(.init(model: history, selection: 0, chrome: chrome), size: size, theme: theme)
/// ```
enum ScreenHistory {
  @MainActor
  struct State {
    let model: HistoryViewModel
    var selection: Int
    /// Cue titles by id, where known (from the cue list).
    var titles: [String: String] = [:]
    var playback: PlaybackCoordinator.State = .idle
    var timeZone: TimeZone = .current
    var chrome: Chrome
  }

  static let headerRows = 2

  static func pageHeight(_ size: TerminalSize) -> Int { max(1, ScreenFrame.bodyHeight(size) - headerRows - 1) }

  @MainActor
  static func render(_ state: State, size: TerminalSize, theme: TerminalTheme) -> [String] {
    let width = ScreenFrame.contentWidth(size)
    let model = state.model
    var chrome = state.chrome
    let strings = chrome.strings
    var body: [Row] = [
      Rows.text(strings.plural(.historyProgress, count: model.practisedCueCount, model.cueCount), bold: true), [],
    ]
    let recordings = model.recordings
    if recordings.isEmpty {
      body += Rows.wrapped(strings.string(.historyEmpty), width: width, .textSecondary)
    } else {
      let ordinals = attemptNumbers(recordings)
      let window = ListWindow.range(count: recordings.count, selection: state.selection, height: pageHeight(size))
      for index in window {
        let recording = recordings[index]
        body.append(row(
          recording, title: state.titles[recording.cueID] ?? recording.cueID, attempt: ordinals[index],
          selected: index == state.selection, playback: state.playback, timeZone: state.timeZone, width: width,
          strings: strings))
      }
      if model.hasMore, window.upperBound == recordings.count {
        body.append(Rows.text(strings.string(.historyMoreBelow), .textSecondary))
      }
    }
    if chrome.status == nil, let message = InteractiveMessages.text(forKey: model.errorKey, strings) {
      chrome.status = Notice(message, .error)
    }
    return ScreenFrame.compose(body: body, chrome: chrome, size: size, theme: theme)
  }

  /// For each recording (newest first), which attempt at its cue it was: the oldest is 1.
  static func attemptNumbers(_ recordings: [Recording]) -> [Int] {
    var seen: [String: Int] = [:]
    var numbers = [Int](repeating: 1, count: recordings.count)
    for index in recordings.indices.reversed() {
      seen[recordings[index].cueID, default: 0] += 1
      numbers[index] = seen[recordings[index].cueID] ?? 1
    }
    return numbers
  }

  static func row(
    _ recording: Recording, title: String, attempt: Int, selected: Bool, playback: PlaybackCoordinator.State,
    timeZone: TimeZone, width: Int, strings: InteractiveStrings
  ) -> Row {
    let date = InteractiveFormat.date(recording.createdAt, timeZone: timeZone)
    let seconds = strings.string(.unitSeconds, InteractiveFormat.seconds(Double(recording.durationMilliseconds ?? 0) / 1000))
    var right = "  " + seconds.leftPadded(to: 7) + "  " + strings.string(.historyAttempt, attempt)
    switch playback {
    case .playing(let id, let position, _) where id == recording.id:
      right += "  " + strings.string(.historyPlaying, InteractiveFormat.clock(position))
    case .paused(let id, let position, _) where id == recording.id:
      right += "  " + strings.string(.historyPaused, InteractiveFormat.clock(position))
    default: break
    }
    let left = date + "  "
    let titleWidth = max(1, width - 2 - DisplayWidth.of(left) - DisplayWidth.of(right))
    return [
      selected ? Span("› ", .accent, bold: true) : Span("  "), Span(left, .textSecondary),
      Span(DisplayWidth.fit(title, to: titleWidth), selected ? .accent : nil, bold: selected), Span(right, .textSecondary),
    ]
  }
}

extension String {
  /// Right-aligned in `width` columns.
  func leftPadded(to width: Int) -> String {
    String(repeating: " ", count: max(0, width - DisplayWidth.of(self))) + self
  }
}
