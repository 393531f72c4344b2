import AppFeature
import ChatterboxComposition
import Foundation
import Localization
import Observability
import PracticeFeature
import Upload

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The review step on a terminal: upload, play, redo or discard the take (one key). The answers
/// that throw the take away (discard, and redo, which records over it) are taken only from a key
/// pressed on its own (AppFeature's ``KeyArrival/mayDropTake``): inside a paste or typed-ahead
/// input they are ignored, as in the full-screen app, and the question stays open.
package enum ReviewPrompt {
  package enum Choice {
    case upload, play, redo, discard
    /// The terminal ended before an answer (closed, hung up): nobody is there to ask, so the take is
    /// kept for later, as the full-screen app queues a take under review on a signal (``QuitPlan``).
    case terminalEnded
    /// Ctrl-C (or SIGTERM, SIGHUP) at the question: the learner stopped; the take is kept and
    /// queued like ``terminalEnded``, and the command says so (it used to end at once, silently).
    case interrupted

    /// Whether this answer loses the take under review.
    var dropsTake: Bool { self == .redo || self == .discard }
  }

  /// Asks once; `canPlay` offers [p]lay (only when this machine has a player). Without a
  /// terminal the take is uploaded; when the terminal ends before an answer, ``Choice/terminalEnded``
  /// (never a discard: a dropped connection must not lose the take). `time` times the key reads.
  package static func ask(
    answer: RecordedAnswer, console: Console, strings: Localizer, canPlay: Bool = false, time: TimeSource = .system
  ) async -> Choice {
    let length = strings.string("common.duration.seconds_text", .string(String(format: "%.1f", answer.duration)))
    console.out(strings.string(canPlay ? "cli.practice.review_play" : "cli.practice.review", .string(length)))
    guard let keys = TerminalKeyReader.open(time: time) else { return .upload }
    defer { keys.close() }
    // Caught while the question is open: the default action would end the process with the take
    // unqueued and nothing said.
    let trap = SignalTrap([SIGINT, SIGTERM, SIGHUP])
    defer { trap.cancel() }
    return await firstAnswer(from: keys.presses(), or: trap.signals, canPlay: canPlay)
  }

  /// The first of an answer in `presses` (``choose(from:canPlay:)``) and a signal in `signals`
  /// (``Choice/interrupted``).
  static func firstAnswer(
    from presses: AsyncStream<(InteractiveKey, KeyArrival)>, or signals: AsyncStream<Int32>, canPlay: Bool
  ) async -> Choice {
    await withTaskGroup(of: Choice?.self) { group in
      group.addTask { await choose(from: presses, canPlay: canPlay) }
      group.addTask {
        for await _ in signals { return .interrupted }
        return nil  // the trap closed, or the key task answered first: not an answer
      }
      var answer: Choice?
      while answer == nil, let next = await group.next() {
        answer = next
      }
      group.cancelAll()
      return answer ?? .terminalEnded
    }
  }

  /// The first key in `presses` that answers and may: a ``Choice/dropsTake`` answer only from a
  /// ``KeyArrival/alone`` key; keys that answer nothing, or may not, are skipped. `.terminalEnded` when
  /// `presses` ends first.
  static func choose(from presses: AsyncStream<(InteractiveKey, KeyArrival)>, canPlay: Bool) async -> Choice {
    for await (key, arrival) in presses {
      guard let choice = choice(for: key, canPlay: canPlay) else { continue }
      if choice.dropsTake, !arrival.mayDropTake { continue }
      return choice
    }
    return .terminalEnded
  }

  /// What `key` answers, whatever way it arrived; `nil` for a key that answers nothing.
  static func choice(for key: InteractiveKey, canPlay: Bool) -> Choice? {
    switch key {
    case .character("u"), .enter: .upload
    case .character("p") where canPlay: .play
    case .character("r"): .redo
    case .character("d"), .character("q"), .escape: .discard
    default: nil
    }
  }
}

/// A redrawn upload progress bar, its words in the UI language.
package final class ProgressLine: @unchecked Sendable {
  let console: Console
  let enabled: Bool
  let strings: Localizer

  package init(console: Console, enabled: Bool, strings: Localizer) {
    self.console = console
    self.enabled = enabled
    self.strings = strings
  }

  package func show(_ state: UploadJobState) {
    guard enabled else { return }
    switch state {
    case .uploading(let progress) where progress.totalBytes > 0:
      let (sent, total) = (progress.bytesSent, progress.totalBytes)
      let fraction = progress.fractionCompleted
      let filled = Int(fraction * 30)
      let bar = "▕\(String(repeating: "█", count: filled))\(String(repeating: "·", count: 30 - filled))▏"
      let bytes = strings.string("cli.progress.bytes", .int(Int(sent)), .int(Int(total)))
      console.rewriteLine(
        strings.string("cli.progress.uploading", .string(bar), .int(Int(fraction * 100)), .string(bytes)))
    case .waitingForNetwork: console.rewriteLine(strings.string("cli.progress.waiting"))
    case .queued: console.rewriteLine(strings.string("cli.progress.queued"))
    default: break
    }
  }

  package func finish() {
    if enabled { console.clearLine() }
  }
}
