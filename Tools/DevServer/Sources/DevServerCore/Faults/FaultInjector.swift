import Synchronization

/// Holds the fault configuration and decides, per request, which faults to inject.
final class FaultInjector: Sendable {
  private struct State {
    var configuration = FaultConfiguration()
    var counters = FaultCounters()
    var random = SplitMix64(seed: UInt64.random(in: .min ... .max))
  }

  private let state = Mutex(State())

  /// Paths that are never faulted, so tests can always inspect and reset the injector.
  static func isExempt(_ path: String) -> Bool {
    path == "/health" || FaultConfiguration.path(path, isUnder: "/dev")
  }

  /// Replaces the configuration; a `seed` restarts the deterministic sequence.
  func configure(_ configuration: FaultConfiguration) {
    state.withLock { state in
      state.configuration = configuration
      state.random = SplitMix64(seed: configuration.seed ?? UInt64.random(in: .min ... .max))
    }
  }

  /// Clears the configuration and the counters.
  func reset() {
    state.withLock { state in
      state = State()
    }
  }

  /// Current configuration (with the remaining burst) and counters.
  var status: FaultStatus {
    state.withLock { FaultStatus(configuration: $0.configuration, injected: $0.counters) }
  }

  /// Decides the faults for a request to `path` and counts them as injected.
  func plan(for path: String) -> FaultPlan {
    guard !Self.isExempt(path) else { return .none }
    return state.withLock { state in
      let configuration = state.configuration
      if let routes = configuration.routes, !routes.contains(where: { FaultConfiguration.path(path, isUnder: $0) }) {
        return .none
      }
      var plan = FaultPlan()
      if state.configuration.rateLimitBurst > 0 {
        state.configuration.rateLimitBurst -= 1
        state.counters.rateLimit += 1
        plan.rateLimited = true
        return plan
      }
      if configuration.latencyMS > 0 {
        plan.latencyMS = configuration.latencyMS
        state.counters.latency += 1
      }
      if let rate = Self.errorRate(for: path, in: configuration), state.random.chance(rate) {
        plan.errorStatus = configuration.errorStatus
        state.counters.error += 1
        return plan
      }
      if state.random.chance(configuration.dropConnectionRate) {
        plan.dropConnection = true
        state.counters.drop += 1
      }
      return plan
    }
  }

  /// Decides, once a response with a body exists, whether to truncate it (and counts it).
  ///
  /// Separate from ``plan(for:)`` because only responses that have a body can be truncated,
  /// and the counter should say what actually happened.
  func shouldTruncate(path: String) -> Bool {
    guard !Self.isExempt(path) else { return false }
    return state.withLock { state in
      if let routes = state.configuration.routes,
        !routes.contains(where: { FaultConfiguration.path(path, isUnder: $0) })
      {
        return false
      }
      guard state.random.chance(state.configuration.truncateBodyRate) else { return false }
      state.counters.truncate += 1
      return true
    }
  }

  /// The most specific `error_rate` entry covering `path` (longest prefix, then `*`).
  private static func errorRate(for path: String, in configuration: FaultConfiguration) -> Double? {
    let matching = configuration.errorRate.filter { $0.key != "*" && FaultConfiguration.path(path, isUnder: $0.key) }
    if let best = matching.max(by: { $0.key.count < $1.key.count }) { return best.value }
    return configuration.errorRate["*"]
  }
}

extension SplitMix64 {
  /// True with probability `rate`; never for 0, always for 1.
  fileprivate mutating func chance(_ rate: Double) -> Bool {
    guard rate > 0 else { return false }
    return Double.random(in: 0..<1, using: &self) < rate
  }
}
