/// Turns terminal bytes into keys, for both terminal readers (the full-screen app's
/// ``TerminalScreen`` and the one-key prompts' ``TerminalKeyReader``). Bytes may arrive split
/// across reads, so a sequence or a UTF-8 character is buffered until it is complete; a lone ESC
/// is only the Escape key once ``flushEscape()`` says no byte followed it (the reader calls it
/// after ``KeyReadLoop/escapeWait``). A bracketed paste is one ``InteractiveKey/paste(_:)``.
///
/// Never fails: bytes that form no key (an unknown sequence, invalid UTF-8) are dropped.
package struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []
  private var paste: [UInt8]?

  private static let pasteStart: [UInt8] = Array("\u{1B}[200~".utf8)
  private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)
  /// The longest escape sequence waited for; anything longer is not one we know.
  private static let longestSequence = 16

  package init() {}

  /// Whether an ESC waits for the rest of its sequence: the reader should call ``flushEscape()``
  /// if nothing arrives soon. A half UTF-8 character or a paste in progress waits without a limit.
  package var isWaitingAfterEscape: Bool { paste == nil && pending.first == 0x1B }

  /// The keys `bytes` complete, in order; bytes of an unfinished key stay buffered.
  package mutating func feed(_ bytes: some Sequence<UInt8>) -> [InteractiveKey] {
    var keys: [InteractiveKey] = []
    for byte in bytes {
      if paste != nil {
        if let text = appendToPaste(byte) { keys.append(.paste(text)) }
        continue
      }
      pending.append(byte)
      if let key = decodePending() { keys.append(key) }
    }
    return keys
  }

  /// The Escape key when a lone ESC (or an unfinished sequence) is waiting, else nothing.
  package mutating func flushEscape() -> [InteractiveKey] {
    guard isWaitingAfterEscape else { return [] }
    pending = []
    return [.escape]
  }

  /// Adds a pasted byte; the whole text once the closing marker has arrived.
  private mutating func appendToPaste(_ byte: UInt8) -> String? {
    paste?.append(byte)
    guard let text = paste, text.count >= Self.pasteEnd.count,
      text[(text.count - Self.pasteEnd.count)...].elementsEqual(Self.pasteEnd)
    else { return nil }
    paste = nil
    return String(decoding: text.dropLast(Self.pasteEnd.count), as: UTF8.self)
  }

  private mutating func decodePending() -> InteractiveKey? {
    guard let first = pending.first else { return nil }
    if first == 0x1B { return decodeEscape() }
    if first < 0x20 || first == 0x7F {
      pending = []
      return Self.control(first)
    }
    // UTF-8: wait for the whole scalar (a byte that cannot start one is dropped at once).
    let expected = first >= 0xF8 ? 1 : first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 1
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
      if pending.count > Self.longestSequence { pending = [] }
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
