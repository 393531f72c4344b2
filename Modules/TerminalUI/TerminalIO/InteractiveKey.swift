import ChatterboxComposition

/// One key press (or a bracketed paste) as the app sees it.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.feed([0x1B, 0x5B, 0x41]) // [.up]
/// ```
package enum InteractiveKey: Equatable, Sendable, CustomStringConvertible {
  case character(Character)
  case enter, escape, tab, backTab, backspace, delete
  case up, down, left, right, pageUp, pageDown, home, end
  /// Ctrl-C: raw mode delivers it as a key instead of SIGINT, so quitting can be done safely.
  case interrupt
  /// Ctrl-D.
  case endOfInput
  /// Another control key, by its letter (Ctrl-R is `control("r")`).
  case control(Character)
  /// Text pasted while bracketed paste is on (a magic link), delivered whole so its letters are
  /// not taken for shortcuts.
  case paste(String)

  package var description: String {
    switch self {
    case .character(" "): "space"
    case .character(let character): String(character)
    case .enter: "enter"
    case .escape: "esc"
    case .tab: "tab"
    case .backTab: "shift-tab"
    case .backspace: "backspace"
    case .delete: "delete"
    case .up: "↑"
    case .down: "↓"
    case .left: "←"
    case .right: "→"
    case .pageUp: "pgup"
    case .pageDown: "pgdn"
    case .home: "home"
    case .end: "end"
    case .interrupt: "ctrl-c"
    case .endOfInput: "ctrl-d"
    case .control(let letter): "ctrl-\(letter)"
    case .paste: "paste"
    }
  }
}
