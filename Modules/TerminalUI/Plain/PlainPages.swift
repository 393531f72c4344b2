import AppFeature
import ChatterboxAPI
import ChatterboxComposition
import ChatterboxPresentation
import CuesFeature
import Foundation
import PracticeFeature
import Upload

/// One numbered choice in plain mode: its words and the session action it runs.
@MainActor
package struct PlainChoice {
  let label: String
  let run: @MainActor (TerminalShell) -> Task<Void, Never>?

  init(_ label: String, _ run: @escaping @MainActor (TerminalShell) -> Task<Void, Never>?) {
    self.label = label
    self.run = run
  }

  /// A choice that performs one action, named by a key hint ("Send again").
  init(_ label: InteractiveStrings.Key, _ action: InteractiveAction, _ strings: InteractiveStrings) {
    self.init(strings.string(label).capitalizedFirst) { $0.perform(action) }
  }
}

/// What plain mode prints for a screen, and how it reads the answer.
@MainActor
package struct PlainPage {
  enum Prompt: Equatable { case menu, email, linkOrCode, confirm, host }
  var lines: [String]
  var choices: [PlainChoice] = []
  var prompt: Prompt = .menu
  /// The language of the prompt (``PlainPages/page(for:)`` sets the session's).
  var strings = InteractiveStrings.english

  /// The question after the page, in the app's language.
  var promptText: String {
    switch prompt {
    case .email: strings.string(.plainEmailPrompt)
    case .linkOrCode: strings.string(.plainCodePrompt)
    case .confirm: strings.string(.plainConfirm, "")
    case .host: strings.string(.plainHostPrompt)
    case .menu: strings.string(.plainChoose, choices.count == 1 ? "1" : "1–\(choices.count)")
    }
  }
}

/// Plain-mode pages, one per screen, from the same session state the full-screen screens read.
/// Pure text: the tests snapshot these too.
@MainActor
package enum PlainPages {
  static func page(for session: TerminalShell) -> PlainPage {
    let strings = session.strings
    if session.model.confirmation != nil {
      return PlainPage(lines: [session.dialogText ?? ""], prompt: .confirm, strings: strings)
    }
    var page: PlainPage
    switch session.screen {
    case .loading, .signInWorking: page = PlainPage(lines: [strings.string(.loading)])
    case .signInEmail: page = signInEmail(session)
    case .signInCode: page = signInCode(session)
    case .cues: page = cues(session)
    case .cueDetail: page = cueDetail(session)
    case .recording: page = PlainPage(lines: [])
    case .review: page = review(session)
    case .uploading:
      page = PlainPage(lines: [TerminalSafeText.line(strings.string(.uploadTitle, session.practice?.cue.title ?? ""))])
    case .uploaded: page = uploaded(session)
    case .analysing, .feedback: page = feedback(session)
    case .history: page = history(session)
    case .settings: page = settings(session)
    case .languagePicker: page = picker(session)
    case .developerTools, .hostFilter: page = developerTools(session)
    case .networkEntry: page = networkEntry(session)
    }
    if let notice = session.ui.notice { page.lines.append(notice.text) }
    page.strings = strings
    // Every printed line is one line of safe text: a body's paragraphs become lines of their own
    // (as the full-screen app wraps them), while a choice's label (a cue title, a language name)
    // stays on its numbered line, so server text cannot print a choice of its own.
    page.lines = page.lines.flatMap { line in
      TerminalSafeText.multiline(line).split(separator: "\n", omittingEmptySubsequences: false).map {
        TerminalSafeText.line(String($0))
      }
    }
    page.lines += page.choices.enumerated().map { "\($0.offset + 1). \(TerminalSafeText.line($0.element.label))" }
    return page
  }

  /// The way between screens (and out), appended to every menu.
  static func navigation(_ session: TerminalShell, back: Bool = false) -> [PlainChoice] {
    var choices: [PlainChoice] = []
    let strings = session.strings
    if back { choices.append(PlainChoice(.plainMenuBack, .back, strings)) }
    for tab in session.tabs where tab.route != session.route {
      choices.append(PlainChoice(strings.string(tab.title)) { $0.show(tab) })
    }
    choices.append(PlainChoice(.plainMenuQuit, .quit, strings))
    return choices
  }

  static func signInEmail(_ session: TerminalShell) -> PlainPage {
    let strings = session.strings
    var lines = [strings.string(.signInTitle), strings.string(.signInIntro)]
    if let failure = session.signIn.failure { lines.append(strings.text(for: failure)) }
    return PlainPage(lines: lines, prompt: .email)
  }

  static func signInCode(_ session: TerminalShell) -> PlainPage {
    let model = session.signIn
    let strings = session.strings
    var lines = [strings.string(.signInCheckTitle)]
    if case .awaitingLink(let address) = model.step { lines.append(strings.string(.signInSentTo, address.masked)) }
    lines.append(strings.string(.signInPastePrompt))
    lines.append(
      model.cooldownRemaining > 0
        ? strings.plural(.signInResendIn, count: model.cooldownRemaining) : strings.string(.signInResendReady))
    if let failure = model.failure { lines.append(strings.text(for: failure)) }
    var choices: [PlainChoice] = []
    if model.canResend { choices.append(PlainChoice(.hintResend, .resend, strings)) }
    choices.append(PlainChoice(.hintChangeEmail, .changeEmail, strings))
    choices.append(PlainChoice(.plainMenuQuit, .quit, strings))
    return PlainPage(lines: lines, choices: choices, prompt: .linkOrCode)
  }

  static func cues(_ session: TerminalShell) -> PlainPage {
    let list = session.cues
    let strings = session.strings
    guard let language = session.ui.accountUnavailable ? nil : session.practiceLanguageName else {
      // "Choose a language" only once the account said it has none (issue 35).
      let waiting = session.model.accountLoad.isWaiting && !session.ui.accountUnavailable
      let message =
        waiting
        ? strings.waiting(session.model.accountLoad)
        : strings.string(session.ui.accountUnavailable ? .cuesUnavailable : .cuesNoLanguage)
      return PlainPage(lines: [message], choices: [PlainChoice(.hintRefresh, .refresh, strings)] + navigation(session))
    }
    var lines = [
      TerminalSafeText.line(strings.plural(.cuesHeading, count: list.cues.count, language))
        + (list.hasMore ? " (" + strings.string(.cuesMore) + ")" : "")
    ]
    if list.isShowingSavedCues {
      lines.append(strings.savedCuesNotice(list.savedCuesReason))
    } else if session.cuesWait == .slow {
      lines.append(strings.slowCuesNotice(savedAt: list.savedAt, timeZone: session.terminal.timeZone))
    }
    if list.cues.isEmpty {
      lines.append(list.isLoading ? strings.waiting(session.model.accountLoad) : strings.string(.cuesEmpty))
    }
    var choices = list.cues.enumerated().map { index, cue in
      let practised = session.practisedCueIDs.contains(cue.id) ? ", " + strings.string(.cuesPractised) : ""
      return PlainChoice("\(cue.title) (\(strings.difficulty(cue.difficulty))\(practised))") { session in
        session.ui.cueSelection = index
        return session.perform(.open)
      }
    }
    if list.hasMore { choices.append(PlainChoice(.hintMore, .loadMore, strings)) }
    if session.keyContext.capabilities.contains(.shuffle) {
      choices.append(PlainChoice(.hintShuffle, .shuffle, strings))
    }
    choices.append(PlainChoice(.hintRefresh, .refresh, strings))
    return PlainPage(lines: lines, choices: choices + navigation(session))
  }

  static func cueDetail(_ session: TerminalShell) -> PlainPage {
    guard let practice = session.practice else { return PlainPage(lines: []) }
    let cue = practice.cue
    let strings = session.strings
    let content = CueContent(markdown: cue.body)
    // One-line fields stay one line (a line break in a title must not print a line of its own);
    // the prompt is a body whose paragraphs become lines.
    var lines = [
      TerminalSafeText.line(cue.title), TerminalSafeText.line("\(strings.difficulty(cue.difficulty)) · \(cue.id)"),
      content.plainPrompt,
    ]
    if !content.hints.isEmpty { lines += [strings.string(.cueHints) + ":"] + content.hints.map { "- \($0)" } }
    let status = session.recordingStatus
    if practice.failure == .recordingFailed, let failure = status.failure {
      lines.append(strings.string(.cueRecordFailed, failure))
      if status.source == .microphone { lines.append(strings.string(.plainToneOffer)) }
    }
    var choices = [PlainChoice(.hintRecord, .record, strings), PlainChoice(.hintRecordTone, .recordTone, strings)]
    if let listener = session.round?.modelAnswer, listener.hasAnswer {
      if let line = ModelAnswerWords.line(listener.state, strings) { lines.append(line) }
      choices += [PlainChoice(.hintListen, .listen, strings), PlainChoice(.hintListenSlowly, .listenSlowly, strings)]
    }
    return PlainPage(lines: lines, choices: choices + navigation(session, back: true))
  }

  static func review(_ session: TerminalShell) -> PlainPage {
    guard let practice = session.practice else { return PlainPage(lines: []) }
    let strings = session.strings
    var lines = [TerminalSafeText.line(strings.string(.reviewTitle, practice.cue.title))]
    if case .reviewing(let answer) = practice.phase {
      lines.append(
        strings.string(
          .reviewSummary, InteractiveFormat.seconds(answer.duration),
          InteractiveFormat.bytes(Int64(answer.byteSize), strings)))
    }
    if let check = session.round?.reviewCheck {
      lines.append(FeedbackMessages.noSpeechAtReview(check, strings.localizer))
    }
    if practice.isPlaying { lines.append(strings.string(.reviewPlaying)) }
    if let error = session.round?.playbackError {
      lines.append(PlaybackWords.text(error, strings.localizer))
    } else if let failure = practice.failure {
      lines.append(strings.string(.reviewUploadFailed, failure.messageKey))
    }
    var choices = [PlainChoice(.hintUpload, .upload, strings)]
    if session.canPlay { choices.append(PlainChoice(.hintPlay, .play, strings)) }
    choices += [PlainChoice(.hintRedo, .redo, strings), PlainChoice(.hintDiscard, .discard, strings)]
    choices.append(
      PlainChoice(strings.string(.hintQueueAndQuit).capitalizedFirst) { session in
        session.spawn { await session.queueTakeAndExit() }
      })
    return PlainPage(lines: lines, choices: choices)
  }

  static func uploaded(_ session: TerminalShell) -> PlainPage {
    let strings = session.strings
    return PlainPage(
      lines: [strings.string(.uploadDone)],
      choices: [PlainChoice(.hintCues, .back, strings)]
        + navigation(session).filter { $0.label != strings.string(.tabCues) })
  }

  static func history(_ session: TerminalShell) -> PlainPage {
    let model = session.history
    let strings = session.strings
    var lines: [String] = []
    // The counts and "No recordings yet" are the server's word or a saved copy's, never a guess (issue 35).
    if model.hasLoaded || model.savedAt != nil {
      lines.append(strings.plural(.historyProgress, count: model.practisedCueCount, model.cueCount))
      if let savedAt = model.savedAt {
        lines.append(
          strings.savedHistoryNotice(
            savedAt: savedAt, offline: model.savedCopyReason != nil, timeZone: session.terminal.timeZone))
      }
      if let progress = model.progress { lines += ProgressLines.lines(progress, strings.localizer) }
      if model.recordings.isEmpty { lines.append(strings.string(.historyEmpty)) }
    } else if model.isLoading {
      lines.append(strings.waiting(model.isSlow ? .slow : .loading))
    }
    if model.savedAt == nil, let message = strings.text(for: model.failure) { lines.append(message) }
    let attempts = ScreenHistory.attempts(model.recordings)
    let evaluations = session.model.showsEvaluations
    if evaluations {
      // Each cue's trend over its attempts, in the order the list first names the cue.
      var seen = Set<String>()
      for recording in model.recordings where seen.insert(recording.cueID).inserted {
        let trend = FeedbackMessages.trend(
          of: CueAttempts(cueID: recording.cueID, recordings: model.recordings), strings.localizer)
        lines.append(TerminalSafeText.line(session.title(ofCue: recording.cueID)) + ": " + trend)
      }
    }
    var choices: [PlainChoice] = []
    for (index, recording) in model.recordings.enumerated() {
      let seconds = InteractiveFormat.seconds(Double(recording.durationMilliseconds ?? 0) / 1000)
      var label =
        "\(strings.string(.hintDelete).capitalizedFirst): \(session.title(ofCue: recording.cueID)), "
        + "\(InteractiveFormat.date(recording.createdAt, timeZone: session.timeZone)), "
        + "\(strings.string(.unitSeconds, seconds)), "
        + strings.string(.historyAttempt, attempts[index].number)
      if evaluations { label += evaluationSuffix(attempts[index], strings) }
      choices.append(
        PlainChoice(label) { session in
          session.ui.historySelection = index
          return session.perform(.delete)
        })
      if session.model.canPlay(recording) {
        let play =
          "\(strings.string(.hintPlay).capitalizedFirst): \(session.title(ofCue: recording.cueID)), "
          + strings.string(.historyAttempt, attempts[index].number)
        choices.append(
          PlainChoice(play) { session in
            session.ui.historySelection = index
            return session.play()
          })
      }
    }
    lines += playbackLines(session)
    if model.hasMore { choices.append(PlainChoice(.hintMore, .loadMore, strings)) }
    return PlainPage(lines: lines, choices: choices + navigation(session))
  }

  static func settings(_ session: TerminalShell) -> PlainPage {
    let model = session.settings
    let strings = session.strings
    let practice =
      model.practiceLanguage.map { TerminalSafeText.line("\($0.nativeName) (\($0.localizedName))") }
      ?? strings.practiceLanguageUnknown(loading: session.model.accountLoad, switching: model.isWorking)
    let analytics = strings.string(session.analyticsOn ? .settingsAnalyticsOn : .settingsAnalyticsOff)
    let preview = strings.string(session.model.onDevicePreviewOn ? .settingsPreviewOn : .settingsPreviewOff)
    let items = session.settingsItems.map { item -> String in
      switch item {
      case .practiceLanguage: "\(strings.string(.settingsPracticeLanguage)): \(practice)"
      case .uiLanguage: "\(strings.string(.settingsUILanguage)): \(session.pickerNativeName(session.uiLanguage.value))"
      case .analytics: "\(strings.string(.settingsAnalytics)): \(analytics)"
      case .onDevicePreview: "\(strings.string(.settingsPreview)): \(preview)"
      case .signOut: "\(strings.string(.settingsSignOut)) (\(session.account ?? ""))"
      }
    }
    var lines = [strings.string(.tabSettings)]
    if let message = strings.text(for: model.failure) { lines.append(message) }
    let choices = items.enumerated().map { index, label in
      PlainChoice(label) { session in
        session.ui.settingsSelection = index
        return session.perform(.open)
      }
    }
    return PlainPage(lines: lines, choices: choices + navigation(session))
  }

  static func picker(_ session: TerminalShell) -> PlainPage {
    let kind: InteractiveStrings.Key =
      session.route == .languagePicker(.ui) ? .settingsChooseUI : .settingsChoosePractice
    let current = session.pickerCurrent
    let strings = session.strings
    let choices = session.pickerOptions.enumerated().map { index, option in
      let mark = option.code == current ? " — " + strings.string(.settingsCurrent) : ""
      return PlainChoice("\(option.nativeName) (\(option.localizedName))\(mark)") { session in
        session.ui.pickerSelection = index
        return session.perform(.open)
      }
    }
    return PlainPage(
      lines: [strings.string(kind)],
      choices: choices + [PlainChoice(.plainMenuBack, .back, strings), PlainChoice(.plainMenuQuit, .quit, strings)])
  }

  static func developerTools(_ session: TerminalShell) -> PlainPage {
    guard let console = session.console else { return PlainPage(lines: []) }
    if session.ui.hostField != nil { return PlainPage(lines: [], prompt: .host) }
    let strings = session.strings
    var heading = strings.string(.devTitle) + " — " + strings.plural(.devCount, count: console.entries.count)
    if console.failedOnly { heading += ", " + strings.string(.devFilterFailed) }
    if let host = console.host { heading += ", " + strings.string(.devFilterHost, host) }
    var lines = [heading]
    if console.entries.isEmpty { lines.append(strings.string(console.isFiltered ? .devNoMatch : .devEmpty)) }
    var choices = console.entries.enumerated().map { index, entry in
      let status = entry.status.map(String.init) ?? "ERR"
      return PlainChoice("\(entry.method) \(status) \(Int((entry.duration * 1000).rounded())) ms \(entry.url)") {
        session in
        session.ui.networkSelection = index
        return session.perform(.open)
      }
    }
    choices.append(PlainChoice(.hintFailedOnly, .toggleFailedOnly, strings))
    choices.append(PlainChoice(.hintHostFilter, .editHostFilter, strings))
    choices.append(PlainChoice(.hintRefresh, .refresh, strings))
    return PlainPage(lines: lines, choices: choices + navigation(session))
  }

  static func networkEntry(_ session: TerminalShell) -> PlainPage {
    guard let console = session.console, console.entries.indices.contains(session.ui.networkSelection) else {
      return PlainPage(lines: [])
    }
    let strings = session.strings
    return PlainPage(
      lines: ScreenNetworkEntry.lines(console.entries[session.ui.networkSelection], strings),
      choices: [PlainChoice(.plainMenuBack, .back, strings), PlainChoice(.plainMenuQuit, .quit, strings)])
  }

  /// "Uploading… 50%": progress in quarters, so a screen reader hears a handful of lines.
  static func progressLine(_ state: UploadJobState, _ strings: InteractiveStrings) -> String {
    switch state {
    case .uploading(let progress) where progress.totalBytes > 0:
      let quarter = Int(Double(progress.bytesSent) / Double(progress.totalBytes) * 4) * 25
      return strings.string(
        .uploadProgress, "\(min(quarter, 100))%", InteractiveFormat.bytes(Int64(progress.totalBytes), strings))
    case .waitingForNetwork: return strings.string(.uploadWaiting)
    default: return strings.string(.uploadQueued)
    }
  }

  /// What the history's player is doing: the recording playing, or why the last one did not play.
  static func playbackLines(_ session: TerminalShell) -> [String] {
    guard let playback = session.playback else { return [] }
    if let failure = playback.failure { return [PlaybackWords.text(failure.error, session.strings.localizer)] }
    if case .playing(let id, let position, _) = playback.state,
      let recording = session.history.recordings.first(where: { $0.id == id })
    {
      return [
        TerminalSafeText.line(session.title(ofCue: recording.cueID)) + "  "
          + session.strings.string(.historyPlaying, InteractiveFormat.clock(position))
      ]
    }
    return []
  }
}

extension String {
  /// The first letter upper-cased ("send again" → "Send again").
  var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }

}
