import AppFeature
import Foundation
import TestSupport
import Testing

@testable import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The read loop hands over the keys of one read together, so the full-screen app handles a paste
/// a read at a time and draws once for it (drawn once a key, a 10 KB paste took a debug build
/// ~60 CPU-s). A pipe stands in for the terminal: the loop only polls and reads.
@Suite("Key read loop", .timeLimit(.minutes(1)))
struct KeyReadLoopTests {
  @Test func theKeysOfOneReadArriveTogetherAndInOrder() throws {
    var input: [Int32] = [0, 0]
    var wake: [Int32] = [0, 0]
    try #require(pipe(&input) == 0 && pipe(&wake) == 0)
    defer { for fd in [input[0]] + wake { close(fd) } }
    _ = "2dy\r2dy\r".withCString { write(input[1], $0, strlen($0)) }
    close(input[1])  // the loop ends at the end of its input
    var bursts = KeyBursts()
    var reads: [[(InteractiveKey, KeyArrival)]] = []
    KeyReadLoop.runClassified(
      terminal: input[0], wake: wake[0], bursts: &bursts, time: TestClock().source, isStopped: { false }
    ) { reads.append($0) }
    #expect(reads.count == 1)
    let take: [InteractiveKey] = [.character("2"), .character("d"), .character("y"), .enter]
    #expect(reads.first?.map(\.0) == take + take)
    #expect(reads.first?.allSatisfy { $0.1 == .buffered } == true)
  }
}
