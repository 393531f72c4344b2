import Foundation
import Observability
import Storage

/// Batches events to the server's `track` function. The queue is persisted (one JSON file), so
/// events survive a restart; it flushes when a batch fills, on a timer, or on ``flush()`` at exit;
/// failures back off exponentially; past the cap the oldest events are dropped.
public final class HTTPAnalyticsSink: AnalyticsSink {
  /// Batching and retry settings.
  public struct Configuration: Sendable {
    /// Events per request, and the size that triggers a flush.
    public var batchSize = 20
    /// Events kept at most; older ones are dropped first.
    public var capacity = 1_000
    /// First backoff after a failed send; doubles up to ``maxBackoff``.
    public var initialBackoff: TimeInterval = 2
    /// Longest backoff.
    public var maxBackoff: TimeInterval = 300

    /// Defaults: 20 per batch, 1,000 kept, 2 s → 5 min backoff.
    public init() {}
  }

  private let queueFile: URL
  private let configuration: Configuration
  private let send: @Sendable ([AnalyticsEvent]) async throws -> Void
  private let time: TimeSource
  private let logger = Logger(category: .analytics)
  private let state: LockedValue<State>
  private let flushGate = FlushGate()

  struct State {
    var pending: [AnalyticsEvent]
    var failures = 0
    var notBefore: Date = .distantPast
    var dropped = 0
  }

  /// Creates the sink, loading any events a previous run left. Backoffs are deadlines on the wall time
  /// of `time` (ADR 0039): a flush before one passes sends nothing.
  public init(
    queueFile: URL, configuration: Configuration = Configuration(), time: TimeSource = .system,
    send: @escaping @Sendable ([AnalyticsEvent]) async throws -> Void
  ) {
    self.queueFile = queueFile
    self.configuration = configuration
    self.send = send
    self.time = time
    let saved = (try? AtomicFile.read(from: queueFile)).flatMap { $0 }.flatMap {
      try? JSONCoder.decoder.decode([AnalyticsEvent].self, from: $0)
    }
    state = LockedValue(State(pending: saved ?? []))
  }

  /// Events waiting to be sent.
  public var pendingCount: Int { state.value.pending.count }
  /// Events dropped because the queue was full.
  public var droppedCount: Int { state.value.dropped }

  public func accept(_ event: AnalyticsEvent) {
    let shouldFlush = state.withLock { state -> Bool in
      state.pending.append(event)
      if state.pending.count > configuration.capacity {
        let overflow = state.pending.count - configuration.capacity
        state.pending.removeFirst(overflow)
        state.dropped += overflow
      }
      return state.pending.count >= configuration.batchSize
    }
    persist()
    if shouldFlush { Task { await self.flush() } }
  }

  public func flush() async {
    await flushGate.run { await self.sendBatches() }
  }

  public func discardPending() async {
    state.withLock { $0.pending.removeAll() }
    persist()
  }

  private func sendBatches() async {
    while true {
      let batch: [AnalyticsEvent] = state.withLock { state in
        guard time.now() >= state.notBefore else { return [] }
        return Array(state.pending.prefix(configuration.batchSize))
      }
      guard !batch.isEmpty else { return }
      do {
        try await send(batch)
        state.withLock { state in
          state.pending.removeFirst(min(batch.count, state.pending.count))
          state.failures = 0
          state.notBefore = .distantPast
        }
        persist()
      } catch {
        let delay = state.withLock { state -> TimeInterval in
          state.failures += 1
          let delay = min(configuration.maxBackoff, configuration.initialBackoff * pow(2, Double(state.failures - 1)))
          state.notBefore = time.now().addingTimeInterval(delay)
          return delay
        }
        logger.debug("analytics batch failed; retrying in \(Int(delay), privacy: .public) s")
        return
      }
    }
  }

  private func persist() {
    let events = state.value.pending
    guard let data = try? JSONCoder.encoder.encode(events) else { return }
    do { try AtomicFile.write(data, to: queueFile, permissions: 0o600) } catch {
      logger.warning("analytics queue not saved: \(String(describing: error), privacy: .public)")
    }
  }
}

/// Lets one flush run at a time; callers arriving meanwhile wait for it instead of starting another.
actor FlushGate {
  private var running: Task<Void, Never>?

  func run(_ work: @escaping @Sendable () async -> Void) async {
    if let running { return await running.value }
    let task = Task { await work() }
    running = task
    await task.value
    running = nil
  }
}

enum JSONCoder {
  static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.keyEncodingStrategy = .convertToSnakeCase
    return encoder
  }
  static var decoder: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    return decoder
  }
}
