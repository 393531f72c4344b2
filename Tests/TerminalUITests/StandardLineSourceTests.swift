import Foundation
import Observability
import Testing

@testable import TerminalUI

/// Plain mode's standard input, over a scripted `read` (what the background thread calls).
@Suite("Standard line source", .timeLimit(.minutes(3)))
struct StandardLineSourceTests {
  /// Hands out `lines` one per `read`, each only once `release` lets it go; then the end of input.
  final class GatedInput: Sendable {
    private let lines: LockedValue<[String]>
    private let released = LockedValue(0)
    private let taken = LockedValue(0)

    init(_ lines: [String]) { self.lines = LockedValue(lines) }

    /// Lets the reader have one more line (or the end of input).
    func release() { released.withLock { $0 += 1 } }

    /// How many reads have returned.
    var reads: Int { taken.value }

    func read() -> String? {
      while released.value <= taken.value { usleep(1_000) }
      defer { taken.withLock { $0 += 1 } }
      return lines.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    }
  }

  @Test func linesArriveInOrderThenEveryCallEndsAtOnce() async {
    let input = GatedInput(["one", "two"])
    let source = StandardLineSource(read: { input.read() })
    for _ in 0..<3 { input.release() }
    #expect(await source.nextLine() == "one")
    #expect(await source.nextLine() == "two")
    #expect(await source.nextLine() == nil)
    #expect(await source.nextLine() == nil)  // the end stays the end, without blocking
  }

  @Test func aCancelledWaitLosesNoLine() async throws {
    let input = GatedInput(["kept"])
    let (registered, waitingSignal) = AsyncStream<Void>.makeStream()
    let (arrived, arrivalSignal) = AsyncStream<Void>.makeStream()
    let source = StandardLineSource(
      read: { input.read() }, waiting: { waitingSignal.yield() }, queued: { arrivalSignal.yield() })
    let waiting = Task { await source.nextLine() }
    // The fence: the call is parked as the waiter (not cancelled before it got there).
    for await _ in registered { break }
    waiting.cancel()
    #expect(await waiting.value == nil)
    input.release()
    // The line reached the source with nobody waiting: it is kept, not handed to the cancelled call.
    for await _ in arrived { break }
    #expect(await source.nextLine() == "kept")  // the next call gets the line the cancelled one missed
  }

  @Test func manyWaitersInTurnEachGetOneLine() async {
    let count = 200
    let input = GatedInput((0..<count).map(String.init))
    let source = StandardLineSource(read: { input.read() })
    for _ in 0...count { input.release() }
    var got: [String] = []
    while let line = await source.nextLine() { got.append(line) }
    #expect(got == (0..<count).map(String.init))
  }
}
