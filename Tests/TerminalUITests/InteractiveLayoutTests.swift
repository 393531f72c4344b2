import DesignTokens
import Testing

@testable import ChatterboxComposition
@testable import TerminalUI

@Suite("Interactive app: display width and layout")
struct InteractiveLayoutTests {
  @Test func eastAsianWideCharactersCountTwo() {
    #expect(DisplayWidth.of("日本語") == 6)
    #expect(DisplayWidth.of("한국어") == 6)
    #expect(DisplayWidth.of("ＡＢ") == 4)  // fullwidth Latin
    #expect(DisplayWidth.of("café") == 4)
    #expect(DisplayWidth.of("cafe\u{301}") == 4)  // combining accent takes no column
    #expect(DisplayWidth.of("👋") == 2)
    #expect(DisplayWidth.of("a\u{200B}b") == 2)  // zero-width space
    #expect(DisplayWidth.of("Español — ✓") == 11)
  }

  @Test func truncateAndFitNeverExceedTheWidth() {
    #expect(DisplayWidth.truncate("日本語のテキスト", to: 7) == "日本語…")
    #expect(DisplayWidth.truncate("日本語", to: 6) == "日本語")
    #expect(DisplayWidth.fit("日本語", to: 5) == "日本…")
    #expect(DisplayWidth.fit("日本語", to: 4) == "日… ")  // a wide character never straddles the edge
    #expect(DisplayWidth.fit("ok", to: 4) == "ok  ")
    for width in 0...12 {
      #expect(DisplayWidth.of(DisplayWidth.fit("日本語のテキストです", to: width)) == width)
    }
  }

  @Test func wrapBreaksWordsAndUnspacedScripts() {
    #expect(DisplayWidth.wrap("Describe your morning", to: 10) == ["Describe", "your", "morning"])
    let japanese = DisplayWidth.wrap("日本語で自己紹介をしてください", to: 9)
    #expect(japanese.allSatisfy { DisplayWidth.of($0) <= 9 })
    #expect(japanese.joined() == "日本語で自己紹介をしてください")
    #expect(DisplayWidth.wrap("a\n\nb", to: 5) == ["a", "", "b"])
  }

  @Test func styledWrapKeepsEachWordsStyle() {
    let rows = Rows.wrapped([Span("Describe "), Span("your", bold: true), Span(" morning routine")], width: 14)
    #expect(rows.map(\.plainText) == ["Describe your", "morning", "routine"])
    #expect(rows[0].contains(Span("your", bold: true)))
  }

  @Test func rowsRenderToExactlyTheWidth() {
    let theme = TestThemes.color
    let row: Row = [
      Span("› ", .accent, bold: true), Span("日本語で自己紹介をしてください", .accent), Span("  advanced", .textSecondary),
    ]
    for width in 1...40 {
      let line = TestThemes.strip(row.render(width: width, theme: theme))
      #expect(DisplayWidth.of(line) == width, "width \(width): \(line)")
    }
  }

  @Test func listWindowPagesBySelection() {
    #expect(ListWindow.range(count: 50, selection: 23, height: 10) == 20..<30)
    #expect(ListWindow.range(count: 25, selection: 24, height: 10) == 20..<25)
    #expect(ListWindow.range(count: 0, selection: 3, height: 10) == 0..<0)
  }

  /// Every screen, at every size (down to too-small windows), long titles and 日本語 included:
  /// exactly `rows` lines of exactly `columns` columns — nothing ever spills or wraps.
  @MainActor
  @Test func noScreenEverExceedsTheTerminal() async throws {
    let sizes = [
      TerminalSize(columns: 20, rows: 5), TerminalSize(columns: 40, rows: 12), TerminalSize(columns: 41, rows: 13),
      TerminalSize(columns: 57, rows: 17), TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 100, rows: 30),
      TerminalSize(columns: 120, rows: 40), TerminalSize(columns: 203, rows: 51),
    ]
    var visited = 0
    try await InteractiveScreenTour.visit { name, session in
      visited += 1
      for size in sizes {
        for theme in [TestThemes.plain(.light), TestThemes.color] {
          let lines = session.render(size: size, theme: theme).map(TestThemes.strip)
          #expect(lines.count == size.rows, "\(name) at \(size): \(lines.count) lines")
          for line in lines where DisplayWidth.of(line) != size.columns {
            Issue.record("\(name) at \(size): a line is \(DisplayWidth.of(line)) columns: \(line)")
          }
        }
      }
    }
    #expect(visited == InteractiveScreenTour.names.count)
  }

  @Test func stringsComeFromTheCatalogAndFillPlaceholders() {
    let english = InteractiveStrings.english
    #expect(english.plural(.historyProgress, count: 3, 60) == "3 of 60 cues practised")
    #expect(english.plural(.cuesHeading, count: 1, "Español") == "Español — 1 cue")
    #expect(english.string(.uploadProgress, "50%", "403 KB") == "50% of 403 KB")
    #expect(
      english.string(.signInSentTo, "a•••@example.com") == "We sent a sign-in link and a code to a•••@example.com.")
  }

  @Test func formats() {
    #expect(InteractiveFormat.bytes(512, .english) == "512 bytes")
    #expect(InteractiveFormat.bytes(1, .english) == "1 byte")
    #expect(InteractiveFormat.bytes(403_244, .english) == "403 KB")
    #expect(InteractiveFormat.bytes(1_250_000, .english) == "1.3 MB")
    #expect(InteractiveFormat.bytes(403_244, InteractiveStrings(language: "fr")) == "403 Ko")
    #expect(InteractiveFormat.bytes(3, InteractiveStrings(language: "ru")) == "3 байта")
    #expect(InteractiveFormat.seconds(4.25) == "4.3")
    #expect(InteractiveFormat.meter(dBFS: -160, width: 10).plainText == "▕··········▏")
    #expect(InteractiveFormat.meter(dBFS: 0, width: 10).plainText == "▕██████████▏")
  }
}
