import AppFeature
import ChatterboxAPI
import ChatterboxComposition
import DeveloperToolsFeature
import FeatureGates
import Foundation
import PracticeFeature
import SettingsFeature

extension TerminalShell {
  /// What is on screen, for the key map.
  var screen: ScreenID {
    switch route {
    case .loading: return .loading
    case .signIn:
      switch signIn.step {
      case .enteringEmail: return .signInEmail
      case .awaitingLink: return .signInCode
      case .signingIn, .signedIn: return .signInWorking
      }
    case .cues: return .cues
    case .practice:
      switch practice?.phase {
      case nil: return .cues
      case .viewingCue: return .cueDetail
      case .recording: return .recording
      case .reviewing: return .review
      case .uploading: return .uploading
      case .done: return .uploaded
      case .waitingForEvaluation: return .analysing
      case .showingResult, .evaluationFailed: return .feedback
      }
    case .history: return .history
    case .settings: return .settings
    case .languagePicker: return .languagePicker
    case .developerTools: return ui.hostField == nil ? .developerTools : .hostFilter
    case .networkEntry: return .networkEntry
    }
  }

  /// Tabs the account can see: history and developer tools follow their feature gates.
  var tabs: [Tab] { TabGating.visibleTabs(canSee: access.canSee, hasNetworkConsole: console != nil) }

  /// The key map's view of the moment.
  var keyContext: KeyContext {
    let screen = self.screen
    var capabilities: Set<Capability> = []
    if screen == .cues, cues.hasMore { capabilities.insert(.more) }
    if screen == .history, history.hasMore { capabilities.insert(.more) }
    if screen == .history, history.progress != nil { capabilities.insert(.progress) }
    if access.canSee(.shuffle) { capabilities.insert(.shuffle) }
    if screen == .review, terminal.canPlay { capabilities.insert(.player) }
    if screen == .cueDetail, round?.modelAnswer?.hasAnswer == true { capabilities.insert(.modelAnswer) }
    if screen == .history, let recording = selectedRecording, model.canPlay(recording) { capabilities.insert(.player) }
    if let state = playback?.state, state != .idle { capabilities.insert(.playback) }
    if signIn.canResend { capabilities.insert(.resend) }
    if console?.host != nil { capabilities.insert(.hostFilter) }
    if screen == .feedback || screen == .analysing, shownFeedback != nil { capabilities.insert(.details) }
    return KeyContext(screen: screen, modal: modal, capabilities: capabilities, tabs: tabs)
  }

  /// Handles a key press; the returned task (if any) is the async work it started. A key that
  /// arrived in a burst (`arrival` is `.buffered`: pasted or typed-ahead input) never answers a
  /// question with yes and never throws a take away: it is ignored and the dialog stays open.
  @discardableResult
  func handle(_ key: InteractiveKey, arrival: KeyArrival = .alone) -> Task<Void, Never>? {
    guard let action = KeyMap.action(for: key, in: keyContext), permits(action, arrival: arrival) else { return nil }
    return perform(action)
  }

  /// Whether a key that arrived as `arrival` may do `action` now (AppFeature's ``KeyArrival`` rules).
  func permits(_ action: InteractiveAction, arrival: KeyArrival) -> Bool {
    switch action {
    case .confirm, .discardAndQuit, .deny:
      guard let question = model.confirmation else { return true }
      let answer: ConfirmationAnswer = action == .confirm ? .yes : action == .discardAndQuit ? .discard : .no
      return arrival.mayAnswer(question, with: answer)
    case .discard, .redo: return arrival.mayDropTake
    default: return true
    }
  }

  /// Performs an action: state changes happen now (so typed letters never reorder), view-model
  /// calls run in the returned task.
  @discardableResult
  func perform(_ action: InteractiveAction) -> Task<Void, Never>? {
    if case .type = action {} else if action != .dismiss, action != .suspend { ui.notice = nil }
    switch action {
    case .quit: return requestQuit()
    case .suspend: return prepareToSuspend()
    case .help: ui.showsHelp = true
    case .dismiss:
      ui.showsHelp = false
      model.cancel()
    case .back: back()
    case .nextTab, .previousTab, .goToTab: return switchTab(action)
    case .moveUp, .moveDown, .pageUp, .pageDown, .moveToFirst, .moveToLast: return move(action)
    case .open: return openSelection()
    case .type(let character): type(String(character))
    case .paste(let text): type(text.filter { !$0.isNewline })
    case .deleteBackward: deleteBackward()
    case .submit: return submit()
    case .resend: return spawn { [signIn] in await signIn.resend() }
    case .changeEmail: model.editEmail()
    case .loadMore: return loadMore()
    case .shuffle:
      guard access.canSee(.shuffle) else { return nil }
      return spawn { [weak self, cues] in
        await cues.shuffle()
        self?.ui.cueSelection = 0
      }
    case .refresh: return refresh()
    case .record: startRecording(.microphone)
    case .recordTone: startRecording(.tone)
    case .togglePause: return spawn { [recorder = terminal.recorder] in await recorder.togglePause() }
    case .stopRecording: return round.map { round in spawn { await round.stopTake() } }
    case .cancelRecording:
      // Never at once: the take is thrown away only after a yes (the recording goes on meanwhile).
      model.requestCancelTake()
    case .play: return play()
    case .toggleProgress: ui.showsProgress.toggle()
    case .listen, .listenSlowly:
      guard let listener = round?.modelAnswer, listener.hasAnswer else { return nil }
      let slowly = action == .listenSlowly
      return spawn { await listener.listen(slowly: slowly) }
    case .redo: round?.redo()
    case .discard: round?.discard()
    case .upload: return startUpload()
    case .toggleDetails: ui.showsFeedbackDetails.toggle()
    case .practiseAgain: round?.practiseAgain()
    case .delete:
      guard let recording = selectedRecording else { return nil }
      model.requestDelete(recording)
    case .seekBackward: playback?.seek(by: -10)
    case .seekForward: playback?.seek(by: 10)
    case .confirm: return confirm()
    case .deny: model.cancel()
    case .discardAndQuit:
      guard model.discardTakeAndQuit() else { return nil }
      return finishExit()
    case .toggleFailedOnly:
      guard let console else { return nil }
      console.failedOnly.toggle()
      ui.networkSelection = 0
      return spawn { await console.reload() }
    case .editHostFilter: ui.hostField = console?.host ?? ""
    case .clearHostFilter:
      ui.hostField = nil
      guard let console, console.host != nil else { return nil }
      console.host = nil
      return spawn { await console.reload() }
    }
    return nil
  }

  // MARK: Text fields

  func type(_ text: String) {
    switch screen {
    case .signInEmail: signIn.email += text
    case .signInCode: model.linkOrCode += text
    case .hostFilter: ui.hostField? += text
    default: break
    }
  }

  func deleteBackward() {
    switch screen {
    case .signInEmail: if !signIn.email.isEmpty { signIn.email.removeLast() }
    case .signInCode: if !model.linkOrCode.isEmpty { model.linkOrCode.removeLast() }
    case .hostFilter: if ui.hostField?.isEmpty == false { ui.hostField?.removeLast() }
    default: break
    }
  }

  func submit() -> Task<Void, Never>? {
    switch screen {
    case .signInEmail:
      return model.submitEmail().map { submitted in spawn { await submitted.value } }
    case .signInCode:
      switch model.submitLinkOrCode() {
      case .success(let attempt): return spawn { [weak self] in self?.settleSignIn(await attempt.value) }
      case .failure(.busy): return nil
      case .failure(.notLinkOrCode):
        ui.notice = Notice(strings.string(.signInNotLinkOrCode), .error)
        return nil
      }
    case .hostFilter:
      guard let console, let field = ui.hostField else { return nil }
      let host = field.trimmingCharacters(in: .whitespaces)
      console.host = host.isEmpty ? nil : host
      ui.hostField = nil
      ui.networkSelection = 0
      return spawn { await console.reload() }
    default: return nil
    }
  }
}

extension InteractiveUIState {
  /// Rows of the open network entry's detail, for scrolling.
  @MainActor
  func networkEntryRows(width: Int, console: NetworkConsoleViewModel?, selection: Int, strings: InteractiveStrings)
    -> Int
  {
    guard let entries = console?.entries, entries.indices.contains(selection) else { return 0 }
    return ScreenNetworkEntry.rows(entries[selection], width: width, strings: strings).count
  }
}
