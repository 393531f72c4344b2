import ChatterboxComposition

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal's size in character cells, read with `ioctl(TIOCGWINSZ)`; 80×24 when it cannot be
/// read (not a terminal, or a terminal that reports zeros).
///
/// ```swift
/// let size = TerminalSize.current()   // e.g. 120×40
/// ```
package struct TerminalSize: Equatable, Sendable, CustomStringConvertible {
  /// Columns.
  package var columns: Int
  /// Rows.
  var rows: Int

  /// The fallback when the size is unknown.
  static let fallback = TerminalSize(columns: 80, rows: 24)

  /// Below this the screens do not fit; the app shows a "make the window larger" notice instead.
  static let minimum = TerminalSize(columns: 40, rows: 12)

  /// Whether screens can be laid out at this size.
  var isUsable: Bool { columns >= Self.minimum.columns && rows >= Self.minimum.rows }

  package var description: String { "\(columns)×\(rows)" }

  /// The size of the terminal on `descriptor` (standard output by default).
  package static func current(descriptor: Int32 = 1) -> TerminalSize {
    var size = winsize()
    #if os(Linux)
      let request = UInt(TIOCGWINSZ)
    #else
      let request: UInt = 0x4008_7468  // TIOCGWINSZ: _IOR('t', 104, struct winsize), not imported on Darwin
    #endif
    guard ioctl(descriptor, request, &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return fallback }
    return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
  }
}
