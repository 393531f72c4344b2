import ChatterboxAPI
import ChatterboxComposition
import DesignTokens
import Foundation
import HistoryFeature

/// History: "X of Y cues practised", then recordings newest first with date, cue, length and
/// attempt number, and what is playing. Reads `HistoryViewModel` and `PlaybackCoordinator`.
///
/// ```swift
/// ScreenHistory.render(.init(model: history, selection: 0, chrome: chrome), size: size, theme: theme)
/// ```
package enum ScreenHistory {
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
      let visible = window.map { (recordings[$0], ordinals[$0]) }
      let form = form(for: visible, width: width, timeZone: state.timeZone, strings: strings)
      for (index, (recording, attempt)) in zip(window, visible) {
        body.append(
          row(
            recording, title: state.titles[recording.cueID] ?? recording.cueID, attempt: attempt,
            selected: index == state.selection, playback: state.playback, timeZone: state.timeZone, width: width,
            strings: strings, form: form))
      }
      if model.hasMore, window.upperBound == recordings.count {
        body.append(Rows.text(strings.string(.historyMoreBelow), .textSecondary))
      }
    }
    if chrome.status == nil, let message = strings.text(for: model.failure) {
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

  /// How a row shows its date, length and attempt. Narrow windows take the later, shorter forms
  /// so the title keeps room; every visible row uses the same one, so the columns stay aligned.
  struct Form: Equatable, Sendable {
    var dateFormat: String
    var shortAttempt: Bool
    /// The length column's least width (right-aligned; 0 for as wide as the widest shown).
    var secondsWidth: Int
  }

  static let forms = [
    Form(dateFormat: "yyyy-MM-dd HH:mm", shortAttempt: false, secondsWidth: 7),
    Form(dateFormat: "MM-dd HH:mm", shortAttempt: true, secondsWidth: 0),
    Form(dateFormat: "MM-dd", shortAttempt: true, secondsWidth: 0),
  ]

  /// The title columns a form must leave on every row before a shorter form is taken.
  static let minimumTitleWidth = 10

  /// The first form that leaves every visible row ``minimumTitleWidth`` columns of title (the
  /// shortest when none does), with the length column as wide as its widest entry.
  static func form(for rows: [(Recording, Int)], width: Int, timeZone: TimeZone, strings: InteractiveStrings) -> Form {
    let measured = forms.map { candidate -> (form: Form, title: Int) in
      let shown = rows.map { parts($0.0, attempt: $0.1, form: candidate, timeZone: timeZone, strings: strings) }
      var form = candidate
      form.secondsWidth = max(form.secondsWidth, shown.map { DisplayWidth.of($0.seconds) }.max() ?? 0)
      // Marker, date, gap, gap, length, gap, attempt: everything on the row but the title.
      let widest = shown.map { part -> Int in DisplayWidth.of(part.date) + DisplayWidth.of(part.attempt) }.max() ?? 0
      return (form, width - widest - form.secondsWidth - 8)
    }
    return (measured.first { $0.title >= minimumTitleWidth } ?? measured[measured.count - 1]).form
  }

  /// A row's date, length and attempt in `form`.
  static func parts(
    _ recording: Recording, attempt: Int, form: Form, timeZone: TimeZone, strings: InteractiveStrings
  ) -> (date: String, seconds: String, attempt: String) {
    (
      InteractiveFormat.date(recording.createdAt, timeZone: timeZone, format: form.dateFormat),
      strings.string(.unitSeconds, InteractiveFormat.seconds(Double(recording.durationMilliseconds ?? 0) / 1000)),
      strings.string(form.shortAttempt ? .historyAttemptShort : .historyAttempt, attempt)
    )
  }

  static func row(
    _ recording: Recording, title: String, attempt: Int, selected: Bool, playback: PlaybackCoordinator.State,
    timeZone: TimeZone, width: Int, strings: InteractiveStrings, form: Form = forms[0]
  ) -> Row {
    let shown = parts(recording, attempt: attempt, form: form, timeZone: timeZone, strings: strings)
    var right = "  " + shown.seconds.leftPadded(to: form.secondsWidth) + "  " + shown.attempt
    switch playback {
    case .playing(let id, let position, _) where id == recording.id:
      right += "  " + strings.string(.historyPlaying, InteractiveFormat.clock(position))
    case .paused(let id, let position, _) where id == recording.id:
      right += "  " + strings.string(.historyPaused, InteractiveFormat.clock(position))
    default: break
    }
    let left = shown.date + "  "
    let titleWidth = max(1, width - 2 - DisplayWidth.of(left) - DisplayWidth.of(right))
    return [
      selected ? Span("› ", .accent, bold: true) : Span("  "), Span(left, .textSecondary),
      Span(DisplayWidth.fit(title, to: titleWidth), selected ? .accent : nil, bold: selected),
      Span(right, .textSecondary),
    ]
  }
}

extension String {
  /// Right-aligned in `width` columns.
  func leftPadded(to width: Int) -> String {
    String(repeating: " ", count: max(0, width - DisplayWidth.of(self))) + self
  }
}
