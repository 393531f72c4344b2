import CLITestSupport
import Foundation
import Observability
import Testing

@testable import ChatterboxCommands
@testable import ChatterboxComposition
@testable import TerminalUI

/// The commands' and plain mode's chokepoint: ``Console`` writes no control code it did not add
/// itself, and `--json` output stays exact while holding no byte a terminal obeys.
@Suite("Console: server text cannot drive the terminal")
struct ConsoleSafetyTests {
  /// A console that keeps what it writes.
  static func capturing() -> (Console, LockedValue<String>, LockedValue<String>) {
    let out = LockedValue("")
    let error = LockedValue("")
    let console = Console(
      out: { text in out.withLock { $0 += text } }, error: { text in error.withLock { $0 += text } },
      isInteractive: true)
    return (console, out, error)
  }

  @Test func outErrorAndPromptWriteNoEscapeWhateverTheyAreGiven() {
    let (console, out, error) = Self.capturing()
    for attack in HostileText.all + [HostileText.title] {
      console.out("Title: \(attack)")
      console.error("chatterbox: \(attack)")
      console.prompt(attack)
    }
    #expect(!out.value.contains("\u{1B}"))
    #expect(!error.value.contains("\u{1B}"))
    #expect(!HostileText.hasControl(out.value))
    #expect(!HostileText.hasControl(error.value))
    #expect(out.value.contains("Title: ␛]0;pwned␇\n"))
  }

  @Test func outKeepsOurOwnLinesAndTabs() {
    let (console, out, _) = Self.capturing()
    console.out("one\n\ttwo\r\nthree")
    #expect(out.value == "one\n\ttwo\nthree\n")
  }

  @Test func rewriteLineAndClearLineWriteOnlyTheirOwnControlCodes() {
    let (console, out, _) = Self.capturing()
    console.rewriteLine("▕██··▏ " + HostileText.rewritePreviousLine + "\nfake line")
    #expect(out.value == "\r▕██··▏ ␛[1A␛[2K fake line\u{1B}[K")
    out.withLock { $0 = "" }
    console.clearLine()
    #expect(out.value == "\r\u{1B}[2K")
  }

  @Test func jsonParsesToTheSameValueAndHoldsNoRawControl() throws {
    let hostile = HostileText.title + "\u{7F}\u{85}\u{2029}\u{202A}\u{2067}"
    let object: [String: Any] = ["title": hostile, "items": [["id": HostileText.c1CSI, "n": 1]], "plain": "日本語"]
    let json = CommandOutput.encode(object)
    #expect(!HostileText.hasControl(json, allowing: []))
    #expect(json.unicodeScalars.allSatisfy { $0.value < 0x80 || $0.value >= 0xA0 })
    let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(parsed["title"] as? String == hostile)
    #expect(parsed["plain"] as? String == "日本語")
    let items = try #require(parsed["items"] as? [[String: Any]])
    #expect(items.first?["id"] as? String == HostileText.c1CSI)
    // Through the console it is byte for byte the same: the sanitizer has nothing left to change.
    let (console, out, _) = Self.capturing()
    console.out(json)
    #expect(out.value == json + "\n")
    #expect(json.contains(#"\u009b31mred"#))
    #expect(json.contains(#"\u202e"#))
  }

  @Test func jsonWithoutControlsIsUnchanged() {
    #expect(CommandOutput.encode(["a": "café 日本語 👋", "b": [1, 2]]) == #"{"a":"café 日本語 👋","b":[1,2]}"#)
  }

  /// Everything the app prints goes through ``Console``'s safe methods: the raw frame channel is
  /// for the full-screen terminal only, and nothing writes to stdout or stderr around it.
  @Test func onlyTheFullScreenTerminalUsesTheRawChannel() throws {
    let files = appSourceFiles()
    #expect(files.count > 50)
    let rawFrameUsers: Set<String> = ["FullScreenLoop.swift", "TerminalScreen.swift", "Console.swift"]
    for file in files {
      let code = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
        .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
      let name = file.lastPathComponent
      if !rawFrameUsers.contains(name) {
        #expect(!code.contains("console.write("), "\(name) writes raw text: use out, prompt or rewriteLine")
        #expect(!code.contains(".screenWriter"), "\(name) writes raw text: use out, prompt or rewriteLine")
      }
      if name != "Console.swift" {
        for raw in [
          #"FileHandle\.standard(Output|Error)"#, #"(?<![\w.])(print|fputs|puts|dprintf)\("#, #"STD(OUT|ERR)_FILENO,"#,
        ] {
          #expect(code.range(of: raw, options: .regularExpression) == nil, "\(name) writes around Console: \(raw)")
        }
      }
    }
  }
}
