import CLITestSupport
import ChatterboxPresentation
import Testing

@testable import ChatterboxComposition
@testable import TerminalUI

@Suite("Display width of terminal-safe text")
struct DisplayWidthSafetyTests {
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
