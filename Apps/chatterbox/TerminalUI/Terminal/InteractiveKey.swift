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

/// Turns terminal bytes into keys. Escape sequences may arrive split across reads, so bytes are
/// buffered until a sequence is complete; a lone ESC is only a key once ``flushEscape()`` says no
/// more bytes followed it (the reader calls it after a short pause).
package struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []
  private var paste: [UInt8]?

  private static let pasteStart: [UInt8] = Array("\u{1B}[200~".utf8)
  private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

  /// Whether bytes are waiting for the rest of a sequence.
  var isPending: Bool { !pending.isEmpty }

  /// Decodes what can be decoded.
  mutating func feed(_ bytes: [UInt8]) -> [InteractiveKey] {
    var keys: [InteractiveKey] = []
    for byte in bytes {
      if paste != nil {
        paste?.append(byte)
        if let text = paste, text.count >= Self.pasteEnd.count, Array(text.suffix(Self.pasteEnd.count)) == Self.pasteEnd
        {
          keys.append(.paste(String(decoding: text.dropLast(Self.pasteEnd.count), as: UTF8.self)))
          paste = nil
        }
        continue
      }
      pending.append(byte)
      if let key = decodePending() { keys.append(key) }
    }
    return keys
  }

  /// A lone ESC with nothing after it is the Escape key.
  mutating func flushEscape() -> [InteractiveKey] {
    guard !pending.isEmpty else { return [] }
    let wasEscape = pending.first == 0x1B
    pending = []
    return wasEscape ? [.escape] : []
  }

  private mutating func decodePending() -> InteractiveKey? {
    guard let first = pending.first else { return nil }
    if first == 0x1B { return decodeEscape() }
    if first < 0x20 || first == 0x7F {
      pending = []
      return Self.control(first)
    }
    // UTF-8: wait for the whole scalar.
    let expected = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 1
    guard pending.count >= expected else { return nil }
    defer { pending = [] }
    guard let character = String(bytes: pending, encoding: .utf8)?.first else { return nil }
    return .character(character)
  }

  private static func control(_ byte: UInt8) -> InteractiveKey? {
    switch byte {
    case 0x0D, 0x0A: .enter
    case 0x09: .tab
    case 0x7F, 0x08: .backspace
    case 0x03: .interrupt
    case 0x04: .endOfInput
    case 0x01...0x1A: .control(Character(Unicode.Scalar(byte + 0x60)))
    default: nil
    }
  }

  private mutating func decodeEscape() -> InteractiveKey? {
    guard pending.count >= 2 else { return nil }
    let introducer = pending[1]
    guard introducer == 0x5B || introducer == 0x4F else {
      // ESC followed by anything else: Alt+key. Treat it as Escape and drop the key.
      pending = []
      return .escape
    }
    guard pending.count >= 3, let last = pending.last, (0x40...0x7E).contains(last) else {
      if pending.count > 16 { pending = [] }  // not a sequence we know; give up
      return nil
    }
    let sequence = pending
    pending = []
    if sequence == Self.pasteStart {
      paste = []
      return nil
    }
    let parameters = String(decoding: sequence.dropFirst(2).dropLast(), as: UTF8.self)
    switch (last, parameters) {
    case (0x41, _): return .up
    case (0x42, _): return .down
    case (0x43, _): return .right
    case (0x44, _): return .left
    case (0x48, _): return .home
    case (0x46, _): return .end
    case (0x5A, _): return .backTab
    case (0x7E, "1"), (0x7E, "7"): return .home
    case (0x7E, "4"), (0x7E, "8"): return .end
    case (0x7E, "3"): return .delete
    case (0x7E, "5"): return .pageUp
    case (0x7E, "6"): return .pageDown
    default: return nil
    }
  }
}
