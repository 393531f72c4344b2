import Foundation
import Observability
import TerminalUI

/// Scripted answers, with pauses where the script says; then the end of input, after
/// `endDelay` seconds (time for work in flight). A wait interrupted by cancellation ends early.
/// `.until` waits for what the app did (its output, say), not for an amount of time, so a loaded
/// machine cannot move a line to another prompt: a follower cancelled while it waits leaves the
/// step for the next read (issue 34).
public final class ScriptedLineSource: LineSource, @unchecked Sendable {
  public enum Step: Sendable, ExpressibleByStringLiteral {
    case line(String)
    case wait(Double)
    /// Waits until `condition` holds (checked every 5 ms), then goes on with the next step.
    case until(@Sendable () -> Bool)
    /// The line `answer` gives when the app asks for it (what the screen shows then, a code from an
    /// outbox); `nil` ends the input there. A read cancelled meanwhile keeps the step for the next one.
    case computed(@Sendable () async -> String?)
    public init(stringLiteral value: String) { self = .line(value) }
  }

  private let steps = LockedValue<[Step]>([])
  private let endDelay: Double

  public init(_ steps: [Step], endDelay: Double = 0) {
    self.steps.withLock { $0 = steps }
    self.endDelay = endDelay
  }

  package func nextLine() async -> String? {
    while let step = steps.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) {
      switch step {
      case .line(let line): return line
      case .computed(let answer):
        let line = await answer()
        // A follower cancelled while the answer was worked out leaves the step for the next read.
        if Task.isCancelled {
          steps.withLock { $0.insert(step, at: 0) }
          return nil
        }
        return line
      case .wait(let seconds):
        do { try await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000)) } catch { return nil }
      case .until(let condition):
        while !condition() {
          do { try await Task.sleep(nanoseconds: 5_000_000) } catch {
            steps.withLock { $0.insert(step, at: 0) }
            return nil
          }
        }
      }
    }
    try? await Task.sleep(nanoseconds: UInt64(endDelay * 1_000_000_000))
    return nil
  }
}
