import ChatterboxComposition
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads single key presses from the controlling terminal (`/dev/tty`, so it works even when
/// standard input carries audio), in raw mode, restoring the terminal on ``close()``.
///
/// ```swift
/// if let keys = TerminalKeyReader.open() {
///   defer { keys.close() }
///   for await key in keys.presses() { if key == .enter { break } }
/// }
/// ```
package final class TerminalKeyReader: @unchecked Sendable {
  package enum Key: Equatable, Sendable {
    case character(Character)
    case enter, space, escape, up, down, left, right, backspace, tab
  }

  private let fd: Int32
  private var original = termios()
  private let stopped = LockedFlag()

  private init?(fd: Int32) {
    self.fd = fd
    guard tcgetattr(fd, &original) == 0 else { return nil }
    var raw = original
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
    guard tcsetattr(fd, TCSANOW, &raw) == 0 else { return nil }
  }

  /// Opens `/dev/tty` in raw mode, or `nil` when there is no terminal.
  package static func open() -> TerminalKeyReader? {
    let fd = openTerminal("/dev/tty")
    guard fd >= 0 else { return nil }
    guard let reader = TerminalKeyReader(fd: fd) else {
      _ = systemClose(fd)
      return nil
    }
    return reader
  }

  /// Key presses until ``close()``. Polling with a timeout lets the reader thread end promptly.
  package func presses() -> AsyncStream<Key> {
    AsyncStream { continuation in
      let thread = Thread { [self] in
        var pending: [UInt8] = []
        while !stopped.isSet {
          var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
          guard poll(&descriptor, 1, 100) > 0 else { continue }
          var byte: UInt8 = 0
          guard read(fd, &byte, 1) == 1 else { break }
          pending.append(byte)
          if let key = Self.decode(&pending) { continuation.yield(key) }
        }
        continuation.finish()
      }
      thread.start()
    }
  }

  /// Restores the terminal. Safe to call twice.
  package func close() {
    guard stopped.set() else { return }
    tcsetattr(fd, TCSANOW, &original)
    _ = systemClose(fd)
  }

  deinit { close() }

  /// Turns bytes into keys, waiting for the rest of an escape sequence.
  static func decode(_ bytes: inout [UInt8]) -> Key? {
    switch bytes {
    case [0x0A], [0x0D]:
      bytes = []
      return .enter
    case [0x20]:
      bytes = []
      return .space
    case [0x7F], [0x08]:
      bytes = []
      return .backspace
    case [0x09]:
      bytes = []
      return .tab
    case [0x1B]: return nil
    case [0x1B, 0x5B]: return nil
    case [0x1B, 0x5B, 0x41]:
      bytes = []
      return .up
    case [0x1B, 0x5B, 0x42]:
      bytes = []
      return .down
    case [0x1B, 0x5B, 0x43]:
      bytes = []
      return .right
    case [0x1B, 0x5B, 0x44]:
      bytes = []
      return .left
    default:
      if bytes.first == 0x1B {
        bytes = []
        return .escape
      }
      if let text = String(bytes: bytes, encoding: .utf8), let character = text.first {
        bytes = []
        return .character(character)
      }
      if bytes.count > 4 { bytes = [] }
      return nil
    }
  }
}

private func openTerminal(_ path: String) -> Int32 { open(path, O_RDWR | O_NOCTTY) }
private func systemClose(_ fd: Int32) -> Int32 { close(fd) }
