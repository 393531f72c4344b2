import Foundation
import NetworkLog
import Networking
import TestSupport

/// Builds `NetworkAttempt`s with sensible defaults, so each test states only what it is about.
enum Attempts {
  /// Where a fresh `TestClock`'s wall clock starts (2027-01-15 08:00 UTC): fixtures dated here are "now" to a
  /// store on such a clock, whatever the real calendar says.
  static let epoch = TestClock().now

  static func make(
    method: String = "POST", url: String = "https://api.test/rpc/me", requestHeaders: [String: String] = [:],
    requestBody: Data? = nil, status: Int? = 200, responseHeaders: [String: String] = [:], responseBody: Data? = nil,
    error: NetworkError? = nil, startedAt: Date = epoch, duration: TimeInterval = 0.042,
    outcome: NetworkAttempt.Outcome = .delivered, requestID: UUID = UUID(), attemptNumber: Int = 1
  ) -> NetworkAttempt {
    NetworkAttempt(
      requestID: requestID, attemptNumber: attemptNumber, method: method, url: URL(string: url)!,
      requestHeaders: requestHeaders, requestBody: requestBody, status: status, responseHeaders: responseHeaders,
      responseBody: responseBody, error: error, startedAt: startedAt, duration: duration, outcome: outcome)
  }

  /// A JSON request and response.
  static func json(
    request: String? = nil, response: String? = nil, url: String = "https://api.test/rpc/me", status: Int? = 200,
    startedAt: Date = epoch
  ) -> NetworkAttempt {
    make(
      url: url, requestHeaders: ["Content-Type": "application/json"], requestBody: request.map { Data($0.utf8) },
      status: status, responseHeaders: ["Content-Type": "application/json"],
      responseBody: response.map { Data($0.utf8) },
      startedAt: startedAt)
  }

  /// A redacted entry with the default redactor.
  static func entry(_ attempt: NetworkAttempt = make(), redactor: Redactor = Redactor()) -> NetworkLogEntry {
    redactor.redact(attempt)
  }
}
