import ChatterboxComposition

/// One key binding: the keys, how the footer names them, and the action. The footer, the help
/// screen and key handling all read the same table, so a hint can never lie about a key.
///
/// ```swift
/// KeyBinding([.character("s")], "s", .hintShuffle, .shuffle, requires: .shuffle)
/// ```
package struct KeyBinding: Equatable, Sendable {
  let keys: [InteractiveKey]
  let label: String
  let hint: InteractiveStrings.Key
  let action: InteractiveAction
  let requires: Capability?
  /// Shown in the footer (everything is listed in help).
  let inFooter: Bool

  init(
    _ keys: [InteractiveKey], _ label: String, _ hint: InteractiveStrings.Key, _ action: InteractiveAction,
    requires: Capability? = nil, footer: Bool = true
  ) {
    self.keys = keys
    self.label = label
    self.hint = hint
    self.action = action
    self.requires = requires
    self.inFooter = footer
  }
}

/// Keys → actions, per screen. Pure: no terminal, no view models.
///
/// ```swift
/// KeyMap.action(for: .enter, in: KeyContext(screen: .recording)) // .stopRecording
/// ```
package enum KeyMap {
  /// The action for `key` now, or `nil` if the key does nothing here.
  static func action(for key: InteractiveKey, in context: KeyContext) -> InteractiveAction? {
    if key == .interrupt { return .quit }  // Ctrl-C always quits (safely) — the way out of any field.
    // Ctrl-Z always suspends (raw mode delivers it as a key; the loop gives the terminal back first).
    if key == .control("z") { return .suspend }
    if case .help = context.modal { return .dismiss }
    if let binding = bindings(for: context).first(where: { $0.keys.contains(key) }) { return binding.action }
    guard context.modal == nil, context.screen.isTextEntry else { return nil }
    switch key {
    case .character(let character): return .type(character)
    case .paste(let text): return .paste(text)
    default: return nil
    }
  }

  /// The bindings available now, screen-specific first, in footer order.
  static func bindings(for context: KeyContext) -> [KeyBinding] {
    let all: [KeyBinding]
    switch context.modal {
    case .help: all = [KeyBinding([.escape, .enter, .character("?"), .character("q")], "esc", .hintClose, .dismiss)]
    case .confirm(.quitWithTake):
      all = [
        KeyBinding([.character("y"), .character("u"), .enter], "y", .hintQueueAndQuit, .confirm),
        KeyBinding([.character("d")], "d", .hintDiscardAndQuit, .discardAndQuit),
        KeyBinding([.character("n"), .escape], "esc", .hintStay, .deny),
      ]
    case .confirm(.discardTake):
      // Not Enter: it stops a take elsewhere, and a habit must not throw one away.
      all = [
        KeyBinding([.character("d"), .character("y")], "d", .hintDiscard, .confirm),
        KeyBinding([.escape, .character("n"), .character("q")], "esc", .hintKeepRecording, .deny),
      ]
    case .confirm:
      all = [
        KeyBinding([.character("y"), .enter], "y", .hintYes, .confirm),
        KeyBinding([.character("n"), .escape], "n", .hintNo, .deny),
      ]
    case nil:
      all = screenBindings(context.screen) + globalBindings(context)
    }
    return all.filter { binding in binding.requires.map(context.capabilities.contains) ?? true }
  }

  /// Up and down are one footer hint but two actions; this splits them.
  private static func list(openLabel: InteractiveStrings.Key = .hintOpen) -> [KeyBinding] {
    [
      KeyBinding([.up, .character("k")], "↑↓", .hintMove, .moveUp),
      KeyBinding([.down, .character("j")], "↓", .hintMove, .moveDown, footer: false),
      KeyBinding([.pageUp], "pgup", .hintScroll, .pageUp, footer: false),
      KeyBinding([.pageDown, .character(" ")], "pgdn", .hintScroll, .pageDown, footer: false),
      KeyBinding([.home, .character("g")], "home", .hintMove, .moveToFirst, footer: false),
      KeyBinding([.end, .character("G")], "end", .hintMove, .moveToLast, footer: false),
      KeyBinding([.enter, .right, .character("l")], "enter", openLabel, .open),
    ]
  }

  private static func screenBindings(_ screen: ScreenID) -> [KeyBinding] {
    switch screen {
    case .loading, .signInWorking: []
    case .signInEmail:
      [
        KeyBinding([.enter], "enter", .hintSendLink, .submit),
        KeyBinding([.backspace], "⌫", .hintDelete, .deleteBackward, footer: false),
      ]
    case .signInCode:
      [
        KeyBinding([.enter], "enter", .hintSignIn, .submit),
        KeyBinding([.control("r")], "ctrl-r", .hintResend, .resend, requires: .resend),
        KeyBinding([.escape], "esc", .hintChangeEmail, .changeEmail),
        KeyBinding([.backspace], "⌫", .hintDelete, .deleteBackward, footer: false),
      ]
    case .hostFilter:
      [
        KeyBinding([.enter], "enter", .hintApply, .submit),
        KeyBinding([.escape], "esc", .hintClear, .clearHostFilter),
        KeyBinding([.backspace], "⌫", .hintDelete, .deleteBackward, footer: false),
      ]
    case .cues:
      list() + [
        KeyBinding([.character("n")], "n", .hintMore, .loadMore, requires: .more),
        KeyBinding([.character("s")], "s", .hintShuffle, .shuffle, requires: .shuffle),
        KeyBinding([.character("r")], "r", .hintRefresh, .refresh),
      ]
    case .cueDetail:
      [
        KeyBinding([.enter, .character("r")], "enter", .hintRecord, .record),
        KeyBinding([.character("t")], "t", .hintRecordTone, .recordTone),
        KeyBinding([.character("m")], "m", .hintListen, .listen, requires: .modelAnswer),
        KeyBinding([.character("M")], "M", .hintListenSlowly, .listenSlowly, requires: .modelAnswer),
        KeyBinding([.escape, .backspace, .left], "esc", .hintBack, .back),
      ]
    case .recording:
      [
        KeyBinding([.character(" "), .character("p")], "space", .hintPause, .togglePause),
        KeyBinding([.enter, .character("s")], "enter", .hintStop, .stopRecording),
        KeyBinding([.character("q"), .escape], "q", .hintCancel, .cancelRecording),
      ]
    case .review:
      [
        KeyBinding([.character("p"), .character(" ")], "p", .hintPlay, .play, requires: .player),
        KeyBinding([.character("r")], "r", .hintRedo, .redo),
        KeyBinding([.character("d")], "d", .hintDiscard, .discard),
        // Not Enter: it just stopped the take, and a double press must not upload unreviewed.
        KeyBinding([.character("u")], "u", .hintUpload, .upload),
        KeyBinding([.character("q")], "q", .hintQuit, .quit),
      ]
    case .uploading:
      [KeyBinding([.escape, .backspace, .left], "esc", .hintKeepUploading, .back)]
    case .uploaded:
      [KeyBinding([.enter, .escape, .backspace, .left], "enter", .hintCues, .back)]
    case .analysing:
      // Leaving never waits for the evaluation: the model stops asking and resumes on return.
      [
        KeyBinding([.enter, .escape, .backspace, .left], "enter", .hintCues, .back),
        KeyBinding([.character("i")], "i", .hintDetails, .toggleDetails, requires: .details),
        KeyBinding([.character("r")], "r", .hintPractiseAgain, .practiseAgain),
      ]
    case .feedback:
      [
        KeyBinding([.character("i")], "i", .hintDetails, .toggleDetails, requires: .details),
        KeyBinding([.character("r")], "r", .hintPractiseAgain, .practiseAgain),
        KeyBinding([.enter, .escape, .backspace, .left], "enter", .hintCues, .back),
      ]
    case .history:
      Array(list().dropLast()) + [
        KeyBinding([.enter, .character("p")], "enter", .hintPlay, .play, requires: .player),
        KeyBinding([.left], "←→", .hintSeek, .seekBackward, requires: .playback),
        KeyBinding([.right], "→", .hintSeek, .seekForward, requires: .playback, footer: false),
        KeyBinding([.character("d"), .delete], "d", .hintDelete, .delete),
        KeyBinding([.character("s")], "s", .hintProgress, .toggleProgress, requires: .progress),
        KeyBinding([.character("n")], "n", .hintMore, .loadMore, requires: .more),
        KeyBinding([.character("r")], "r", .hintRefresh, .refresh),
      ]
    case .settings:
      list(openLabel: .hintChoose)
    case .languagePicker:
      list(openLabel: .hintChoose) + [KeyBinding([.escape, .backspace, .left], "esc", .hintBack, .back)]
    case .developerTools:
      list() + [
        KeyBinding([.character("f")], "f", .hintFailedOnly, .toggleFailedOnly),
        KeyBinding([.character("/")], "/", .hintHostFilter, .editHostFilter),
        KeyBinding([.character("r")], "r", .hintRefresh, .refresh),
      ]
    case .networkEntry:
      [
        KeyBinding([.up, .character("k")], "↑↓", .hintScroll, .moveUp),
        KeyBinding([.down, .character("j")], "↓", .hintScroll, .moveDown, footer: false),
        KeyBinding([.pageUp], "pgup", .hintScroll, .pageUp, footer: false),
        KeyBinding([.pageDown, .character(" ")], "pgdn", .hintScroll, .pageDown, footer: false),
        KeyBinding([.escape, .backspace, .left], "esc", .hintBack, .back),
      ]
    }
  }

  /// Keys that work on every screen where the user may leave: not while recording or reviewing
  /// a take (which must be finished first), and not inside a text field (where letters type).
  private static func globalBindings(_ context: KeyContext) -> [KeyBinding] {
    let screen = context.screen
    if screen == .recording || screen == .review || screen == .loading { return [] }
    var bindings: [KeyBinding] = []
    if screen != .signInEmail, screen != .signInCode, screen != .signInWorking {
      bindings.append(KeyBinding([.tab], "tab", .hintNextTab, .nextTab))
      bindings.append(KeyBinding([.backTab], "shift-tab", .hintPreviousTab, .previousTab, footer: false))
      if !screen.isTextEntry {
        for tab in context.tabs {
          let digit = Character(String(tab.rawValue))
          bindings.append(KeyBinding([.character(digit)], "\(digit)", tab.title, .goToTab(tab.rawValue), footer: false))
        }
      }
    }
    if screen.isTextEntry { return bindings + [KeyBinding([.interrupt], "ctrl-c", .hintQuit, .quit)] }
    if ![.cueDetail, .uploading, .uploaded, .analysing, .feedback, .languagePicker, .networkEntry].contains(screen) {
      bindings.append(KeyBinding([.escape, .backspace], "esc", .hintBack, .back, footer: false))
    }
    bindings.append(KeyBinding([.character("?")], "?", .hintHelp, .help))
    bindings.append(KeyBinding([.character("q")], "q", .hintQuit, .quit))
    return bindings
  }
}
