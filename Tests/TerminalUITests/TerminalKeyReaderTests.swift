import AppFeature
import Foundation
import TestSupport
import Testing

@testable import TerminalUI

#if canImport(Glibc)
  import Glibc
#endif

/// `practice`'s one-key reader on a real pseudo-terminal: the keys a person types arrive, a lone
/// Escape is a key, each key says whether it came alone or inside a burst, and
/// ``TerminalKeyReader/close()`` ends a reader blocked with no input and gives the terminal its modes
/// back, once: a reader that ends late never undoes the next prompt's raw mode. Reads are timed by a
/// ``TestClock``, so "after a pause" is a statement of the test, not a real wait.
@Suite("Terminal key reader (pseudo-terminal)", .timeLimit(.minutes(3)))
struct TerminalKeyReaderTests {
  #if os(Linux)
    /// A pseudo-terminal: the leader end the test types into, and the follower's path.
    final class PseudoTerminal {
      let leader: Int32
      let followerPath: String

      init?() {
        leader = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard leader >= 0 else { return nil }
        var unlock: Int32 = 0
        var number: UInt32 = 0
        // TIOCSPTLCK and TIOCGPTN (Linux): unlock the follower and learn its number.
        guard ioctl(leader, 0x4004_5431, &unlock) == 0, ioctl(leader, 0x8004_5430, &number) == 0 else {
          close(leader)
          return nil
        }
        followerPath = "/dev/pts/\(number)"
      }

      func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(leader, $0.baseAddress, $0.count) }
      }

      /// The follower's local modes (`c_lflag`) as another program on the terminal sees them.
      func localModes() -> tcflag_t {
        let follower = open(followerPath, O_RDWR | O_NOCTTY)
        defer { close(follower) }
        var modes = termios()
        tcgetattr(follower, &modes)
        return modes.c_lflag
      }

      deinit { close(leader) }
    }

    @Test func typedKeysArriveAndALoneEscapeIsAKey() async throws {
      let terminal = try #require(PseudoTerminal(), "no pseudo-terminal on this machine")
      let reader = try #require(TerminalKeyReader.open(path: terminal.followerPath))
      defer { reader.close() }
      var keys = reader.presses().makeAsyncIterator()
      terminal.type("y")
      #expect(await keys.next()?.0 == .character("y"))
      terminal.type("\u{1B}[A")
      #expect(await keys.next()?.0 == .up)
      terminal.type("日")
      #expect(await keys.next()?.0 == .character("日"))
      terminal.type(" ")
      #expect(await keys.next()?.0 == .character(" "))
      // Escape on its own: the practice reader once waited for the next byte, then dropped it.
      terminal.type("\u{1B}")
      #expect(await keys.next()?.0 == .escape)
      terminal.type("\r")
      #expect(await keys.next()?.0 == .enter)
    }

    @Test func aBurstIsBufferedAndAKeyAfterAPauseIsAlone() async throws {
      let terminal = try #require(PseudoTerminal(), "no pseudo-terminal on this machine")
      let clock = TestClock()
      let reader = try #require(TerminalKeyReader.open(path: terminal.followerPath, time: clock.source))
      defer { reader.close() }
      var keys = reader.presses().makeAsyncIterator()
      clock.advance(by: .seconds(1))  // a person reads the question first
      terminal.type("hello dear")
      var burst: [KeyArrival] = []
      for _ in 0..<10 { burst.append(try #require(await keys.next()).1) }
      #expect(burst == Array(repeating: .buffered, count: 10))
      // The burst was read (its keys came): a key typed a second later is a press of its own.
      clock.advance(by: .seconds(1))
      terminal.type("d")
      let lone = try #require(await keys.next())
      #expect(lone.0 == .character("d") && lone.1 == .alone)
    }

    @Test func aKeyReadInsideTheQuietGapOfTheLastReadIsBuffered() async throws {
      let terminal = try #require(PseudoTerminal(), "no pseudo-terminal on this machine")
      let clock = TestClock()
      let reader = try #require(TerminalKeyReader.open(path: terminal.followerPath, time: clock.source))
      defer { reader.close() }
      var keys = reader.presses().makeAsyncIterator()
      clock.advance(by: .seconds(1))
      terminal.type("y")
      #expect(try #require(await keys.next()).1 == .alone)
      // The tail of a burst the terminal delivered in two reads, 10 ms apart.
      clock.advance(by: .milliseconds(10))
      terminal.type("d")
      let tail = try #require(await keys.next())
      #expect(tail.0 == .character("d") && tail.1 == .buffered)
    }

    @Test func aKeyWaitingWhenTheReaderOpensIsBuffered() async throws {
      let terminal = try #require(PseudoTerminal(), "no pseudo-terminal on this machine")
      let follower = open(terminal.followerPath, O_RDWR | O_NOCTTY)  // keeps the follower's queue alive
      try #require(follower >= 0)
      defer { close(follower) }
      terminal.type("d")  // typed ahead, before the question was asked
      // The clock never moves: however late the byte reaches the reader, it is read within the
      // quiet gap of the opening.
      let clock = TestClock()
      let reader = try #require(TerminalKeyReader.open(path: terminal.followerPath, time: clock.source))
      defer { reader.close() }
      var keys = reader.presses().makeAsyncIterator()
      let early = try #require(await keys.next())
      #expect(early.0 == .character("d") && early.1 == .buffered)
    }

    @Test func closeEndsAReaderBlockedWithoutInputAndRestoresTheModes() async throws {
      let terminal = try #require(PseudoTerminal(), "no pseudo-terminal on this machine")
      let follower = open(terminal.followerPath, O_RDWR | O_NOCTTY)
      try #require(follower >= 0)
      defer { close(follower) }
      var before = termios()
      tcgetattr(follower, &before)
      #expect(before.c_lflag & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO))

      let reader = try #require(TerminalKeyReader.open(path: terminal.followerPath))
      var raw = termios()
      tcgetattr(follower, &raw)
      #expect(raw.c_lflag & tcflag_t(ICANON | ECHO) == 0)
      #expect(raw.c_lflag & tcflag_t(ISIG) != 0)  // Ctrl-C stays SIGINT for the commands' trap
      var presses = reader.presses().makeAsyncIterator()
      // A key that arrives proves the reader thread runs; it goes back to poll(2) with no timeout.
      terminal.type("y")
      #expect(await presses.next()?.0 == .character("y"))
      reader.close()
      // The poll has no timeout, so only the wake pipe can end it: were it not woken, this would
      // wait for ever (the suite's time limit is the hang guard).
      #expect(await presses.next() == nil)
      var after = termios()
      tcgetattr(follower, &after)
      #expect(after.c_lflag & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO))
      reader.close()  // twice is safe
    }

    /// `practice` closes the recording's reader and opens the review's at once. The recording's
    /// reader thread, ending late on a loaded machine, once restored the modes a second time, over
    /// the review's raw mode: the review then read nothing before a newline, and echoed the keys
    /// (the CI flake whose pane ended in "hello dearu").
    @Test func aReaderEndingAfterTheNextOneOpenedLeavesTheTerminalRaw() async throws {
      let terminal = try #require(PseudoTerminal(), "no pseudo-terminal on this machine")
      let keep = open(terminal.followerPath, O_RDWR | O_NOCTTY)  // the follower outlives each reader
      try #require(keep >= 0)
      defer { close(keep) }
      for _ in 0..<20 {
        let recording = try #require(TerminalKeyReader.open(path: terminal.followerPath))
        var recordingKeys = recording.presses().makeAsyncIterator()
        terminal.type("y")
        #expect(await recordingKeys.next()?.0 == .character("y"))  // its thread runs
        recording.close()
        let review = try #require(TerminalKeyReader.open(path: terminal.followerPath))
        #expect(await recordingKeys.next() == nil)  // the first reader's thread has ended
        let raw = terminal.localModes() & tcflag_t(ICANON | ECHO) == 0
        #expect(raw, "the review's terminal went back to canonical mode with echo")
        review.close()
        #expect(terminal.localModes() & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO))
        if !raw { break }
      }
    }

    @Test func pressesAfterCloseOrASecondTimeEndAtOnce() async throws {
      let terminal = try #require(PseudoTerminal(), "no pseudo-terminal on this machine")
      let reader = try #require(TerminalKeyReader.open(path: terminal.followerPath))
      let first = reader.presses()
      var second = reader.presses().makeAsyncIterator()
      #expect(await second.next() == nil)  // one reader per terminal
      reader.close()
      var afterClose = reader.presses().makeAsyncIterator()
      #expect(await afterClose.next() == nil)
      for await _ in first {}  // the first reader ended too
    }

    @Test func notATerminal() throws {
      #expect(TerminalKeyReader.open(path: "/dev/null") == nil)
    }
  #endif
}
