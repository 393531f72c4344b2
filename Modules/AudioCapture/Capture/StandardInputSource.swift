import Foundation
import Observability

/// Raw signed 16-bit little-endian PCM read from standard input (or any readable handle), e.g.
/// `arecord -t raw … | mytool record` or `sox in.mp3 -t raw -r 48000 -c 1 -b 16 - | …`.
///
/// There is no header, so the format is the caller's word: 48 kHz mono unless told otherwise.
/// Reads happen on a dedicated thread. A stopped take stops yielding at once, but the thread
/// stays blocked in `read(2)` until the next bytes or end of input arrive (stdin cannot be
/// interrupted portably); it never reads more than one further chunk.
public struct StandardInputSource: PCMSource {
  /// The declared format of the bytes.
  public let format: PCMFormat
  private let handle: UncheckedSendable<FileHandle>

  /// A source reading `handle` (standard input by default). The handle is not closed.
  public init(format: PCMFormat = .speech, handle: FileHandle = .standardInput) {
    self.format = format
    self.handle = UncheckedSendable(handle)
  }

  /// Chunks of up to 100 ms until end of input; throws ``CaptureError/unsupportedFormat(_:)``
  /// first if the declared format is not 16-bit, ``CaptureError/readFailed(_:)`` on a read error.
  public func chunks() -> AsyncThrowingStream<PCMChunk, any Error> {
    let format = format
    let descriptor = handle.value.fileDescriptor
    return AsyncThrowingStream { continuation in
      do {
        try format.validateForCapture()
      } catch {
        continuation.finish(throwing: error)
        return
      }
      let stopped = LockedValue(false)
      continuation.onTermination = { _ in stopped.withLock { $0 = true } }
      DescriptorReader.start(
        descriptor: descriptor, format: format, stopped: stopped,
        yield: { continuation.yield($0) },
        done: { failure in
          if let failure { continuation.finish(throwing: failure) } else { continuation.finish() }
        })
    }
  }
}
