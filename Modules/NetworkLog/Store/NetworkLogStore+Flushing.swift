import Foundation

extension NetworkLogStore {
  /// Starts the drain loop unless it is running (a running loop picks up new work itself).
  func startDrain() {
    guard drainTask == nil else { return }
    drainTask = Task { await self.drain() }
  }

  /// Flushes the waiting entries `flushInterval` after the first of them, unless a batch took them.
  func scheduleTimer() {
    guard !timerIsScheduled else { return }
    timerIsScheduled = true
    timerID += 1
    let id = timerID
    let time = self.time
    let interval = configuration.flushInterval
    Task {
      do { try await time.sleep(interval) } catch { return }
      self.timerFired(id)
    }
  }

  private func timerFired(_ id: Int) {
    guard id == timerID, timerIsScheduled else { return }
    timerIsScheduled = false
    guard pendingCount > 0 else { return }
    forceFlush = true
    startDrain()
  }

  /// One writer at a time, in order. Each step takes its work from memory synchronously, then awaits
  /// the file actor; while it waits the store answers reads and accepts appends, which the next step
  /// picks up. Without `forceFlush` (timer or `flush()`), a leftover below `flushCount` waits for the timer.
  private func drain() async {
    while true {
      if needsRemoval {
        needsRemoval = false
        if await !file.remove() { stats.writeFailures += 1 }
        continue
      }
      prune()
      if needsRewrite || staleLines > configuration.compactionSlack {
        needsRewrite = false
        staleLines = 0
        pendingCount = 0
        for index in records.indices { records[index].isPersisted = true }
        let snapshot = records.map { StoredEntry($0.entry) }
        stats.rewrites += 1
        if await !file.rewrite(snapshot, sizeHint: totalBytes) { stats.writeFailures += 1 }
        continue
      }
      if pendingCount > 0, forceFlush || pendingCount >= configuration.flushCount {
        let first = records.count - pendingCount
        let batch = records[first...].map { StoredEntry($0.entry) }
        let batchSize = records[first...].reduce(0) { $0 + $1.size }
        for index in first..<records.count { records[index].isPersisted = true }
        pendingCount = 0
        // Counted once the file has them, so a reader that sees the count also sees the lines.
        if await file.append(batch, sizeHint: batchSize) {
          stats.batchesWritten += 1
          stats.linesWritten += batch.count
        } else {
          stats.writeFailures += 1
        }
        continue
      }
      break
    }
    forceFlush = false
    drainTask = nil
    if pendingCount > 0 { scheduleTimer() }
  }

  /// Applies every limit (age, count, size); called before each write and after loading.
  func prune() {
    let cutoff = time.now().addingTimeInterval(-configuration.maxAge)
    if records.contains(where: { $0.entry.startedAt < cutoff }) {
      var kept: [Record] = []
      kept.reserveCapacity(records.count)
      for record in records {
        if record.entry.startedAt < cutoff { drop(record) } else { kept.append(record) }
      }
      records = kept
    }
    trimToLimits()
  }

  /// Drops the oldest entries beyond the count and size limits (the last entry always stays).
  func trimToLimits() {
    var excess = 0
    var bytes = totalBytes
    while excess < records.count - 1,
      records.count - excess > configuration.maxEntries || bytes > configuration.maxBytes
    {
      bytes -= records[excess].size
      excess += 1
    }
    guard excess > 0 else { return }
    for record in records[..<excess] { drop(record, adjustBytes: false) }
    records.removeFirst(excess)
    totalBytes = bytes
  }

  private func drop(_ record: Record, adjustBytes: Bool = true) {
    if adjustBytes { totalBytes -= record.size }
    if record.isPersisted { staleLines += 1 } else { pendingCount -= 1 }
    stats.entriesPruned += 1
  }
}
