import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension APIClient {
  /// What is known about an attempt before its outcome is decided.
  struct AttemptRecord {
    let request: URLRequest
    let started: Date
    /// The client's monotonic time when the attempt started, for its duration.
    let startedUptime: Duration
    let requestID: UUID
    let attemptNumber: Int

    init(request: URLRequest, started: (date: Date, uptime: Duration), loop: AttemptLoop) {
      self.request = request
      self.started = started.date
      self.startedUptime = started.uptime
      self.requestID = loop.requestID
      self.attemptNumber = loop.attempt
    }
  }

  func notify(
    _ record: AttemptRecord, status: Int?, response: HTTPURLResponse?, body: Data?, error: NetworkError?,
    outcome: NetworkAttempt.Outcome
  ) {
    guard !configuration.monitors.isEmpty, let url = record.request.url else { return }
    let attempt = NetworkAttempt(
      requestID: record.requestID, attemptNumber: record.attemptNumber,
      method: record.request.httpMethod ?? "GET", url: url,
      requestHeaders: record.request.allHTTPHeaderFields ?? [:], requestBody: record.request.httpBody,
      status: status, response: response, responseBody: body, error: error,
      startedAt: record.started, duration: configuration.time.elapsed(since: record.startedUptime).timeInterval,
      outcome: outcome)
    for monitor in configuration.monitors { monitor.attemptDidFinish(attempt) }
  }
}
