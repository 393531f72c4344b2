import Foundation

/// An answer's body as it arrives, in chunks, with back-pressure: at most about
/// ``bufferLimit`` bytes wait here; past that the transfer pauses until the reader takes some, so a
/// slow reader of a large answer costs flat memory, not the answer's size. Read it once, with
/// `for try await chunk in chunks`. Cancelling the reading task, ``cancel()``, or letting go of the
/// chunks ends the transfer; a `break` alone leaves it paused until then.
///
/// - Throws (from the iterator): `NetworkError` — the answer cut short, the stall timeout or the
///   deadline (`.timeout`), past the answer cap (`.answerTooLarge(limit:)`), or `.cancelled`.
public final class AnswerChunks: AsyncSequence, Sendable {
  public typealias Element = Data

  /// The most bytes buffered before the transfer pauses (1 MiB).
  public static let bufferLimit = 1 << 20

  let buffer: StreamBuffer

  init(buffer: StreamBuffer) { self.buffer = buffer }

  /// Chunks whose body is already whole (a transport that cannot stream): one chunk, then the end.
  static func whole(_ data: Data) -> AnswerChunks {
    let buffer = StreamBuffer()
    if !data.isEmpty { _ = buffer.offer(data) }
    buffer.finish(nil)
    return AnswerChunks(buffer: buffer)
  }

  deinit { buffer.cancel() }

  /// The most bytes that waited unread at once so far: about ``bufferLimit`` at most, whatever the
  /// answer's size (what the back-pressure promises, for a host to check or log).
  public var peakBufferedBytes: Int { buffer.peak }

  /// Stops the transfer; a pending or later read ends with `.cancelled`.
  public func cancel() { buffer.cancel() }

  /// Reads the chunks in order.
  public struct AsyncIterator: AsyncIteratorProtocol {
    let buffer: StreamBuffer

    /// The next chunk, or `nil` at the end of the answer.
    public mutating func next() async throws -> Data? {
      let buffer = self.buffer
      return try await withTaskCancellationHandler {
        try await buffer.next()
      } onCancel: {
        buffer.cancel()
      }
    }
  }

  public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(buffer: buffer) }
}

/// The meeting point of a transfer (which offers bytes, on the engine's thread) and its reader.
final class StreamBuffer: @unchecked Sendable {
  private let lock = NSLock()
  private var chunks: [Data] = []
  private var buffered = 0
  private var ended = false
  private var failure: NetworkError?
  private var waiter: CheckedContinuation<Data?, any Error>?
  private var paused = false
  private var peakBuffered = 0
  private var resumeTransfer: (@Sendable () -> Void)?
  private var stopTransfer: (@Sendable () -> Void)?

  /// Asks the transfer to go on after a pause (the engine unpauses it on its thread). Dropped at the
  /// end, which breaks the cycle between the transfer and its buffer.
  var onResume: (@Sendable () -> Void)? {
    get { lock.withLock { resumeTransfer } }
    set { lock.withLock { resumeTransfer = newValue } }
  }
  /// Stops the transfer when the reader gives up; dropped at the end.
  var onCancel: (@Sendable () -> Void)? {
    get { lock.withLock { stopTransfer } }
    set { lock.withLock { stopTransfer = newValue } }
  }

  var peak: Int { lock.withLock { peakBuffered } }

  /// Whether the reader is behind: the transfer is paused for it, which is not a stall.
  var isPausedForReader: Bool { lock.withLock { paused } }

  /// Takes `bytes` unless the buffer is full; then returns false and the transfer must pause.
  func offer(_ bytes: Data) -> Bool {
    let waiting: CheckedContinuation<Data?, any Error>? = lock.withLock {
      if ended { return nil }
      if let waiter {
        self.waiter = nil
        return waiter
      }
      guard buffered < AnswerChunks.bufferLimit else {
        paused = true
        return nil
      }
      chunks.append(bytes)
      buffered += bytes.count
      peakBuffered = max(peakBuffered, buffered)
      return nil
    }
    if let waiting {
      waiting.resume(returning: bytes)
      return true
    }
    return lock.withLock { !paused || ended }
  }

  /// The end of the answer: `nil` when whole, else why it broke off.
  func finish(_ error: NetworkError?) {
    let waiting: CheckedContinuation<Data?, any Error>? = lock.withLock {
      guard !ended else { return nil }
      ended = true
      failure = error
      resumeTransfer = nil
      stopTransfer = nil
      defer { waiter = nil }
      return waiter
    }
    if let error { waiting?.resume(throwing: error) } else { waiting?.resume(returning: nil) }
  }

  func cancel() {
    let stop: (@Sendable () -> Void)? = lock.withLock { ended ? nil : stopTransfer }
    finish(.cancelled)
    stop?()
  }

  func next() async throws -> Data? {
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Data?, any Error>) in
      enum Step {
        case chunk(Data, resume: (@Sendable () -> Void)?)
        case end(NetworkError?)
        case wait(resume: (@Sendable () -> Void)?)
      }
      let step: Step = lock.withLock {
        if !chunks.isEmpty {
          let chunk = chunks.removeFirst()
          buffered -= chunk.count
          let resume = paused && buffered <= AnswerChunks.bufferLimit / 2
          if resume { paused = false }
          return .chunk(chunk, resume: resume ? resumeTransfer : nil)
        }
        if ended { return .end(failure) }
        waiter = continuation
        let resume = paused
        paused = false
        return .wait(resume: resume ? resumeTransfer : nil)
      }
      switch step {
      case .chunk(let chunk, let resume):
        resume?()
        continuation.resume(returning: chunk)
      case .end(let error):
        if let error { continuation.resume(throwing: error) } else { continuation.resume(returning: nil) }
      case .wait(let resume):
        resume?()
      }
    }
  }
}
