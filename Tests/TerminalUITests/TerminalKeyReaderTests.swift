import AppFeature
import Foundation
import Testing

@testable import TerminalUI

#if canImport(Glibc)
  import Glibc
#endif

/// `practice`'s one-key reader on a real pseudo-terminal: the keys a person types arrive, a lone
/// Escape is a key, each key says whether it came alone or inside a burst, and ``TerminalKeyReader/close()`` ends a reader blocked with no input at once
/// and gives the terminal its modes back.
@Suite("Terminal key reader (pseudo-terminal)", .timeLimit(.minutes(1)))
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
      let reader = try #require(TerminalKeyReader.open(path: terminal.followerPath))
      defer { reader.close() }
      var keys = reader.presses().makeAsyncIterator()
      try await Task.sleep(for: .milliseconds(200))
      terminal.type("hello dear")
      var burst: [KeyArrival] = []
      for _ in 0..<10 { burst.append(try #require(await keys.next()).1) }
      #expect(burst == Array(repeating: .buffered, count: 10))
      try await Task.sleep(for: .milliseconds(300))
      terminal.type("d")
      let lone = try #require(await keys.next())
      #expect(lone.0 == .character("d") && lone.1 == .alone)
    }

    @Test func aKeyWaitingWhenTheReaderOpensIsBuffered() async throws {
      let terminal = try #require(PseudoTerminal(), "no pseudo-terminal on this machine")
      let follower = open(terminal.followerPath, O_RDWR | O_NOCTTY)  // keeps the follower's queue alive
      try #require(follower >= 0)
      defer { close(follower) }
      terminal.type("d")  // typed ahead, before the question was asked
      try await Task.sleep(for: .milliseconds(100))
      let reader = try #require(TerminalKeyReader.open(path: terminal.followerPath))
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
      let presses = reader.presses()
      let ended = Task {
        for await _ in presses {}
        return ContinuousClock.now
      }
      try await Task.sleep(for: .milliseconds(300))  // the reader is blocked in poll by now
      let closing = ContinuousClock.now
      reader.close()
      let end = await ended.value
      // No 100 ms polling tick to wait for: the wake pipe ends it at once (a loaded CI machine
      // still gets a generous bound).
      #expect(end - closing < .seconds(2))
      var after = termios()
      tcgetattr(follower, &after)
      #expect(after.c_lflag & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO))
      reader.close()  // twice is safe
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
