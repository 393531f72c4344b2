import AppFeature
import ChatterboxComposition

/// Tells keys pressed on their own from keys that arrived in a burst (a paste without bracketed
/// paste, typed-ahead input, a script writing to the terminal), so that a burst can never answer
/// a question (AppFeature's ``KeyArrival``). Pure: the reader hands it each read's keys, the
/// read's time and whether more bytes were already waiting.
///
/// A key is ``KeyArrival/alone`` when it is the only key of its read, no byte was waiting after
/// it, and the read came at least ``quietGap`` after the previous one; anything else is
/// ``KeyArrival/buffered``. Times are readings of a `TimeSource`'s `uptime` (ADR 0039), so a
/// test states when each read came instead of pausing for real. A person cannot press two keys that close together on purpose; a
/// paste delivered in several reads keeps its reads closer than that, or many keys per read.
///
/// ```swift
/// var bursts = KeyBursts()
/// bursts.classify([.character("y")], at: time.uptime(), moreWaiting: false) // [(y, .alone)]
/// ```
package struct KeyBursts: Sendable {
  /// The pause that separates deliberate key presses.
  static let quietGap: Duration = .milliseconds(50)

  private var lastRead: Duration?
  /// How the keys of the last read arrived (for a lone Escape the decoder releases later).
  private(set) var lastArrival: KeyArrival = .alone

  /// Classifies the keys decoded from one read made at `now` (monotonic time, a `TimeSource`'s
  /// `uptime`).
  mutating func classify(_ keys: [InteractiveKey], at now: Duration, moreWaiting: Bool)
    -> [(InteractiveKey, KeyArrival)]
  {
    let afterPause = lastRead.map { now - $0 >= Self.quietGap } ?? true
    lastRead = now
    let arrival: KeyArrival = afterPause && keys.count <= 1 && !moreWaiting ? .alone : .buffered
    lastArrival = arrival
    return keys.map { ($0, arrival) }
  }
}
