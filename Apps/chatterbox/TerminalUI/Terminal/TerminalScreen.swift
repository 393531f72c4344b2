import AppFeature
import ChatterboxComposition
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The full-screen terminal: raw keys from `/dev/tty`, the alternate screen buffer, a hidden
/// cursor, and frames drawn by rewriting only the lines that changed. ``restore()`` puts
/// everything back; it is safe to call more than once and is called on every way out.
/// ``suspend()`` and ``resume()`` do the same around a stop (Ctrl-Z, `SIGTSTP`) and a `SIGCONT`.
///
/// ```swift
/// guard let screen = TerminalScreen.open(write: console.screenWriter) else { return plainMode() }
/// defer { screen.restore() }
/// for await (key, arrival) in screen.keys() { ... screen.draw(lines) }
/// ```
package final class TerminalScreen: @unchecked Sendable {
  private let fd: Int32
  private var original = termios()
  private var raw = termios()
  private let write: @Sendable (String) -> Void
  private let stopped = LockedFlag()
  /// Written to by ``restore()`` so the reader thread, blocked in `poll` with no timeout, wakes
  /// and ends: an idle reader costs no wake-ups.
  private let wake: (read: Int32, write: Int32)
  private let lock = NSLock()
  private var previous: [String] = []
  private var readerStarted = false
  /// The reader thread has ended and closed the descriptors: nothing may use them any more.
  private var readerEnded = false
  private var suspended = false

  /// Escapes on entry: alternate screen, hidden cursor, no auto-wrap (so the last column of the
  /// last line never scrolls), bracketed paste, cleared screen.
  static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[?2004h\u{1B}[2J"
  /// Escapes on exit, undoing each of the above.
  static let leaveSequence = "\u{1B}[0m\u{1B}[?2004l\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"

  private init?(fd: Int32, write: @escaping @Sendable (String) -> Void) {
    self.fd = fd
    self.write = write
    guard tcgetattr(fd, &original) == 0 else { return nil }
    raw = original
    // No line editing, echo, signals from keys (Ctrl-C arrives as a key so quitting can keep the
    // take; Ctrl-Z too, so suspending can pause it first), flow control or CR translation.
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
    var pipeEnds: [Int32] = [-1, -1]
    guard pipe(&pipeEnds) == 0 else { return nil }
    wake = (pipeEnds[0], pipeEnds[1])
    guard tcsetattr(fd, TCSANOW, &raw) == 0 else {
      _ = ttyClose(pipeEnds[0])
      _ = ttyClose(pipeEnds[1])
      return nil
    }
    write(Self.enterSequence)
  }

  /// Opens `/dev/tty` in raw mode and enters the alternate screen; `nil` without a terminal.
  static func open(write: @escaping @Sendable (String) -> Void) -> TerminalScreen? {
    let fd = ttyOpen("/dev/tty")
    guard fd >= 0 else { return nil }
    guard let screen = TerminalScreen(fd: fd, write: write) else {
      _ = ttyClose(fd)
      return nil
    }
    return screen
  }

  /// The terminal's current size.
  var size: TerminalSize {
    lock.withLock { readerEnded ? TerminalSize.fallback : TerminalSize.current(descriptor: fd) }
  }

  /// Draws a frame: only lines that differ from the last frame are written. Draws nothing while
  /// suspended (the shell owns the terminal then).
  func draw(_ lines: [String], force: Bool = false) {
    lock.withLock {
      guard !suspended, !stopped.isSet else { return }
      var output = force || lines.count != previous.count ? "\u{1B}[0m\u{1B}[2J" : ""
      let redrawAll = !output.isEmpty
      for (index, line) in lines.enumerated() where redrawAll || index >= previous.count || previous[index] != line {
        output += "\u{1B}[\(index + 1);1H\u{1B}[0m" + line + "\u{1B}[0m"
      }
      previous = lines
      if !output.isEmpty { write(output) }
    }
  }

  /// Forgets the last frame so the next ``draw(_:force:)`` repaints everything (after a resize).
  func invalidate() { lock.withLock { previous = [] } }

  /// Gives the terminal back before the process stops: leaves the alternate screen and restores
  /// the modes it had at launch (cooked, echo). Idempotent.
  func suspend() {
    lock.withLock {
      guard !suspended, !stopped.isSet, !readerEnded else { return }
      suspended = true
      write(Self.leaveSequence)
      tcsetattr(fd, TCSANOW, &original)
    }
  }

  /// Takes the terminal again after a `SIGCONT`: raw mode, the alternate screen, and a forgotten
  /// frame so the next draw repaints everything. The shell may have reset the modes while the app
  /// was stopped, so they are set again even when ``suspend()`` was not called (an outside
  /// `SIGSTOP`). Does nothing when the process is not in the terminal's foreground (continued with
  /// `bg`: touching the terminal would stop it again); returns whether the terminal is the app's.
  @discardableResult
  func resume() -> Bool {
    lock.withLock {
      guard !stopped.isSet, !readerEnded else { return false }
      guard tcgetpgrp(fd) == getpgrp() else { return false }
      tcsetattr(fd, TCSANOW, &raw)
      write(Self.enterSequence)
      suspended = false
      previous = []
      return true
    }
  }

  /// Key presses until ``restore()``, each with how it arrived (``KeyBursts``). A lone ESC becomes
  /// the Escape key after 50 ms without a following byte; otherwise the reader blocks with no
  /// timeout, so an idle app does not wake.
  func keys() -> AsyncStream<(InteractiveKey, KeyArrival)> {
    AsyncStream { continuation in
      lock.withLock { readerStarted = true }
      let thread = Thread { [self] in
        readKeys { key, arrival in continuation.yield((key, arrival)) }
        // The reader closes the descriptors itself, so their numbers cannot be reused under it.
        lock.withLock {
          readerEnded = true
          closeDescriptors()
        }
        continuation.finish()
      }
      thread.start()
    }
  }

  private func readKeys(_ yield: (InteractiveKey, KeyArrival) -> Void) {
    var decoder = KeyDecoder()
    var bursts = KeyBursts()
    var buffer = [UInt8](repeating: 0, count: 256)
    while !stopped.isSet {
      var descriptors = [
        pollfd(fd: fd, events: Int16(POLLIN), revents: 0), pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&descriptors, 2, decoder.isPending ? 50 : -1)
      if ready < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        return
      }
      if ready == 0 {
        for key in decoder.flushEscape() { yield(key, bursts.lastArrival) }
        continue
      }
      if descriptors[1].revents != 0 { return }
      let count = read(fd, &buffer, buffer.count)
      if count < 0, errno == EINTR || errno == EAGAIN { continue }
      guard count > 0 else { return }
      let keys = decoder.feed(Array(buffer[0..<count]))
      var next = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      let moreWaiting = poll(&next, 1, 0) > 0
      for (key, arrival) in bursts.classify(keys, at: .now, moreWaiting: moreWaiting) { yield(key, arrival) }
    }
  }

  /// Leaves the alternate screen and restores the terminal as it was. Idempotent.
  func restore() {
    guard stopped.set() else { return }
    lock.withLock {
      if !suspended { write(Self.leaveSequence) }
      guard !readerEnded else { return }
      tcsetattr(fd, TCSANOW, &original)
      if readerStarted { wakeUp(wake.write) } else { closeDescriptors() }
    }
  }

  /// Closes the terminal and the wake pipe; called once, under `lock`.
  private func closeDescriptors() {
    _ = ttyClose(fd)
    _ = ttyClose(wake.read)
    _ = ttyClose(wake.write)
  }

  deinit { restore() }
}

private func ttyOpen(_ path: String) -> Int32 { open(path, O_RDWR | O_NOCTTY) }
private func ttyClose(_ fd: Int32) -> Int32 { close(fd) }
private func wakeUp(_ fd: Int32) {
  var byte: UInt8 = 1
  _ = write(fd, &byte, 1)
}
