import Foundation
import Testing

@testable import ChatterboxCommands
@testable import ChatterboxComposition
@testable import TerminalUI

/// What a hostile server was seen sending (issue #24), one attack a string.
enum HostileText {
  static let osc0 = "\u{1B}]0;pwned\u{07}"
  static let osc8 = "\u{1B}]8;;https://evil.example/\u{1B}\\Open your account\u{1B}]8;;\u{1B}\\"
  static let osc52 = "\u{1B}]52;c;cHduZWQ=\u{07}"
  static let clearScreen = "\u{1B}[2J"
  static let rewritePreviousLine = "\u{1B}[1A\u{1B}[2K"
  static let reversed = "\u{202E}txet desrever"
  static let nul = "a\u{0}b"
  static let c1CSI = "\u{9B}31mred"
  static let all = [osc0, osc8, osc52, clearScreen, rewritePreviousLine, reversed, nul, c1CSI]

  /// Every attack in one title, as a cue might carry it.
  static let title = "Mornings " + all.joined(separator: " ") + " \u{2066}iso\u{2069}\u{2028}end"

  /// Whether `text` holds a scalar a terminal could obey (ESC and every other C0 but LF and
  /// TAB, DEL, C1, a bidi control, a line or paragraph separator).
  static func hasControl(_ text: String, allowing allowed: Set<Unicode.Scalar> = ["\n", "\t"]) -> Bool {
    text.unicodeScalars.contains { TerminalSafeText.needsCare($0) && !allowed.contains($0) }
  }
}

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

  /// Layout measures text before it is made safe (`DisplayWidth.fit` of a cue id); it must measure
  /// what the terminal will show.
  @Test func displayWidthCountsTheSubstitutedCharacters() {
    for text in HostileText.all + [HostileText.title, "a\u{7F}\u{85}b", "id\te\r\nf", "x\u{2028}y"] {
      #expect(DisplayWidth.of(text) == DisplayWidth.of(TerminalSafeText.line(text)), "\(text.debugDescription)")
    }
    #expect(DisplayWidth.of("\u{1B}[2J") == 4)  // ␛[2J
    #expect(DisplayWidth.of("a\u{0}b") == 2)
    #expect(DisplayWidth.of(HostileText.reversed) == 13)
    #expect(DisplayWidth.fit("\u{1B}[2J", to: 6) == "\u{1B}[2J  ")
  }
}
