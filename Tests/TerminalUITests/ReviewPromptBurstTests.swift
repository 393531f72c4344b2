import AppFeature
import Foundation
import Observability
import TestSupport
import Testing

@testable import TerminalUI

#if canImport(Glibc)
  import Glibc
#endif

/// `practice`'s review and `record`'s keys follow the full-screen app's rule (AppFeature's
/// ``KeyArrival``): a key inside a paste or typed-ahead input never throws the take away. On a
/// real pseudo-terminal, text with a "d" and an "r" pasted in one write leaves the question open;
/// a lone "d" after a pause still discards. The reads are timed by a ``TestClock`` and each step
/// waits until the prompt has the keys before the next, so a loaded machine changes nothing.
@Suite("Review prompt and recording keys: bursts keep the take", .timeLimit(.minutes(3)))
struct ReviewPromptBurstTests {
  #if os(Linux)
    typealias PseudoTerminal = TerminalKeyReaderTests.PseudoTerminal

    /// Types into the review: ``type(_:keys:)`` waits until the prompt was handed the keys typed.
    struct Typist {
      let terminal: PseudoTerminal
      let clock: TestClock
      let handed: LockedValue<Int>
      let progress: AsyncStream<Int>

      /// Types `text` a second after the last read (a person's pause) and returns once the prompt
      /// has been handed `keys` more keys: the read is over, whatever the machine's load.
      func type(_ text: String, keys: Int) async {
        let target = handed.value + keys
        clock.advance(by: .seconds(1))
        terminal.type(text)
        for await count in progress where count >= target { return }
      }
    }

    /// The review's answer to what `script` types on a pseudo-terminal (after the question is up).
    func review(canPlay: Bool = false, _ script: (Typist) async throws -> Void) async throws -> ReviewPrompt.Choice {
      let terminal = try #require(PseudoTerminal(), "no pseudo-terminal on this machine")
      let clock = TestClock()
      let reader = try #require(TerminalKeyReader.open(path: terminal.followerPath, time: clock.source))
      defer { reader.close() }
      let handed = LockedValue(0)
      let (progress, counted) = AsyncStream<Int>.makeStream(bufferingPolicy: .bufferingNewest(1))
      let presses = reader.presses()
      // The reader's keys, each counted as the prompt is handed it.
      let relayed = AsyncStream<(InteractiveKey, KeyArrival)> { continuation in
        let relay = Task {
          for await press in presses {
            continuation.yield(press)
            counted.yield(
              handed.withLock { count in
                count += 1
                return count
              })
          }
          continuation.finish()
        }
        continuation.onTermination = { _ in relay.cancel() }
      }
      let answer = Task { await ReviewPrompt.choose(from: relayed, canPlay: canPlay) }
      try await script(Typist(terminal: terminal, clock: clock, handed: handed, progress: progress))
      return await answer.value
    }

    @Test func aPasteWithDAndRKeepsTheTakeAndTheReviewStaysOpen() async throws {
      let choice = try await review { typist in
        await typist.type("hello dear", keys: 10)
        // The prompt has had the whole paste: had it answered, "d" would have discarded.
        await typist.type("u", keys: 1)
      }
      #expect(choice == .upload)
    }

    @Test func aPastedQuitOrEscapeKeepsTheTakeToo() async throws {
      // "q" and Escape discard when pressed alone; pasted (a lone ESC ends it) they do nothing.
      let choice = try await review { typist in
        await typist.type("qq\u{1B}", keys: 3)
        await typist.type("u", keys: 1)
      }
      #expect(choice == .upload)
    }

    @Test func aLoneDAfterAPauseDiscards() async throws {
      #expect(try await review { await $0.type("d", keys: 1) } == .discard)
    }

    @Test func aLoneRAfterAPauseRecordsAgain() async throws {
      #expect(try await review { await $0.type("r", keys: 1) } == .redo)
    }

    @Test func aPastedEnterStillUploads() async throws {
      // Uploading keeps the take, so a burst may do it (as in the full-screen app).
      #expect(try await review { await $0.type("ok\r", keys: 2) } == .upload)
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
