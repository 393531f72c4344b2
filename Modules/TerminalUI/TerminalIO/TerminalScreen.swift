import AppFeature
import ChatterboxComposition
import Foundation
import Observability

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
/// for await keys in screen.keyReads() { for (key, arrival) in keys { ... }; screen.draw(lines) }
/// ```
package final class TerminalScreen: Sendable {
  private struct State {
    var previous: [String] = []
    var readerStarted = false
    /// The descriptors are closed (by the reader as it ended, or by ``restore()`` when no reader
    /// started): nothing may use them any more.
    var readerEnded = false
    var suspended = false
  }

  private let fd: Int32
  private let original: termios
  private let raw: termios
  private let write: @Sendable (String) -> Void
  /// Times the reads (``KeyBursts``), `.system` outside tests.
  private let time: TimeSource
  private let stopped = LockedFlag()
  /// Written to by ``restore()`` so the reader thread, blocked in `poll` with no timeout, wakes
  /// and ends: an idle reader costs no wake-ups.
  private let wake: (read: Int32, write: Int32)
  /// Held across the terminal calls too, so a frame, a mode change and the closing of the
  /// descriptors never interleave.
  private let state = LockedValue(State())

  /// Escapes on entry: alternate screen, hidden cursor, no auto-wrap (so the last column of the
  /// last line never scrolls), bracketed paste, cleared screen.
  static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[?2004h\u{1B}[2J"
  /// Escapes on exit, undoing each of the above.
  static let leaveSequence = "\u{1B}[0m\u{1B}[?2004l\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"

  private init?(fd: Int32, write: @escaping @Sendable (String) -> Void, time: TimeSource) {
    self.fd = fd
    self.write = write
    self.time = time
    var original = termios()
    guard tcgetattr(fd, &original) == 0 else { return nil }
    self.original = original
    var raw = original
    // No line editing, echo, signals from keys (Ctrl-C arrives as a key so quitting can keep the
    // take; Ctrl-Z too, so suspending can pause it first), flow control or CR translation.
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
    self.raw = raw
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
  /// `time` times the key reads.
  static func open(write: @escaping @Sendable (String) -> Void, time: TimeSource = .system) -> TerminalScreen? {
    let fd = ttyOpen("/dev/tty")
    guard fd >= 0 else { return nil }
    guard let screen = TerminalScreen(fd: fd, write: write, time: time) else {
      _ = ttyClose(fd)
      return nil
    }
    return screen
  }

  /// The terminal's current size.
  var size: TerminalSize {
    state.withLock { $0.readerEnded ? TerminalSize.fallback : TerminalSize.current(descriptor: fd) }
  }

  /// Draws a frame: only lines that differ from the last frame are written. Draws nothing while
  /// suspended (the shell owns the terminal then).
  func draw(_ lines: [String], force: Bool = false) {
    state.withLock { state in
      guard !state.suspended, !stopped.isSet else { return }
      let previous = state.previous
      var output = force || lines.count != previous.count ? "\u{1B}[0m\u{1B}[2J" : ""
      let redrawAll = !output.isEmpty
      for (index, line) in lines.enumerated() where redrawAll || index >= previous.count || previous[index] != line {
        output += "\u{1B}[\(index + 1);1H\u{1B}[0m" + line + "\u{1B}[0m"
      }
      state.previous = lines
      if !output.isEmpty { write(output) }
    }
  }

  /// Forgets the last frame so the next ``draw(_:force:)`` repaints everything (after a resize).
  func invalidate() { state.withLock { $0.previous = [] } }

  /// Gives the terminal back before the process stops: leaves the alternate screen and restores
  /// the modes it had at launch (cooked, echo). Idempotent.
  func suspend() {
    state.withLock { state in
      guard !state.suspended, !stopped.isSet, !state.readerEnded else { return }
      state.suspended = true
      write(Self.leaveSequence)
      setMode(original)
    }
  }

  /// Takes the terminal again after a `SIGCONT`: raw mode, the alternate screen, and a forgotten
  /// frame so the next draw repaints everything. The shell may have reset the modes while the app
  /// was stopped, so they are set again even when ``suspend()`` was not called (an outside
  /// `SIGSTOP`). Does nothing when the process is not in the terminal's foreground (continued with
  /// `bg`: touching the terminal would stop it again); returns whether the terminal is the app's.
  @discardableResult
  func resume() -> Bool {
    state.withLock { state in
      guard !stopped.isSet, !state.readerEnded else { return false }
      guard tcgetpgrp(fd) == getpgrp() else { return false }
      setMode(raw)
      write(Self.enterSequence)
      state.suspended = false
      state.previous = []
      return true
    }
  }

  /// Key presses until ``restore()``, each with how it arrived (``KeyBursts``), one element per
  /// read of the terminal (a paste comes as a few hundred keys at a time, so the app draws once
  /// for them instead of once a key). A lone ESC becomes the Escape key after
  /// ``KeyReadLoop/escapeWait`` without a following byte; otherwise the reader blocks with no
  /// timeout, so an idle app does not wake. One reader per screen: a second call, or a call after
  /// ``restore()``, gets a finished stream.
  func keyReads() -> AsyncStream<[(InteractiveKey, KeyArrival)]> {
    AsyncStream { continuation in
      let start = state.withLock { state in
        guard !state.readerStarted, !state.readerEnded else { return false }
        state.readerStarted = true
        return true
      }
      guard start else { return continuation.finish() }
      let thread = Thread { [self] in
        var bursts = KeyBursts()
        KeyReadLoop.runClassified(
          terminal: fd, wake: wake.read, bursts: &bursts, time: time, isStopped: { stopped.isSet }
        ) { continuation.yield($0) }
        // The reader closes the descriptors itself, so their numbers cannot be reused under it.
        state.withLock { state in
          state.readerEnded = true
          closeDescriptors()
        }
        continuation.finish()
      }
      thread.start()
    }
  }

  /// Leaves the alternate screen and restores the terminal as it was. Idempotent.
  func restore() {
    guard stopped.set() else { return }
    state.withLock { state in
      if !state.suspended { write(Self.leaveSequence) }
      guard !state.readerEnded else { return }
      setMode(original)
      if state.readerStarted {
        wakeUp(wake.write)
      } else {
        state.readerEnded = true
        closeDescriptors()
      }
    }
  }

  private func setMode(_ mode: termios) {
    var mode = mode
    tcsetattr(fd, TCSANOW, &mode)
  }

  /// Closes the terminal and the wake pipe; called once, under the state's lock.
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
