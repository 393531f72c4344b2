import Testing

@testable import TerminalUI

/// The one decoder both terminal readers use: the full-screen app's and `practice`'s prompts'.
@Suite("Key decoder")
struct KeyDecoderTests {
  func decode(_ bytes: [UInt8]) -> [InteractiveKey] {
    var decoder = KeyDecoder()
    return decoder.feed(bytes)
  }

  /// Feeds `bytes` in reads of `size` bytes, as a reader would get them.
  func decode(_ bytes: [UInt8], inReadsOf size: Int) -> [InteractiveKey] {
    var decoder = KeyDecoder()
    return stride(from: 0, to: bytes.count, by: size).flatMap { start in
      decoder.feed(bytes[start..<min(start + size, bytes.count)])
    }
  }

  @Test func arrowsAndNavigationKeys() {
    // CSI (normal cursor mode) and SS3 (application mode, which the practice reader used to take
    // for Escape).
    #expect(decode(Array("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D".utf8)) == [.up, .down, .right, .left])
    #expect(decode(Array("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD".utf8)) == [.up, .down, .right, .left])
    #expect(
      decode(Array("\u{1B}[Z\u{1B}[3~\u{1B}[5~\u{1B}[6~\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~".utf8)) == [
        .backTab, .delete, .pageUp, .pageDown, .home, .end, .home, .end,
      ])
    // A modifier's parameters do not change the key (Shift-↑ is ↑).
    #expect(decode(Array("\u{1B}[1;2A".utf8)) == [.up])
    // An unknown sequence is dropped whole, and the next key still decodes.
    #expect(decode(Array("\u{1B}[15~q".utf8)) == [.character("q")])
  }

  @Test func controlKeys() {
    #expect(
      decode([0x0D, 0x0A, 0x09, 0x7F, 0x08, 0x03, 0x04, 0x20]) == [
        .enter, .enter, .tab, .backspace, .backspace, .interrupt, .endOfInput, .character(" "),
      ])
    #expect(decode([0x01, 0x12, 0x1A]) == [.control("a"), .control("r"), .control("z")])
    #expect(decode([0x00, 0x1C, 0x1F]).isEmpty)  // no key of ours
  }

  @Test func escapeAloneIsOnlyAKeyAfterAPause() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1B]).isEmpty)
    #expect(decoder.isWaitingAfterEscape)
    #expect(decoder.flushEscape() == [.escape])  // nothing followed: the Escape key
    #expect(!decoder.isWaitingAfterEscape)
    #expect(decoder.flushEscape().isEmpty)
    // The same ESC followed in time by the rest of a sequence is that sequence, split or not.
    #expect(decoder.feed([0x1B]).isEmpty)
    #expect(decoder.feed([0x5B]).isEmpty)
    #expect(decoder.isWaitingAfterEscape)
    #expect(decoder.feed([0x41]) == [.up])
    #expect(decoder.flushEscape().isEmpty)
    // An unfinished sequence a pause cut short is Escape; the bytes after it decode afresh.
    #expect(decoder.feed(Array("\u{1B}[1;".utf8)).isEmpty)
    #expect(decoder.flushEscape() == [.escape])
    #expect(decoder.feed(Array("y".utf8)) == [.character("y")])
    // ESC then a letter in one read (Alt-x): Escape, the letter dropped.
    #expect(decoder.feed(Array("\u{1B}x".utf8)) == [.escape])
  }

  @Test func utf8SplitAcrossReads() {
    let text = "qé日🎤ж"
    let bytes = Array(text.utf8)
    let expected = text.map(InteractiveKey.character)
    #expect(decode(bytes) == expected)
    for size in 1...4 { #expect(decode(bytes, inReadsOf: size) == expected, "reads of \(size)") }
    var decoder = KeyDecoder()
    #expect(decoder.feed([0xF0, 0x9F]).isEmpty)  // half of 🎤
    // Half a character is not an Escape: a pause neither releases nor drops it.
    #expect(!decoder.isWaitingAfterEscape)
    #expect(decoder.flushEscape().isEmpty)
    #expect(decoder.feed([0x8E, 0xA4]) == [.character("🎤")])
    // Invalid UTF-8 is dropped, and what follows still decodes.
    #expect(decode([0xC3, 0x28]).isEmpty)
    #expect(decode([0xFF, 0x80, 0x71]) == [.character("q")])
  }

  @Test func bracketedPasteArrivesWhole() {
    let link = "https://chatterbox.example/auth/magic?token=q&x=1"
    #expect(decode(Array("\u{1B}[200~\(link)\u{1B}[201~".utf8)) == [.paste(link)])
    // Escapes inside a paste are text, not keys.
    #expect(decode(Array("\u{1B}[200~a\u{1B}[Ab\u{1B}[201~q".utf8)) == [.paste("a\u{1B}[Ab"), .character("q")])
  }

  @Test func tenKilobytePaste() {
    let line = "Ünïcødé 日本語 text, pasted 🎤\n"
    let text = String(repeating: line, count: 10_240 / line.utf8.count + 1)
    #expect(text.utf8.count > 10_240)
    // Bracketed (the full-screen app turns it on): one key, whatever the reads' size.
    let bracketed = Array("\u{1B}[200~\(text)\u{1B}[201~".utf8)
    #expect(decode(bracketed, inReadsOf: 256) == [.paste(text)])
    #expect(decode(bracketed, inReadsOf: 7) == [.paste(text)])
    // Plain (`practice`'s prompts): every character a key, in order, newlines as Enter.
    let expected = text.map { $0 == "\n" ? InteractiveKey.enter : .character($0) }
    #expect(decode(Array(text.utf8), inReadsOf: 256) == expected)
  }
}
