import ChatterboxComposition
import Foundation
import Localization
import PracticeFeature
import Upload

/// The review step on a terminal: upload, play, redo or discard the take (one key).
package enum ReviewPrompt {
  package enum Choice { case upload, play, redo, discard }

  /// Asks once; `canPlay` offers [p]lay (only when this machine has a player).
  package static func ask(answer: RecordedAnswer, console: Console, strings: Localizer, canPlay: Bool = false) async
    -> Choice
  {
    let length = strings.string("common.duration.seconds_text", .string(String(format: "%.1f", answer.duration)))
    console.out(strings.string(canPlay ? "cli.practice.review_play" : "cli.practice.review", .string(length)))
    guard let keys = TerminalKeyReader.open() else { return .upload }
    defer { keys.close() }
    for await key in keys.presses() {
      switch key {
      case .character("u"), .enter: return .upload
      case .character("p") where canPlay: return .play
      case .character("r"): return .redo
      case .character("d"), .character("q"), .escape: return .discard
      default: continue
      }
    }
    return .discard
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
