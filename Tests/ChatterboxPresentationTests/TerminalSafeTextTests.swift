import CLITestSupport
import ChatterboxPresentation
import Foundation
import Testing

@Suite("Terminal-safe text")
struct TerminalSafeTextTests {
  @Test func everyC0ControlIsShownAsItsPictureExceptNulLFAndTab() {
    for value in UInt32(1)..<0x20 where value != 0x0A && value != 0x09 {
      let scalar = Unicode.Scalar(value)!
      let picture = String(Unicode.Scalar(0x2400 + value)!)
      #expect(TerminalSafeText.line("a\(scalar)b") == "a\(picture)b", "U+\(String(value, radix: 16))")
      #expect(TerminalSafeText.multiline("a\(scalar)b") == "a\(picture)b", "U+\(String(value, radix: 16))")
    }
    #expect(TerminalSafeText.line("a\u{1B}b") == "a␛b")
    #expect(TerminalSafeText.line("a\rb") == "a␍b")
    #expect(TerminalSafeText.line(HostileText.nul) == "ab")
    #expect(TerminalSafeText.multiline(HostileText.nul) == "ab")
  }

  @Test func lineBreaksAndTabsAreKeptOnlyWhereLinesAreAllowed() {
    #expect(TerminalSafeText.multiline("a\nb\tc") == "a\nb\tc")
    #expect(TerminalSafeText.multiline("a\r\nb") == "a\nb")
    #expect(TerminalSafeText.line("a\nb\tc") == "a b c")
    #expect(TerminalSafeText.line("a\r\nb") == "a b")
    #expect(TerminalSafeText.line("a\u{2028}b\u{2029}c") == "a b c")
    #expect(TerminalSafeText.multiline("a\u{2028}b\u{2029}c") == "a b c")
  }

  @Test func delAndEveryC1ControlAreShownVisibly() {
    #expect(TerminalSafeText.line("a\u{7F}b") == "a␡b")
    for value in UInt32(0x80)...0x9F {
      let scalar = Unicode.Scalar(value)!
      #expect(TerminalSafeText.line("a\(scalar)b") == "a\u{FFFD}b", "U+\(String(value, radix: 16))")
      #expect(TerminalSafeText.multiline("a\(scalar)b") == "a\u{FFFD}b", "U+\(String(value, radix: 16))")
    }
    #expect(TerminalSafeText.line(HostileText.c1CSI) == "\u{FFFD}31mred")
  }

  @Test func bidiEmbeddingsOverridesAndIsolatesAreRemoved() {
    for value in Array(UInt32(0x202A)...0x202E) + Array(UInt32(0x2066)...0x2069) {
      let scalar = Unicode.Scalar(value)!
      #expect(TerminalSafeText.line("a\(scalar)b") == "ab", "U+\(String(value, radix: 16))")
    }
    #expect(TerminalSafeText.line(HostileText.reversed) == "txet desrever")
  }

  @Test func theAttacksSeenArePrintedAsVisibleText() {
    #expect(TerminalSafeText.line(HostileText.osc0) == "␛]0;pwned␇")
    #expect(TerminalSafeText.line(HostileText.osc52) == "␛]52;c;cHduZWQ=␇")
    #expect(TerminalSafeText.line(HostileText.clearScreen) == "␛[2J")
    #expect(TerminalSafeText.line(HostileText.rewritePreviousLine) == "␛[1A␛[2K")
    #expect(TerminalSafeText.line(HostileText.osc8) == "␛]8;;https://evil.example/␛\\Open your account␛]8;;␛\\")
    for attack in HostileText.all {
      #expect(!HostileText.hasControl(TerminalSafeText.line(attack), allowing: []))
      #expect(!HostileText.hasControl(TerminalSafeText.multiline(attack)))
    }
    #expect(!HostileText.hasControl(TerminalSafeText.line(HostileText.title), allowing: []))
  }

  @Test func ordinaryTextIsUnchangedAndCleaningTwiceChangesNothingMore() {
    let ordinary = [
      "Tu rutina de la mañana", "日本語で自己紹介", "Привет", "مرحبا\u{200F} بك", "cafe\u{301}", "👩‍👩‍👧 family",
      "a•••@example.com", "▕███···▏  -12 dBFS", "",
    ]
    for text in ordinary {
      #expect(TerminalSafeText.line(text) == text)
      #expect(TerminalSafeText.multiline(text) == text)
    }
    for text in HostileText.all + [HostileText.title, "a\r\nb\u{7F}"] {
      let once = TerminalSafeText.line(text)
      #expect(TerminalSafeText.line(once) == once)
      #expect(TerminalSafeText.multiline(TerminalSafeText.multiline(text)) == TerminalSafeText.multiline(text))
    }
  }
}
