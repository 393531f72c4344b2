import CLITestSupport
import Foundation
import Observability
import Storage
import TestSupport
import Testing

@testable import ChatterboxCommands
@testable import ChatterboxComposition
@testable import TerminalUI

/// `chatterbox` with no command: how `InteractiveApp.launch` picks the mode, the theme and the
/// UI language before the terminal app runs.
@MainActor
@Suite("Interactive app: launch")
struct InteractiveLaunchTests {
  @Test func launchWithoutATerminalUsesPlainMode() async {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("tui-plain-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    let out = LockedValue("")
    let err = LockedValue("")
    let console = Console(
      out: { text in out.withLock { $0 += text } }, error: { text in err.withLock { $0 += text } }, isInteractive: false
    )
    let environment = ["CHATTERBOX_HOME": home.path, "HOME": home.path, "CHATTERBOX_API_URL": "http://127.0.0.1:9"]
    let code = await InteractiveApp.launch(
      global: ParsedArguments(), environment: environment, console: console, logHandler: InMemoryLogHandler(),
      input: ScriptedLineSource([]))
    #expect(code == .success)
    #expect(out.value.contains("Sign in"))
    #expect(!out.value.contains("\u{1B}"))

    let parsed = try? ArgumentParser.parse(["--theme", "sepia"], options: ChatterboxCLI.globalOptions)
    let bad = await InteractiveApp.launch(
      global: parsed ?? ParsedArguments(), environment: environment, console: console, input: ScriptedLineSource([]))
    #expect(bad == .usage)
  }

  @Test func aSavedLanguageIsUsedAtTheNextLaunchUnlessOneIsGiven() async throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("tui-lang-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    let environment = [
      "CHATTERBOX_HOME": home.path, "HOME": home.path, "CHATTERBOX_API_URL": "http://127.0.0.1:9",
      "LANG": "fr_FR.UTF-8",
    ]
    func launch(_ environment: [String: String], lang: String? = nil) async -> String {
      let out = LockedValue("")
      let console = Console(out: { text in out.withLock { $0 += text } }, error: { _ in }, isInteractive: false)
      var global = ParsedArguments()
      global.values["lang"] = lang
      _ = await InteractiveApp.launch(
        global: global, environment: environment, console: console, logHandler: InMemoryLogHandler(),
        input: ScriptedLineSource([]))
      return out.value
    }
    // Nothing saved: the system language.
    #expect(await launch(environment).hasPrefix(InteractiveStrings(language: "fr").string(.plainWelcome)))

    let settings = AppDirectories.chatterbox(environment: environment).dataDirectory.appendingPathComponent(
      "settings.json")
    try InteractivePreferences.settingsFile(settings, analytics: nil).setUILanguage("ja")
    #expect(await launch(environment).hasPrefix(InteractiveStrings(language: "ja").string(.plainWelcome)))
    #expect(await launch(environment, lang: "de").hasPrefix(InteractiveStrings(language: "de").string(.plainWelcome)))
    var chosen = environment
    chosen["CHATTERBOX_LANG"] = "es"
    #expect(await launch(chosen).hasPrefix(InteractiveStrings(language: "es").string(.plainWelcome)))
  }
}
