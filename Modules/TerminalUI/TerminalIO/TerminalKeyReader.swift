import AppFeature
import Foundation
import Observability

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads single key presses from the controlling terminal (`/dev/tty`, so it works even when
/// standard input carries audio) for the one-key prompts of `practice`, `record` and `history`.
/// Raw mode without echo or line editing, but Ctrl-C still raises SIGINT (the commands' ``SignalTrap``
/// handles it). Bytes become keys through the full-screen app's ``KeyDecoder``, and each key says
/// how it arrived through the same ``KeyBursts`` rule, so a prompt can refuse a destructive answer
/// that came inside a paste or typed-ahead input (AppFeature's ``KeyArrival``). The reader thread
/// blocks in poll(2) (``KeyReadLoop``) and ``close()`` wakes it, so an idle prompt costs no
/// wake-ups. ``close()`` restores the terminal.
///
/// ```swift
/// if let keys = TerminalKeyReader.open() {
///   defer { keys.close() }
///   for await (key, arrival) in keys.presses() { if key == .enter { break } }
/// }
/// ```
package final class TerminalKeyReader: Sendable {
  private struct State {
    var readerStarted = false
    /// The terminal has its modes back. Set once, by ``close()`` or by the reader as the terminal
    /// ends, and never undone: a reader thread that ends late must not set this reader's modes
    /// again over those of the prompt that took the terminal next.
    var modeRestored = false
    /// The descriptors are closed: nothing may use them any more.
    var closed = false
  }

  private let fd: Int32
  private let original: termios
  /// Times the reads (``KeyBursts``), `.system` outside tests.
  private let time: TimeSource
  /// When the prompt took the terminal (`time`'s uptime): a key read sooner than
  /// ``KeyBursts/quietGap`` after it was typed before the question could be read (left from a
  /// paste, typed ahead).
  private let opened: Duration
  /// Written to by ``close()`` so the reader thread, blocked in `poll`, wakes and ends.
  private let wake: (read: Int32, write: Int32)
  private let stopped = LockedFlag()
  /// Held across the terminal calls too, so restoring the mode and closing never interleave.
  private let state = LockedValue(State())

  private init?(fd: Int32, time: TimeSource) {
    self.fd = fd
    self.time = time
    opened = time.uptime()
    var original = termios()
    guard tcgetattr(fd, &original) == 0 else { return nil }
    self.original = original
    var raw = original
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
    var pipeEnds: [Int32] = [-1, -1]
    guard pipe(&pipeEnds) == 0 else { return nil }
    wake = (pipeEnds[0], pipeEnds[1])
    guard tcsetattr(fd, TCSANOW, &raw) == 0 else {
      _ = systemClose(pipeEnds[0])
      _ = systemClose(pipeEnds[1])
      return nil
    }
  }

  /// Opens `/dev/tty` in raw mode, or `nil` when there is no terminal; `time` times the reads.
  package static func open(time: TimeSource = .system) -> TerminalKeyReader? { open(path: "/dev/tty", time: time) }

  /// Opens the terminal at `path` (tests: a pseudo-terminal's follower), or `nil` when it is not
  /// a terminal or cannot be opened.
  static func open(path: String, time: TimeSource = .system) -> TerminalKeyReader? {
    let fd = openTerminal(path)
    guard fd >= 0 else { return nil }
    guard let reader = TerminalKeyReader(fd: fd, time: time) else {
      _ = systemClose(fd)
      return nil
    }
    return reader
  }

  /// Key presses until ``close()`` or the terminal's end, each with how it arrived
  /// (``KeyBursts``, as the full-screen app's ``TerminalScreen/keys()``): ``KeyArrival/alone``
  /// only for the one key of a read, with nothing waiting behind it, at least
  /// ``KeyBursts/quietGap`` after the previous read and after the reader opened; otherwise
  /// ``KeyArrival/buffered``. A lone ESC is the Escape key after ``KeyReadLoop/escapeWait``, with
  /// the arrival of the read that brought it. One reader per terminal: a second call, or a call
  /// after ``close()``, gets a finished stream.
  package func presses() -> AsyncStream<(InteractiveKey, KeyArrival)> {
    AsyncStream { continuation in
      let start = state.withLock { state in
        guard !state.readerStarted, !state.closed else { return false }
        state.readerStarted = true
        return true
      }
      guard start else { return continuation.finish() }
      let thread = Thread { [self] in
        var bursts = KeyBursts()
        // The prompt's opening counts as the previous read (see ``opened``).
        _ = bursts.classify([], at: opened, moreWaiting: false)
        KeyReadLoop.runClassified(
          terminal: fd, wake: wake.read, bursts: &bursts, time: time, isStopped: { stopped.isSet }
        ) { keys in for key in keys { continuation.yield(key) } }
        // The reader closes the descriptors itself, so their numbers cannot be reused under it;
        // a terminal that ended before ``close()`` is given its mode back here, and only then: after
        // ``close()`` the next prompt may already have the terminal in raw mode (issue: `practice`'s
        // recording reader, ending late on a loaded machine, put the review's terminal back in
        // canonical mode, so no key reached the review until a newline).
        state.withLock { state in
          if !state.modeRestored { restoreMode() }
          state.modeRestored = true
          state.closed = true
          closeDescriptors()
        }
        continuation.finish()
      }
      thread.start()
    }
  }

  /// Restores the terminal and ends ``presses()``. Safe to call twice.
  package func close() {
    guard stopped.set() else { return }
    state.withLock { state in
      guard !state.closed else { return }
      if !state.modeRestored { restoreMode() }
      state.modeRestored = true
      if state.readerStarted {
        wakeUp(wake.write)
      } else {
        state.closed = true
        closeDescriptors()
      }
    }
  }

  deinit { close() }

  private func restoreMode() {
    var mode = original
    tcsetattr(fd, TCSANOW, &mode)
  }

  /// Closes the terminal and the wake pipe; called once, under the state's lock.
  private func closeDescriptors() {
    _ = systemClose(fd)
    _ = systemClose(wake.read)
    _ = systemClose(wake.write)
  }
}

private func openTerminal(_ path: String) -> Int32 { open(path, O_RDWR | O_NOCTTY) }
private func systemClose(_ fd: Int32) -> Int32 { close(fd) }
private func wakeUp(_ fd: Int32) {
  var byte: UInt8 = 1
  _ = write(fd, &byte, 1)
}
