import Foundation
import Observability

extension UploadQueue {
  /// How patient the queue is, plus the one clock and the randomness it uses, injectable so tests
  /// never sleep.
  public struct Configuration: Sendable {
    /// Failures that waiting cannot fix (garbled answers, expired links, "bytes missing") before a
    /// job fails; refusals (422 checksum, 413, 404…) fail at once, network trouble never counts.
    public var maxAttempts: Int
    /// The first backoff's ceiling; doubles per failed try.
    public var baseDelay: TimeInterval
    /// The longest single backoff (network waits retry forever at this pace).
    public var maxDelay: TimeInterval
    /// How many finished jobs stay listed (so the UI can show "uploaded"); older ones are pruned.
    public var doneHistoryLimit: Int
    /// Renew a signed URL this long before it expires instead of sending into a closing window.
    public var renewalMargin: TimeInterval
    /// The one clock the queue reads (ADR 0039): its wall time dates the jobs and decides URL expiry
    /// (with ``renewalMargin``); its waits are the backoffs between tries (cut short by
    /// ``UploadQueue/retryWaiting()`` or ``UploadQueue/stop()``) and ``UploadQueue/drain(timeout:)``'s
    /// deadline. `.system` by default.
    public var time: TimeSource
    /// Uniform random numbers in `0..<1` for jitter; a constant makes backoffs deterministic in tests.
    public var random: @Sendable () -> Double
    /// Where the queue logs (category `upload`).
    public var logger: Logger
    /// Folders, besides the queue's own `files/`, whose files a job may remember as its source
    /// (the host's folder of finished takes): a kill between writing a job and moving its file leaves the
    /// file there, and the upload step finishes the move. A job file naming anything else — another
    /// folder, a symbolic link, a non-regular or hard-linked file — is treated as corrupt and moved
    /// aside; the file it names is not read, moved or deleted. Default: none (only `files/`).
    public var sourceFolders: [URL]

    /// Creates a configuration with production defaults: 5 attempts, 2 s base, 5 min cap, 20
    /// finished jobs kept, renew 30 s before expiry.
    public init(
      maxAttempts: Int = 5,
      baseDelay: TimeInterval = 2,
      maxDelay: TimeInterval = 300,
      doneHistoryLimit: Int = 20,
      renewalMargin: TimeInterval = 30,
      time: TimeSource = .system,
      random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) },
      logger: Logger = Logger(category: .upload),
      sourceFolders: [URL] = []
    ) {
      self.maxAttempts = max(1, maxAttempts)
      self.baseDelay = max(0, baseDelay)
      self.maxDelay = max(0, maxDelay)
      self.doneHistoryLimit = max(0, doneHistoryLimit)
      self.renewalMargin = max(0, renewalMargin)
      self.time = time
      self.random = random
      self.logger = logger
      self.sourceFolders = sourceFolders
    }

    var backoff: UploadBackoff { UploadBackoff(baseDelay: baseDelay, maxDelay: maxDelay) }
  }
}
