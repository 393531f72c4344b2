import Foundation

/// Blocking reads of a pipe (ADR 0071, 0073).
package enum PipeReading {
  /// A read(2) that failed, with its `errno`.
  package struct Failure: Error, Equatable {
    package let errno: Int32
  }

  /// One read(2) of at most `limit` bytes: what has arrived (at least a byte, waiting only until one
  /// does), or empty at the end. `FileHandle.read(upToCount:)` is not used because on Linux it waits for
  /// the whole count, and `availableData` because it traps on an error. `EINTR` is retried.
  ///
  /// - Throws: ``Failure`` with the `errno` of a read that failed.
  package static func next(from descriptor: Int32, upTo limit: Int = 16_384) throws(Failure) -> Data {
    var piece = [UInt8](repeating: 0, count: max(1, limit))
    return Data(piece[0..<(try read(descriptor, into: &piece))])
  }

  /// Reads `descriptor` until its end, handing each piece to `received` as it arrives.
  ///
  /// Blocks the calling thread: call it on a thread of its own, never on the concurrency pool. The end of
  /// file or any error ends the reading. The descriptor is left open.
  package static func untilEnd(of descriptor: Int32, _ received: (Data) -> Void) {
    var buffer = [UInt8](repeating: 0, count: 16_384)  // one buffer for the whole stream
    while let count = try? read(descriptor, into: &buffer), count > 0 {
      received(Data(buffer[0..<count]))
    }
  }

  /// One read(2) into `buffer`: the bytes read, 0 at the end; `EINTR` is retried.
  private static func read(_ descriptor: Int32, into buffer: inout [UInt8]) throws(Failure) -> Int {
    while true {
      let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
      if count >= 0 { return count }
      if errno != EINTR { throw Failure(errno: errno) }
    }
  }
}
