import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The full-screen terminal: raw keys from `/dev/tty`, the alternate screen buffer, a hidden
/// cursor, and frames drawn by rewriting only the lines that changed. ``restore()`` puts
/// everything back; it is safe to call more than once and is called on every way out.
///
/// ```swift
/// guard let screen = TerminalScreen.open(write: { console.write($0) }) else { return plainMode() }
/// defer { screen.restore() }
/// for await key in screen.keys() { ... screen.draw(lines) }
/// ```
final class TerminalScreen: @unchecked Sendable {
  private let fd: Int32
  private var original = termios()
  private let write: @Sendable (String) -> Void
  private let stopped = LockedFlag()
  private let lock = NSLock()
  private var previous: [String] = []
  private var readerStarted = false

  /// Escapes on entry: alternate screen, hidden cursor, no auto-wrap (so the last column of the
  /// last line never scrolls), bracketed paste, cleared screen.
  static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[?2004h\u{1B}[2J"
  /// Escapes on exit, undoing each of the above.
  static let leaveSequence = "\u{1B}[0m\u{1B}[?2004l\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"

  private init?(fd: Int32, write: @escaping @Sendable (String) -> Void) {
    self.fd = fd
    self.write = write
    guard tcgetattr(fd, &original) == 0 else { return nil }
    var raw = original
    // No line editing, echo, signals from keys (Ctrl-C arrives as a key so quitting can keep the
    // take), flow control or CR translation.
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
    guard tcsetattr(fd, TCSANOW, &raw) == 0 else { return nil }
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
  var size: TerminalSize { TerminalSize.current(descriptor: fd) }

  /// Draws a frame: only lines that differ from the last frame are written.
  func draw(_ lines: [String], force: Bool = false) {
    lock.withLock {
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

  /// Key presses until ``restore()``. A lone ESC becomes the Escape key after 50 ms without a
  /// following byte; polling lets the reader thread notice ``restore()`` promptly.
  func keys() -> AsyncStream<InteractiveKey> {
    AsyncStream { continuation in
      lock.withLock { readerStarted = true }
      let thread = Thread { [self] in
        var decoder = KeyDecoder()
        var buffer = [UInt8](repeating: 0, count: 256)
        while !stopped.isSet {
          var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
          let ready = poll(&descriptor, 1, 50)
          if ready == 0 {
            for key in decoder.flushEscape() { continuation.yield(key) }
            continue
          }
          guard ready > 0 else { continue }
          let count = read(fd, &buffer, buffer.count)
          guard count > 0 else { break }
          for key in decoder.feed(Array(buffer[0..<count])) { continuation.yield(key) }
        }
        // The reader closes the descriptor itself, so its number cannot be reused under it.
        _ = ttyClose(fd)
        continuation.finish()
      }
      thread.start()
    }
  }

  /// Leaves the alternate screen and restores the terminal as it was. Idempotent.
  func restore() {
    guard stopped.set() else { return }
    write(Self.leaveSequence)
    tcsetattr(fd, TCSANOW, &original)
    if !lock.withLock({ readerStarted }) { _ = ttyClose(fd) }
  }

  deinit { restore() }
}

private func ttyOpen(_ path: String) -> Int32 { open(path, O_RDWR | O_NOCTTY) }
private func ttyClose(_ fd: Int32) -> Int32 { close(fd) }
