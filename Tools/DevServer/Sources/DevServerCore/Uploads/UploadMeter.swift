import Crypto
import Hummingbird
import NIOCore
import Synchronization

/// Counts and hashes upload bytes as they stream past, failing as soon as there are too many.
final class UploadMeter: Sendable {
  private struct State {
    var byteCount: Int64 = 0
    var hasher = SHA256()
    var failure: APIError?
  }

  private let state = Mutex(State())
  private let limit: Int64

  /// - Parameter limit: the declared size; one byte more is 413.
  init(limit: Int64) {
    self.limit = limit
  }

  /// Accounts for `buffer`, throwing 413 once the running total passes the limit.
  func consume(_ buffer: ByteBuffer) throws(APIError) {
    let failure = state.withLock { state -> APIError? in
      state.byteCount += Int64(buffer.readableBytes)
      buffer.withUnsafeReadableBytes { state.hasher.update(bufferPointer: $0) }
      if state.byteCount > limit {
        state.failure = .payloadTooLarge("The upload is larger than the declared byte_size.")
      }
      return state.failure
    }
    if let failure { throw failure }
  }

  /// The error that stopped the stream, if the meter stopped it.
  ///
  /// The file writer wraps errors thrown by its input sequence in its own error type, so the
  /// receiver asks the meter instead of unwrapping a foreign error.
  var failure: APIError? {
    state.withLock { $0.failure }
  }

  /// Total bytes seen and their lowercase hex SHA-256.
  func finish() -> (byteCount: Int64, sha256: String) {
    state.withLock { ($0.byteCount, Hex.encode($0.hasher.finalize())) }
  }
}

/// A request body that feeds every buffer through an ``UploadMeter`` on its way to disk.
struct MeteredBody: AsyncSequence, Sendable {
  typealias Element = ByteBuffer

  let base: RequestBody
  let meter: UploadMeter

  struct AsyncIterator: AsyncIteratorProtocol {
    var base: RequestBody.AsyncIterator
    let meter: UploadMeter

    mutating func next() async throws -> ByteBuffer? {
      guard let buffer = try await base.next() else { return nil }
      try meter.consume(buffer)
      return buffer
    }
  }

  func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(base: base.makeAsyncIterator(), meter: meter)
  }
}
