import Foundation
import Observability
import Storage

/// Keeps recorded entries: in memory for reads, and in one JSON-lines file for the next launch.
///
/// - **Only redacted data.** It accepts ``NetworkLogEntry`` values, which only ``Redactor`` can make,
///   and re-redacts whatever it reads back from disk.
/// - **Writes are batched off the caller's path.** `append` only updates memory; a batch is written
///   when ``Configuration/flushCount`` entries wait or ``Configuration/flushInterval`` after the first
///   of them, by a separate file actor, so reads never wait for the disk.
/// - **Bounded.** Pruned to ``Configuration/maxEntries``, ``Configuration/maxAge`` and
///   ``Configuration/maxBytes`` on every flush and on load.
/// - **Survives restarts.** The file is loaded on first use; unreadable lines are skipped and logged.
/// - **Quiet until used.** Creating a store touches nothing on disk; the directory and file (`0700` /
///   `0600`) appear with the first write.
public actor NetworkLogStore {
  struct Record {
    let entry: NetworkLogEntry
    let size: Int
    var isPersisted: Bool
  }

  /// The directory holding the file.
  public nonisolated let directory: URL
  /// The JSON-lines file.
  public nonisolated let fileURL: URL
  /// Limits and batching.
  public nonisolated let configuration: Configuration
  /// The redactor entries read back from disk go through; ``NetworkLogMonitor`` uses it too, so live
  /// and reloaded entries follow the same rules.
  public nonisolated let redactor: Redactor

  let file: NetworkLogFile
  /// Dates pruning and waits out the flush interval; the monitor's hand-off waits on it too.
  nonisolated let time: TimeSource
  let logger: Logger

  var records: [Record] = []
  var totalBytes = 0
  /// Trailing records not yet handed to the file.
  var pendingCount = 0
  /// Lines in the file that memory no longer has.
  var staleLines = 0
  var needsRewrite = false
  var needsRemoval = false
  var forceFlush = false
  var isLoaded = false
  var timerID = 0
  var timerIsScheduled = false
  var drainTask: Task<Void, Never>?
  var stats = Statistics()

  /// Creates a store for `directory` (the composition root passes `<data>/network-log/`). Nothing is
  /// read or created until the first call.
  ///
  /// `time` is the one clock the store reads (ADR 0039): its wall time decides which entries are past
  /// ``Configuration/maxAge``, and its waits are the flush interval (tests pass a `TestClock` and
  /// advance it). A ``NetworkLogMonitor`` on this store waits on it too.
  public init(
    directory: URL, configuration: Configuration = Configuration(), redactor: Redactor = Redactor(),
    time: TimeSource = .system, logger: Logger = Logger(category: .network)
  ) {
    self.directory = directory
    self.configuration = configuration
    self.redactor = redactor
    self.file = NetworkLogFile(directory: directory, fileName: configuration.fileName, logger: logger)
    self.fileURL = directory.appending(path: configuration.fileName, directoryHint: .notDirectory)
    self.time = time
    self.logger = logger
  }

  /// Adds an entry. Returns at once; the entry is readable immediately and written with the next batch.
  public func append(_ entry: NetworkLogEntry) {
    append(contentsOf: [entry])
  }

  /// Adds entries in order; see ``append(_:)``.
  public func append(contentsOf entries: [NetworkLogEntry]) {
    loadIfNeeded()
    guard !entries.isEmpty else { return }
    for entry in entries {
      let size = Self.approximateSize(of: entry)
      records.append(Record(entry: entry, size: size, isPersisted: false))
      totalBytes += size
    }
    pendingCount += entries.count
    stats.entriesAppended += entries.count
    trimToLimits()
    if pendingCount >= configuration.flushCount {
      startDrain()
    } else if pendingCount > 0 {
      scheduleTimer()
    }
  }

  /// The entries passing `filter`, oldest first. Served from memory: never waits for a write.
  public func entries(filter: NetworkLogFilter = .all) -> [NetworkLogEntry] {
    loadIfNeeded()
    return records.compactMap { filter.matches($0.entry) ? $0.entry : nil }
  }

  /// The entry with this id, if it is still kept.
  public func entry(id: UUID) -> NetworkLogEntry? {
    loadIfNeeded()
    return records.first { $0.entry.id == id }?.entry
  }

  /// How many entries are kept now (at most the configuration's limit); loads the file on first use.
  public var count: Int {
    loadIfNeeded()
    return records.count
  }

  /// Counters: batches, rewrites, pruned and corrupt lines.
  public var statistics: Statistics { stats }

  /// Writes everything appended so far, and returns when it is on disk (or the write failed).
  public func flush() async {
    loadIfNeeded()
    forceFlush = true
    startDrain()
    await drainTask?.value
  }

  /// Forgets every entry and deletes the file; returns when it is gone.
  public func clear() async {
    isLoaded = true  // nothing from the old file is wanted any more
    records.removeAll()
    totalBytes = 0
    pendingCount = 0
    staleLines = 0
    needsRewrite = false
    needsRemoval = true
    forceFlush = true
    startDrain()
    await drainTask?.value
  }

  static func approximateSize(of entry: NetworkLogEntry) -> Int {
    let headers = (entry.requestHeaders + entry.responseHeaders).reduce(0) {
      $0 + $1.name.utf8.count + $1.value.utf8.count + 8
    }
    let bodies = (entry.requestBody?.text?.utf8.count ?? 0) + (entry.responseBody?.text?.utf8.count ?? 0)
    return 400 + entry.url.utf8.count + headers + bodies
  }
}
