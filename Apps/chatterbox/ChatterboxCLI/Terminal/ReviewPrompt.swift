import Foundation
import Localization
import PracticeFeature

/// The review step on a terminal: upload, redo or discard the take (one key).
enum ReviewPrompt {
  enum Choice { case upload, redo, discard }

  static func ask(answer: RecordedAnswer, console: Console, strings: Localizer) async -> Choice {
    console.out(strings.string("cli.practice.review", .string(String(format: "%.1f s", answer.duration))))
    guard let keys = TerminalKeyReader.open() else { return .upload }
    defer { keys.close() }
    for await key in keys.presses() {
      switch key {
      case .character("u"), .enter: return .upload
      case .character("r"): return .redo
      case .character("d"), .character("q"), .escape: return .discard
      default: continue
      }
    }
    return .discard
  }
}

/// A redrawn upload progress bar.
final class ProgressLine: @unchecked Sendable {
  let console: Console
  let enabled: Bool

  init(console: Console, enabled: Bool) {
    self.console = console
    self.enabled = enabled
  }

  func show(_ progress: UploadProgress) {
    guard enabled else { return }
    switch progress {
    case .uploading(let sent, let total) where total > 0:
      let fraction = Double(sent) / Double(total)
      let filled = Int(fraction * 30)
      console.write("\rUploading ▕\(String(repeating: "█", count: filled))\(String(repeating: "·", count: 30 - filled))▏ \(Int(fraction * 100))%  \(sent)/\(total) bytes")
    case .waitingForNetwork: console.write("\rWaiting for the network…" + String(repeating: " ", count: 40))
    case .queued: console.write("\rQueued…")
    default: break
    }
  }

  func finish() {
    if enabled { console.write("\r\u{1B}[2K") }
  }
}
