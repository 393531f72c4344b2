import Foundation

/// Blocking reads of a child's pipe (ADR 0071, 0073).
package enum PipeReading {
  /// Reads `descriptor` with read(2) until its end, handing each piece to `received` as it arrives.
  ///
  /// Blocks the calling thread: call it on a thread of its own, never on the concurrency pool.
  /// `FileHandle.read(upToCount:)` is not used because on Linux it waits for the whole count, and
  /// `availableData` because it traps on an error. `EINTR` is retried; the end of file or any other
  /// error ends the reading. The descriptor is left open.
  package static func untilEnd(of descriptor: Int32, _ received: (Data) -> Void) {
    var piece = [UInt8](repeating: 0, count: 16_384)
    while true {
      let count = piece.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return }
      received(Data(piece[0..<count]))
    }
  }
}
