import Foundation
import Observability

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Blocking reads of raw S16LE PCM from a file descriptor (stdin, a pipe) on a dedicated thread.
///
/// A blocking `read(2)` must never run on the Swift concurrency pool (two cores here, and a
/// capture command blocks for every period), so each reader owns a `Thread`. Reads are cut into
/// whole frames; bytes of a partial frame are carried into the next read, and a partial frame
/// at end of input is dropped. A WAV header at the start is skipped when it declares `format` and
/// refused when it does not (``StreamedWAVHeader``).
enum DescriptorReader {
  /// Starts reading `descriptor` until end of input, an error, or `stopped` becoming true.
  /// `done` is called exactly once, on the reader thread.
  static func start(
    descriptor: Int32,
    format: PCMFormat,
    stopped: LockedValue<Bool>,
    chunkDuration: Duration = .milliseconds(100),
    yield: @escaping @Sendable (PCMChunk) -> Void,
    done: @escaping @Sendable (CaptureError?) -> Void
  ) {
    let frameBytes = max(1, format.bytesPerFrame)
    let capacity = max(frameBytes, format.frames(in: chunkDuration) * frameBytes)
    Thread.detachNewThread {
      var buffer = [UInt8](repeating: 0, count: capacity)
      var filled = 0
      var (leading, failure) = leadingSamples(descriptor: descriptor, format: format, stopped: stopped)
      let whole = leading.count - leading.count % frameBytes
      if whole > 0, !stopped.value {
        yield(PCMChunk(samples: [Int16](littleEndianBytes: Array(leading[0..<whole])), format: format))
      }
      leading.removeFirst(whole)
      for (index, byte) in leading.enumerated() { buffer[index] = byte }
      filled = leading.count
      while failure == nil, !stopped.value {
        let count = buffer.withUnsafeMutableBytes { raw -> Int in
          guard let base = raw.baseAddress else { return 0 }
          return read(descriptor, base + filled, capacity - filled)
        }
        if count < 0 {
          if errno == EINTR { continue }
          failure = .readFailed(String(cString: strerror(errno)))
          break
        }
        if count == 0 { break }
        filled += count
        let whole = filled - filled % frameBytes
        guard whole > 0 else { continue }
        let samples = [Int16](littleEndianBytes: Array(buffer[0..<whole]))
        if !stopped.value { yield(PCMChunk(samples: samples, format: format)) }
        // Move the partial frame, if any, to the front.
        let rest = filled - whole
        for index in 0..<rest { buffer[index] = buffer[whole + index] }
        filled = rest
      }
      done(failure)
    }
  }

  /// Reads until the stream's start says whether it carries a WAV header; the bytes read past it (all of
  /// them for raw PCM), or the refusal of a header in another format.
  private static func leadingSamples(
    descriptor: Int32, format: PCMFormat, stopped: LockedValue<Bool>
  ) -> ([UInt8], CaptureError?) {
    var head: [UInt8] = []
    var scratch = [UInt8](repeating: 0, count: 4_096)
    while !stopped.value {
      let count = scratch.withUnsafeMutableBytes { raw in read(descriptor, raw.baseAddress, raw.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return (head, .readFailed(String(cString: strerror(errno))))
      }
      head += scratch[0..<count]
      switch StreamedWAVHeader.examine(head, declared: format) {
      case .needMore where count > 0: continue
      case .needMore, .raw: return (head, nil)
      case .skip(let bytes): return (Array(head[bytes...]), nil)
      case .refused(let error): return ([], error)
      }
    }
    return (head, nil)
  }
}
