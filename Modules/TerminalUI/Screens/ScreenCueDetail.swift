import ChatterboxComposition
import CuesFeature
import DesignTokens

/// One cue: title, difficulty, the prompt with its bold and italic words, the hints, and — when
/// the last take could not start — why, with the offer of a generated test tone.
///
/// ```swift
/// ScreenCueDetail.render(state, size: size, theme: theme)
/// ```
package enum ScreenCueDetail {
  @MainActor
  static func render(_ state: PracticeScreenState, size: TerminalSize, theme: TerminalTheme) -> [String] {
    let width = ScreenFrame.contentWidth(size)
    let cue = state.model.cue
    let strings = state.chrome.strings
    let content = CueContent(markdown: cue.body)
    var body: [Row] = Rows.wrapped(cue.title, width: width, .accent, bold: true)
    let tags = cue.tags.isEmpty ? "" : " · " + cue.tags.joined(separator: ", ")
    body.append(Rows.text("\(strings.difficulty(cue.difficulty)) · \(cue.id)\(tags)", .textSecondary))
    body.append([])
    body += prompt(content, width: width)
    if !content.hints.isEmpty {
      body.append([])
      body.append(Rows.text(strings.string(.cueHints), bold: true))
      for hint in content.hints { body += Rows.wrapped("• " + hint, width: width, indent: 1, .textSecondary) }
    }
    if let listening = state.modelAnswer, let line = ModelAnswerWords.line(listening, strings) {
      body.append([])
      let failed = if case .failed = listening { true } else { false }
      body += Rows.wrapped(line, width: width, failed ? .warning : .accent)
    }
    if state.model.failure == .recordingFailed, let failure = state.recording.failure {
      body.append([])
      body += Rows.wrapped(strings.string(.cueRecordFailed, failure), width: width, .danger, bold: true)
      if state.recording.source == .microphone {
        body += Rows.wrapped(strings.string(.cueToneOffer), width: width, .warning)
      }
    }
    return ScreenFrame.compose(body: body, chrome: state.chrome, size: size, theme: theme)
  }

  /// The prompt's paragraphs, wrapped, with bold runs in bold and italic ones in the accent
  /// color (terminals render italics unreliably).
  static func prompt(_ content: CueContent, width: Int, color: ColorToken? = nil) -> [Row] {
    var rows: [Row] = []
    for (index, paragraph) in content.paragraphs.enumerated() {
      if index > 0 { rows.append([]) }
      let spans: Row = paragraph.map { span in
        switch span {
        case .plain(let text): Span(text, color)
        case .bold(let text): Span(text, color, bold: true)
        case .italic(let text): Span(text, .accent)
        }
      }
      rows += Rows.wrapped(spans, width: width)
    }
    return rows
  }
}
