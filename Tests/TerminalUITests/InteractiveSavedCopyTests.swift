import CLITestSupport
import CuesFeature
import DesignTokens
import Foundation
import Localization
import Networking
import TestSupport
import Testing

@testable import ChatterboxComposition
@testable import TerminalUI

/// Saved cues shown after a failure, in the words `chatterbox cues` uses for the same reason
/// (issue 25): offline reads "offline"; an unreadable answer, or one refused as too large, is a
/// server fault and never reads "offline" — full screen and plain, in every shipped language.
@MainActor
@Suite("Interactive app: saved cues' reason")
struct InteractiveSavedCopyTests {
  /// A failure and the catalog key the commands word it with (`SavedCopyNotice`, cues).
  static let reasons: [(failure: NetworkError, commandKey: String)] = [
    (.offline, "cues.offline_banner"),
    (.decoding(details: "not JSON"), "cli.saved_copy.unreadable_cues"),
    (.answerTooLarge(limit: 8_388_608), "cli.saved_copy.too_large_cues"),
  ]

  /// A session showing saved cues after the refresh failed with `failure`.
  static func savedCues(after failure: NetworkError, language: String) async -> TerminalShell {
    let practice = InteractiveFixtures.practice()
    let cache = CueCache(
      directory: FileManager.default.temporaryDirectory.appendingPathComponent("tui-saved-\(UUID().uuidString)"))
    let session = TerminalShell(
      services: InteractiveFixtures.services(practice: practice, cueCache: cache, uiLanguage: language))
    await session.start()
    practice.failures[.cues] = failure
    await session.press(.character("r"))
    return session
  }

  @Test(arguments: ShippedLanguages.all)
  func eachReasonReadsAsTheCommandsSayIt(language: String) async throws {
    let localizer = Localizer(catalog: try appCatalog(), language: language)
    let offline = localizer.string("tui.cues.offline")
    for (failure, commandKey) in Self.reasons {
      let session = await Self.savedCues(after: failure, language: language)
      #expect(session.cues.isShowingSavedCues, "\(failure) [\(language)]")
      // The app's own offline banner stands for the commands' one; the faults use the commands' words.
      let expected = failure == .offline ? offline : localizer.string(commandKey)
      let screen = session.render(size: TerminalSize(columns: 120, rows: 40), theme: TestThemes.plain(.dark))
      #expect(screen.contains { $0.contains(expected) }, "\(failure) [\(language)] full screen:\n\(screen)")
      let page = PlainPages.page(for: session).lines
      #expect(page.contains(expected), "\(failure) [\(language)] plain: \(page)")
      if failure != .offline {
        #expect(!screen.joined().contains(offline), "\(failure) [\(language)] reads as offline")
        #expect(!page.contains(offline), "\(failure) [\(language)] reads as offline in plain mode")
      }
    }
  }

  @Test func tooLargeInEnglishOnANarrowWindow() async {
    let session = await Self.savedCues(after: .answerTooLarge(limit: 8_388_608), language: "en")
    let size = TerminalSize(columns: 40, rows: 12)
    let lines = session.render(size: size, theme: TestThemes.plain(.dark))
    #expect(lines.count == size.rows)
    #expect(lines.allSatisfy { DisplayWidth.of($0) == size.columns })
    #expect(lines[3].contains("⚠ The server's answer was too large"), "\(lines)")
    #expect(
      PlainPages.page(for: session).lines[1]
        == "The server's answer was too large and was refused — showing saved cues.")
  }
}
