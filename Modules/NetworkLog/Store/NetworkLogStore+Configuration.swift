import Foundation

extension NetworkLogStore {
  /// Limits and batching of a store.
  public struct Configuration: Sendable, Hashable {
    /// At most this many entries are kept (oldest dropped first). Default 1,000.
    public var maxEntries: Int
    /// Entries older than this (by start time) are dropped. Default 7 days.
    public var maxAge: TimeInterval
    /// Roughly this many bytes of entries are kept (oldest dropped first). Default 32 MB, so a run of
    /// large bodies cannot fill the disk however few entries it takes.
    public var maxBytes: Int
    /// A batch is written as soon as this many entries are waiting. Default 50.
    public var flushCount: Int
    /// Otherwise waiting entries are written this long after the first of them. Default 300 ms.
    public var flushInterval: Duration
    /// The file is compacted (rewritten without pruned entries) once it holds more than this many
    /// lines that memory no longer has. Default ``maxEntries``: at the cap the file then holds at
    /// most twice the entries kept, and is rewritten once per `maxEntries` new requests rather than
    /// every few flushes (stale lines are redacted like the rest, and dropped on load).
    public var compactionSlack: Int
    /// The file's name inside the directory. Default `network-log.jsonl`.
    public var fileName: String

    /// The held store's (``NetworkLogMonitor/heldStore``): `held.jsonl`, at most 100 entries, none
    /// older than an hour (a magic link lives 10 minutes), and written only by `flush()` (the
    /// monitor's, at exit) or once 100 wait: a decision made within the process leaves nothing on disk.
    public static let held = Configuration(
      maxEntries: 100, maxAge: 60 * 60, maxBytes: 4 * 1024 * 1024, flushCount: 100,
      flushInterval: .seconds(24 * 60 * 60),
      fileName: "held.jsonl")

    /// Creates a configuration; every parameter has the documented default.
    public init(
      maxEntries: Int = 1_000, maxAge: TimeInterval = 7 * 24 * 60 * 60, maxBytes: Int = 32 * 1024 * 1024,
      flushCount: Int = 50, flushInterval: Duration = .milliseconds(300), compactionSlack: Int? = nil,
      fileName: String = "network-log.jsonl"
    ) {
      self.maxEntries = max(1, maxEntries)
      self.maxAge = maxAge
      self.maxBytes = max(1, maxBytes)
      self.flushCount = max(1, flushCount)
      self.flushInterval = flushInterval
      self.compactionSlack = max(0, compactionSlack ?? self.maxEntries)
      self.fileName = fileName
    }
  }

  /// Creates the store a ``NetworkLogMonitor`` holds attempts in while the account is unknown: same
  /// directory, redactor, clock and logger, configured ``Configuration/held``.
  nonisolated func makeHeldStore() -> NetworkLogStore {
    NetworkLogStore(
      directory: directory, configuration: .held, redactor: redactor, time: time, logger: logger)
  }

  /// Counters for tests and a debug screen.
  public struct Statistics: Sendable, Hashable {
    /// Entries accepted by ``NetworkLogStore/append(_:)``.
    public internal(set) var entriesAppended = 0
    /// Append batches the file holds; counted after the write succeeds, so the lines are on disk.
    public internal(set) var batchesWritten = 0
    /// Lines that append batches wrote to the file; counted after the write succeeds.
    public internal(set) var linesWritten = 0
    /// Whole-file rewrites (compactions, and loads that found something to fix).
    public internal(set) var rewrites = 0
    /// Entries dropped by the age, count or size limits.
    public internal(set) var entriesPruned = 0
    /// Lines of the file that could not be read back and were skipped.
    public internal(set) var corruptLinesSkipped = 0
    /// Writes that failed (logged).
    public internal(set) var writeFailures = 0
  }
}
