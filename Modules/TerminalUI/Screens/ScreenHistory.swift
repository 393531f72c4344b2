import AppFeature
import ChatterboxAPI
import ChatterboxComposition
import DesignTokens
import Foundation
import HistoryFeature
import PracticeFeature

/// History: "X of Y cues practised", then recordings newest first with date, cue, length and
/// attempt number, and what is playing. Where the server evaluates takes, each row also shows its
/// evaluation (the speech rate and which way it moved since the cue's attempt before, "analysing…",
/// or "no feedback"), and a pane under the list says it in full for the selected recording — its
/// feedback sentence or why there is none — with its cue's trend over the attempts. Reads
/// `HistoryViewModel`, `PlaybackCoordinator` and AppFeature's `CueAttempts`; the words are
/// ``FeedbackMessages``'.
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
    /// Why the last recording did not play, in words (no player, no device, download failed).
    var playbackFailure: String?
    var timeZone: TimeZone = .current
    /// Evaluations are shown (the server evaluates takes).
    var showsEvaluations = false
    /// The progress over days in place of the list (`s`), when it is in.
    var showsProgress = false
    var chrome: Chrome
  }

  static let headerRows = 2
  /// The evaluation pane under the list: a rule, two lines for the selected recording, two for its cue.
  static let paneRows = 5

  static func pageHeight(_ size: TerminalSize, showsEvaluations: Bool = false) -> Int {
    let page = max(1, ScreenFrame.bodyHeight(size) - headerRows - 1)
    return hasPane(size, showsEvaluations: showsEvaluations) ? page - paneRows : page
  }

  /// Whether the pane fits: it leaves the list at least three rows, else only the rows' column shows.
  static func hasPane(_ size: TerminalSize, showsEvaluations: Bool) -> Bool {
    showsEvaluations && ScreenFrame.bodyHeight(size) - headerRows - 1 - paneRows >= 3
  }

  @MainActor
  static func render(_ state: State, size: TerminalSize, theme: TerminalTheme) -> [String] {
    let width = ScreenFrame.contentWidth(size)
    let model = state.model
    var chrome = state.chrome
    let strings = chrome.strings
    let recordings = model.recordings
    // The counts and "No recordings yet" are the server's word (or a saved copy's): while nothing has
    // come, the screen says it is waiting, and then that the server is slow (issue 35).
    guard model.hasLoaded || model.savedAt != nil else {
      if model.isLoading {
        let waiting = strings.waiting(model.isSlow ? .slow : .loading)
        return ScreenFrame.compose(
          body: [[]] + Rows.wrapped(waiting, width: width, .textSecondary), chrome: chrome, size: size, theme: theme)
      }
      if chrome.status == nil, let message = strings.text(for: model.failure) {
        chrome.status = Notice(message, .error)
      }
      return ScreenFrame.compose(body: [], chrome: chrome, size: size, theme: theme)
    }
    var body: [Row] = [
      Rows.text(strings.plural(.historyProgress, count: model.practisedCueCount, model.cueCount), bold: true),
      model.savedAt.map { savedAt in
        [
          Span(
            "⚠ "
              + strings.savedHistoryNotice(
                savedAt: savedAt, offline: model.savedCopyReason != nil, timeZone: state.timeZone), .warning,
            bold: true)
        ]
        // Otherwise the streak and the minutes (issue 38): the same words as `chatterbox progress`.
      } ?? model.progress.map { Rows.text(ProgressLines.headline($0, strings.localizer), .textSecondary) } ?? [],
    ]
    if state.showsProgress, let progress = model.progress {
      // Every line `chatterbox progress` says: streak, minutes, takes, levels, the next cue.
      for line in ProgressLines.lines(progress, strings.localizer) { body += Rows.wrapped(line, width: width) }
    } else if recordings.isEmpty {
      body += Rows.wrapped(strings.string(.historyEmpty), width: width, .textSecondary)
    } else {
      let attempts = self.attempts(recordings)
      let page = pageHeight(size, showsEvaluations: state.showsEvaluations)
      let window = ListWindow.range(count: recordings.count, selection: state.selection, height: page)
      let visible = window.map { attempts[$0] }
      let form = form(
        for: visible, width: width, timeZone: state.timeZone, strings: strings, evaluations: state.showsEvaluations)
      for (index, attempt) in zip(window, visible) {
        body.append(
          row(
            attempt, title: state.titles[attempt.recording.cueID] ?? attempt.recording.cueID,
            selected: index == state.selection, playback: state.playback, timeZone: state.timeZone, width: width,
            strings: strings, form: form))
      }
      if model.hasMore, window.upperBound == recordings.count {
        body.append(Rows.text(strings.string(.historyMoreBelow), .textSecondary))
      }
      if hasPane(size, showsEvaluations: state.showsEvaluations), attempts.indices.contains(state.selection) {
        let listed = 2 + window.count + (model.hasMore && window.upperBound == recordings.count ? 1 : 0)
        body += Array(repeating: [], count: max(0, headerRows + page + 1 - listed))
        body += pane(
          attempts[state.selection], of: recordings, title: state.titles[attempts[state.selection].recording.cueID],
          width: width, strings: strings)
      }
    }
    if chrome.status == nil, let failure = state.playbackFailure { chrome.status = Notice(failure, .error) }
    if chrome.status == nil, model.savedAt == nil, let message = strings.text(for: model.failure) {
      chrome.status = Notice(message, .error)
    }
    return ScreenFrame.compose(body: body, chrome: chrome, size: size, theme: theme)
  }

  /// How a row shows its date, length and attempt. Narrow windows take the later, shorter forms
  /// so the title keeps room; every visible row uses the same one, so the columns stay aligned.
  struct Form: Equatable, Sendable {
    var dateFormat: String
    var shortAttempt: Bool
    /// The length column's least width (right-aligned; 0 for as wide as the widest shown).
    var secondsWidth: Int
    /// The evaluation column's width (left-aligned, as wide as the widest shown; 0: no column).
    var evaluationWidth = 0
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
  static func form(
    for rows: [CueAttempts.Attempt], width: Int, timeZone: TimeZone, strings: InteractiveStrings,
    evaluations: Bool = false
  ) -> Form {
    let evaluationWidth = evaluations ? rows.map { DisplayWidth.of(evaluationColumn($0, strings)) }.max() ?? 0 : 0
    let measured = forms.map { candidate -> (form: Form, title: Int) in
      let shown = rows.map { parts($0, form: candidate, timeZone: timeZone, strings: strings) }
      var form = candidate
      form.secondsWidth = max(form.secondsWidth, shown.map { DisplayWidth.of($0.seconds) }.max() ?? 0)
      form.evaluationWidth = evaluationWidth
      // Marker, date, gap, gap, length, gap, attempt (gap, evaluation): everything on the row but the title.
      let widest = shown.map { part -> Int in DisplayWidth.of(part.date) + DisplayWidth.of(part.attempt) }.max() ?? 0
      let evaluation = evaluationWidth > 0 ? evaluationWidth + 2 : 0
      return (form, width - widest - form.secondsWidth - evaluation - 8)
    }
    return (measured.first { $0.title >= minimumTitleWidth } ?? measured[measured.count - 1]).form
  }

  /// A row's date, length and attempt in `form`.
  static func parts(
    _ attempt: CueAttempts.Attempt, form: Form, timeZone: TimeZone, strings: InteractiveStrings
  ) -> (date: String, seconds: String, attempt: String) {
    let recording = attempt.recording
    return (
      InteractiveFormat.date(recording.createdAt, timeZone: timeZone, format: form.dateFormat),
      strings.string(.unitSeconds, InteractiveFormat.seconds(Double(recording.durationMilliseconds ?? 0) / 1000)),
      strings.string(form.shortAttempt ? .historyAttemptShort : .historyAttempt, attempt.number)
    )
  }

  static func row(
    _ attempt: CueAttempts.Attempt, title: String, selected: Bool, playback: PlaybackCoordinator.State,
    timeZone: TimeZone, width: Int, strings: InteractiveStrings, form: Form = forms[0]
  ) -> Row {
    let recording = attempt.recording
    let shown = parts(attempt, form: form, timeZone: timeZone, strings: strings)
    var right = "  " + shown.seconds.leftPadded(to: form.secondsWidth) + "  " + shown.attempt
    if form.evaluationWidth > 0 {
      right += "  " + evaluationColumn(attempt, strings).rightPadded(to: form.evaluationWidth)
    }
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
  /// Right-aligned in `width` columns (by display width).
  package func leftPadded(to width: Int) -> String {
    String(repeating: " ", count: max(0, width - DisplayWidth.of(self))) + self
  }

  /// Left-aligned in `width` columns.
  func rightPadded(to width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - DisplayWidth.of(self)))
  }
}
