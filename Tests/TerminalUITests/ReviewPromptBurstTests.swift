import AppFeature
import Foundation
import Testing

@testable import TerminalUI

#if canImport(Glibc)
  import Glibc
#endif

/// `practice`'s review and `record`'s keys follow the full-screen app's rule (AppFeature's
/// ``KeyArrival``): a key inside a paste or typed-ahead input never throws the take away. On a
/// real pseudo-terminal, text with a "d" and an "r" pasted in one write leaves the question open;
/// a lone "d" after a pause still discards.
@Suite("Review prompt and recording keys: bursts keep the take", .timeLimit(.minutes(1)))
struct ReviewPromptBurstTests {
  #if os(Linux)
    typealias PseudoTerminal = TerminalKeyReaderTests.PseudoTerminal

    /// The review's answer to what `script` types on a pseudo-terminal (after the question is up).
    func review(canPlay: Bool = false, _ script: (PseudoTerminal) async throws -> Void) async throws
      -> ReviewPrompt.Choice
    {
      let terminal = try #require(PseudoTerminal(), "no pseudo-terminal on this machine")
      let reader = try #require(TerminalKeyReader.open(path: terminal.followerPath))
      defer { reader.close() }
      let answer = Task { await ReviewPrompt.choose(from: reader.presses(), canPlay: canPlay) }
      try await Task.sleep(for: .milliseconds(200))  // a person reads the question first
      try await script(terminal)
      return await answer.value
    }

    @Test func aPasteWithDAndRKeepsTheTakeAndTheReviewStaysOpen() async throws {
      let choice = try await review { terminal in
        terminal.type("hello dear")
        try await Task.sleep(for: .milliseconds(400))
        // Had the paste answered, "d" would have discarded; the question is still there.
        terminal.type("u")
      }
      #expect(choice == .upload)
    }

    @Test func aPastedQuitOrEscapeKeepsTheTakeToo() async throws {
      let choice = try await review { terminal in
        terminal.type("quit\u{1B}")
        try await Task.sleep(for: .milliseconds(400))
        terminal.type("u")
      }
      #expect(choice == .upload)
    }

    @Test func aLoneDAfterAPauseDiscards() async throws {
      #expect(try await review { $0.type("d") } == .discard)
    }

    @Test func aLoneRAfterAPauseRecordsAgain() async throws {
      #expect(try await review { $0.type("r") } == .redo)
    }

    @Test func aPastedEnterStillUploads() async throws {
      // Uploading keeps the take, so a burst may do it (as in the full-screen app).
      #expect(try await review { $0.type("ok\r") } == .upload)
    }
  #endif

  @Test func reviewAnswersThatDropTheTakeNeedAKeyAlone() async {
    let keys: [(InteractiveKey, KeyArrival)] = [
      (.character("d"), .buffered), (.character("r"), .buffered), (.character("q"), .buffered), (.escape, .buffered),
      (.character("x"), .alone), (.escape, .alone),
    ]
    let stream = AsyncStream { continuation in
      for pair in keys { continuation.yield(pair) }
      continuation.finish()
    }
    #expect(await ReviewPrompt.choose(from: stream, canPlay: false) == .discard)
    #expect(ReviewPrompt.choice(for: .character("p"), canPlay: false) == nil)
    #expect(ReviewPrompt.choice(for: .character("p"), canPlay: true) == .play)
  }

  @Test func recordingCancelsOnlyOnAKeyAlone() {
    #expect(ConsoleRecording.command(for: .character("q"), arrival: .alone) == .cancel)
    #expect(ConsoleRecording.command(for: .escape, arrival: .alone) == .cancel)
    #expect(ConsoleRecording.command(for: .character("q"), arrival: .buffered) == nil)
    #expect(ConsoleRecording.command(for: .escape, arrival: .buffered) == nil)
    // Stopping and pausing keep the take: a burst may do them.
    #expect(ConsoleRecording.command(for: .enter, arrival: .buffered) == .stop)
    #expect(ConsoleRecording.command(for: .character(" "), arrival: .buffered) == .togglePause)
    #expect(ConsoleRecording.command(for: .character("d"), arrival: .alone) == nil)
  }
}
