import Foundation
import Networking
import Observability
import Testing

/// Quiet by default (issue "Trust under real use", item 9): nothing the monitor logs reaches a
/// default `warning` threshold; the caller reports failures itself.
@Suite("Logging event monitor levels")
struct LoggingEventMonitorTests {
  func attempt(status: Int?, error: NetworkError?, outcome: NetworkAttempt.Outcome) -> NetworkAttempt {
    NetworkAttempt(
      requestID: UUID(), attemptNumber: 1, method: "POST", url: URL(string: "https://api.example.com/rpc/me")!,
      requestHeaders: [:], requestBody: nil, status: status, responseHeaders: [:], responseBody: nil, error: error,
      startedAt: Date(), duration: 0.01, outcome: outcome)
  }

  @Test func retriesAndCancellationsAreNotWarnings() {
    let logs = InMemoryLogHandler(minimumLevel: .trace)
    let monitor = LoggingEventMonitor(logger: Logger(category: .network, handler: logs))
    monitor.attemptDidFinish(
      attempt(status: 503, error: .server(status: 503, code: nil, message: nil), outcome: .retrying(after: 1)))
    monitor.attemptDidFinish(attempt(status: nil, error: .cancelled, outcome: .failed(.cancelled)))
    #expect(logs.records.allSatisfy { $0.level < .warning }, "\(logs.records.map(\.level))")
    #expect(logs.records.count == 2)

    monitor.attemptDidFinish(attempt(status: nil, error: .offline, outcome: .failed(.offline)))
    #expect(
      logs.records.last?.level == .notice, "a final failure is logged for whoever asks, below the default threshold")
    #expect(logs.records.last?.message.contains("error.network.offline") == true)
  }
}
