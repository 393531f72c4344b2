import ChatterboxAPI
import CuesFeature
import Foundation
import PracticeFeature

/// One numbered choice in plain mode: its words and the session action it runs.
@MainActor
struct PlainChoice {
  let label: String
  let run: @MainActor (InteractiveSession) -> Task<Void, Never>?

  init(_ label: String, _ run: @escaping @MainActor (InteractiveSession) -> Task<Void, Never>?) {
    self.label = label
    self.run = run
  }

  /// A choice that performs one action.
  init(_ label: InteractiveStrings.Key, _ action: InteractiveAction) {
    self.init(InteractiveStrings.string(label).capitalizedFirst) { $0.perform(action) }
  }
}

/// What plain mode prints for a screen, and how it reads the answer.
@MainActor
struct PlainPage {
  enum Prompt: Equatable { case menu, email, linkOrCode, confirm, host }
  var lines: [String]
  var choices: [PlainChoice] = []
  var prompt: Prompt = .menu

  /// The question after the page.
  var promptText: String {
    switch prompt {
    case .email: InteractiveStrings.string(.plainEmailPrompt)
    case .linkOrCode: InteractiveStrings.string(.plainCodePrompt)
    case .confirm: InteractiveStrings.string(.plainConfirm, "")
    case .host: InteractiveStrings.string(.plainHostPrompt)
    case .menu: InteractiveStrings.string(.plainChoose, choices.count == 1 ? "1" : "1–\(choices.count)")
    }
  }
}

/// Plain-mode pages, one per screen, from the same session state the full-screen screens read.
/// Pure text: the tests snapshot these too.
@MainActor
enum PlainPages {
  static func page(for session: InteractiveSession) -> PlainPage {
    if case .confirm = session.ui.modal {
      return PlainPage(lines: [session.dialogText ?? ""], prompt: .confirm)
    }
    var page: PlainPage
    switch session.screen {
    case .loading, .signInWorking: page = PlainPage(lines: [InteractiveStrings.string(.loading)])
    case .signInEmail: page = signInEmail(session)
    case .signInCode: page = signInCode(session)
    case .cues: page = cues(session)
    case .cueDetail: page = cueDetail(session)
    case .recording: page = PlainPage(lines: [])
    case .review: page = review(session)
    case .uploading: page = PlainPage(lines: [InteractiveStrings.string(.uploadTitle, session.practice?.cue.title ?? "")])
    case .uploaded: page = uploaded(session)
    case .history: page = history(session)
    case .settings: page = settings(session)
    case .languagePicker: page = picker(session)
    case .developerTools, .hostFilter: page = developerTools(session)
    case .networkEntry: page = networkEntry(session)
    }
    if let notice = session.ui.notice { page.lines.append(notice.text) }
    page.lines += page.choices.enumerated().map { "\($0.offset + 1). \($0.element.label)" }
    return page
  }

  /// The way between screens (and out), appended to every menu.
  static func navigation(_ session: InteractiveSession, back: Bool = false) -> [PlainChoice] {
    var choices: [PlainChoice] = []
    if back { choices.append(PlainChoice(.plainMenuBack, .back)) }
    for tab in session.tabs where tab.route != session.route {
      choices.append(PlainChoice(InteractiveStrings.string(tab.title)) { $0.show(tab) })
    }
    choices.append(PlainChoice(.plainMenuQuit, .quit))
    return choices
  }

  static func signInEmail(_ session: InteractiveSession) -> PlainPage {
    var lines = [InteractiveStrings.string(.signInTitle), InteractiveStrings.string(.signInIntro)]
    if let failure = session.signIn.failure { lines.append(InteractiveMessages.text(for: failure)) }
    return PlainPage(lines: lines, prompt: .email)
  }

  static func signInCode(_ session: InteractiveSession) -> PlainPage {
    let model = session.signIn
    var lines = [InteractiveStrings.string(.signInCheckTitle)]
    if case .awaitingLink(let address) = model.step { lines.append(InteractiveStrings.string(.signInSentTo, address.masked)) }
    lines.append(InteractiveStrings.string(.signInPastePrompt))
    lines.append(
      model.cooldownRemaining > 0
        ? InteractiveStrings.string(.signInResendIn, model.cooldownRemaining) : InteractiveStrings.string(.signInResendReady))
    if let failure = model.failure { lines.append(InteractiveMessages.text(for: failure)) }
    var choices: [PlainChoice] = []
    if model.canResend { choices.append(PlainChoice(.hintResend, .resend)) }
    choices.append(PlainChoice(.hintChangeEmail, .changeEmail))
    choices.append(PlainChoice(.plainMenuQuit, .quit))
    return PlainPage(lines: lines, choices: choices, prompt: .linkOrCode)
  }

  static func cues(_ session: InteractiveSession) -> PlainPage {
    let list = session.cues
    guard let language = session.ui.accountUnavailable ? nil : session.practiceLanguageName else {
      let message = InteractiveStrings.string(session.ui.accountUnavailable ? .cuesUnavailable : .cuesNoLanguage)
      return PlainPage(lines: [message], choices: [PlainChoice(.hintRefresh, .refresh)] + navigation(session))
    }
    var lines = [
      InteractiveStrings.string(.cuesHeading, language, list.cues.count)
        + (list.hasMore ? " (" + InteractiveStrings.string(.cuesMore) + ")" : ""),
    ]
    if list.isShowingSavedCues { lines.append(InteractiveStrings.string(.cuesOffline)) }
    if list.cues.isEmpty { lines.append(InteractiveStrings.string(.cuesEmpty)) }
    var choices = list.cues.enumerated().map { index, cue in
      let practised = session.practisedCueIDs.contains(cue.id) ? ", " + InteractiveStrings.string(.cuesPractised) : ""
      return PlainChoice("\(cue.title) (\(cue.difficulty.rawValue)\(practised))") { session in
        session.ui.cueSelection = index
        return session.perform(.open)
      }
    }
    if list.hasMore { choices.append(PlainChoice(.hintMore, .loadMore)) }
    if session.keyContext.capabilities.contains(.shuffle) { choices.append(PlainChoice(.hintShuffle, .shuffle)) }
    choices.append(PlainChoice(.hintRefresh, .refresh))
    return PlainPage(lines: lines, choices: choices + navigation(session))
  }

  static func cueDetail(_ session: InteractiveSession) -> PlainPage {
    guard let practice = session.practice else { return PlainPage(lines: []) }
    let cue = practice.cue
    let content = CueContent(markdown: cue.body)
    var lines = [cue.title, "\(cue.difficulty.rawValue) · \(cue.id)", content.plainPrompt]
    if !content.hints.isEmpty { lines += [InteractiveStrings.string(.cueHints) + ":"] + content.hints.map { "- \($0)" } }
    let status = session.services.recorder.status
    if practice.errorKey == "practice.error.recording_failed", let failure = status.failure {
      lines.append(InteractiveStrings.string(.cueRecordFailed, failure))
      if status.source == .microphone { lines.append(InteractiveStrings.string(.cueToneOffer).replacingOccurrences(of: "Press t", with: "Choose 2")) }
    }
    let choices = [PlainChoice(.hintRecord, .record), PlainChoice(.hintRecordTone, .recordTone)] + navigation(session, back: true)
    return PlainPage(lines: lines, choices: choices)
  }

  static func review(_ session: InteractiveSession) -> PlainPage {
    guard let practice = session.practice else { return PlainPage(lines: []) }
    var lines = [InteractiveStrings.string(.reviewTitle, practice.cue.title)]
    if case .reviewing(let answer) = practice.phase {
      lines.append(InteractiveStrings.string(
        .reviewSummary, InteractiveFormat.seconds(answer.duration), InteractiveFormat.bytes(Int64(answer.byteSize))))
    }
    if let key = practice.errorKey { lines.append(InteractiveStrings.string(.reviewUploadFailed, key)) }
    var choices = [PlainChoice(.hintUpload, .upload)]
    if session.services.practicePlayer != nil { choices.append(PlainChoice(.hintPlay, .play)) }
    choices += [PlainChoice(.hintRedo, .redo), PlainChoice(.hintDiscard, .discard)]
    choices.append(PlainChoice(InteractiveStrings.string(.hintQueueAndQuit).capitalizedFirst) { session in
      session.spawn { await session.queueTakeAndExit() }
    })
    return PlainPage(lines: lines, choices: choices)
  }

  static func uploaded(_ session: InteractiveSession) -> PlainPage {
    PlainPage(
      lines: [InteractiveStrings.string(.uploadDone)],
      choices: [PlainChoice(.hintCues, .back)] + navigation(session).filter { $0.label != InteractiveStrings.string(.tabCues) })
  }

  static func history(_ session: InteractiveSession) -> PlainPage {
    let model = session.history
    var lines = [InteractiveStrings.string(.historyProgress, model.practisedCueCount, model.cueCount)]
    if model.recordings.isEmpty { lines.append(InteractiveStrings.string(.historyEmpty)) }
    if let message = InteractiveMessages.text(forKey: model.errorKey) { lines.append(message) }
    let attempts = ScreenHistory.attemptNumbers(model.recordings)
    var choices: [PlainChoice] = []
    for (index, recording) in model.recordings.enumerated() {
      let seconds = InteractiveFormat.seconds(Double(recording.durationMilliseconds ?? 0) / 1000)
      let label = "\(InteractiveStrings.string(.hintDelete).capitalizedFirst): \(session.title(ofCue: recording.cueID)), "
        + "\(InteractiveFormat.date(recording.createdAt, timeZone: session.services.timeZone)), \(seconds) s, "
        + InteractiveStrings.string(.historyAttempt, attempts[index])
      choices.append(PlainChoice(label) { session in
        session.ui.historySelection = index
        return session.perform(.delete)
      })
    }
    if model.hasMore { choices.append(PlainChoice(.hintMore, .loadMore)) }
    return PlainPage(lines: lines, choices: choices + navigation(session))
  }

  static func settings(_ session: InteractiveSession) -> PlainPage {
    let model = session.settings
    let practice = model.practiceLanguage.map { "\($0.nativeName) (\($0.localizedName))" } ?? InteractiveStrings.string(.settingsNotChosen)
    let items: [(String, ScreenSettings.Item)] = [
      ("\(InteractiveStrings.string(.settingsPracticeLanguage)): \(practice)", .practiceLanguage),
      ("\(InteractiveStrings.string(.settingsUILanguage)): \(session.pickerNativeName(session.uiLanguage.value))", .uiLanguage),
      ("\(InteractiveStrings.string(.settingsSignOut)) (\(session.account ?? ""))", .signOut),
    ]
    var lines = [InteractiveStrings.string(.tabSettings)]
    if let message = InteractiveMessages.text(forKey: model.errorKey) { lines.append(message) }
    let choices = items.map { label, item in
      PlainChoice(label) { session in
        session.ui.settingsSelection = item.rawValue
        return session.perform(.open)
      }
    }
    return PlainPage(lines: lines, choices: choices + navigation(session))
  }

  static func picker(_ session: InteractiveSession) -> PlainPage {
    let kind: InteractiveStrings.Key = session.route == .languagePicker(.ui) ? .settingsChooseUI : .settingsChoosePractice
    let current = session.pickerCurrent
    let choices = session.pickerOptions.enumerated().map { index, option in
      let mark = option.code == current ? " — " + InteractiveStrings.string(.settingsCurrent) : ""
      return PlainChoice("\(option.nativeName) (\(option.localizedName))\(mark)") { session in
        session.ui.pickerSelection = index
        return session.perform(.open)
      }
    }
    return PlainPage(lines: [InteractiveStrings.string(kind)], choices: choices + [PlainChoice(.plainMenuBack, .back), PlainChoice(.plainMenuQuit, .quit)])
  }

  static func developerTools(_ session: InteractiveSession) -> PlainPage {
    guard let console = session.console else { return PlainPage(lines: []) }
    if session.ui.hostField != nil { return PlainPage(lines: [], prompt: .host) }
    var heading = InteractiveStrings.string(.devTitle) + " — " + InteractiveStrings.string(.devCount, console.entries.count)
    if console.failedOnly { heading += ", " + InteractiveStrings.string(.devFilterFailed) }
    if let host = console.host { heading += ", " + InteractiveStrings.string(.devFilterHost, host) }
    var lines = [heading]
    if console.entries.isEmpty { lines.append(InteractiveStrings.string(.devEmpty)) }
    var choices = console.entries.enumerated().map { index, entry in
      let status = entry.status.map(String.init) ?? "ERR"
      return PlainChoice("\(entry.method) \(status) \(Int((entry.duration * 1000).rounded())) ms \(entry.url)") { session in
        session.ui.networkSelection = index
        return session.perform(.open)
      }
    }
    choices.append(PlainChoice(.hintFailedOnly, .toggleFailedOnly))
    choices.append(PlainChoice(.hintHostFilter, .editHostFilter))
    choices.append(PlainChoice(.hintRefresh, .refresh))
    return PlainPage(lines: lines, choices: choices + navigation(session))
  }

  static func networkEntry(_ session: InteractiveSession) -> PlainPage {
    guard let console = session.console, console.entries.indices.contains(session.ui.networkSelection) else { return PlainPage(lines: []) }
    return PlainPage(
      lines: ScreenNetworkEntry.lines(console.entries[session.ui.networkSelection]),
      choices: [PlainChoice(.plainMenuBack, .back), PlainChoice(.plainMenuQuit, .quit)])
  }

  /// "Uploading… 50%": progress in quarters, so a screen reader hears a handful of lines.
  static func progressLine(_ progress: UploadProgress) -> String {
    switch progress {
    case .uploading(let sent, let total) where total > 0:
      let quarter = Int(Double(sent) / Double(total) * 4) * 25
      return InteractiveStrings.string(.uploadProgress, "\(min(quarter, 100))%", InteractiveFormat.bytes(total))
    case .waitingForNetwork: return InteractiveStrings.string(.uploadWaiting)
    default: return InteractiveStrings.string(.uploadQueued)
    }
  }
}

extension String {
  /// The first letter upper-cased ("send again" → "Send again").
  var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
