import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One attempt of one request as event monitors see it: what was sent, what came back, how long
/// it took and what happens next. Headers and bodies are raw here; a monitor that stores them
/// (NetworkLog) must redact at its own chokepoint before anything is kept.
///
/// ```swift
/// struct Counter: NetworkEventMonitor {
///   func attemptDidFinish(_ attempt: NetworkAttempt) { print(attempt.method, attempt.status ?? 0) }
/// }
/// ```
public struct NetworkAttempt: Sendable {
  /// What happens after this attempt.
  public enum Outcome: Sendable, Equatable {
    /// The response was returned to the caller.
    case delivered
    /// The request will be retried after `delay` seconds.
    case retrying(after: TimeInterval)
    /// The access token is being refreshed and the request replayed.
    case refreshingCredentials
    /// The answer was a same-origin redirect that ``RedirectPolicy`` follows: the next attempt goes
    /// to its `Location`.
    case redirected
    /// The error was returned to the caller.
    case failed(NetworkError)
  }

  /// Shared by every attempt of one `send`.
  public let requestID: UUID
  /// 1 for the first attempt.
  public let attemptNumber: Int
  /// HTTP method.
  public let method: String
  /// The full request URL.
  public let url: URL
  /// Request headers as sent (including `Authorization`: redact before storing).
  public let requestHeaders: [String: String]
  /// The request body, if it was in memory.
  public let requestBody: Data?
  /// The response status, if a response arrived.
  public let status: Int?
  /// Response headers, read from the response when a monitor first asks for them: the routine
  /// monitor (a log line) never does, and copying them cost every request a few microseconds.
  public var responseHeaders: [String: String] { responseHeaderSource.fields }
  /// The response body, if one arrived.
  public let responseBody: Data?
  /// The transport or HTTP error of this attempt, if any.
  public let error: NetworkError?
  /// When the attempt started.
  public let startedAt: Date
  /// How long it took, from send to last byte.
  public let duration: TimeInterval
  /// What the client does next.
  public let outcome: Outcome
  private(set) var responseHeaderSource: ResponseHeaderSource

  /// Creates an attempt record; the client does this for you.
  public init(
    requestID: UUID, attemptNumber: Int, method: String, url: URL, requestHeaders: [String: String],
    requestBody: Data?, status: Int?, responseHeaders: [String: String], responseBody: Data?,
    error: NetworkError?, startedAt: Date, duration: TimeInterval, outcome: Outcome
  ) {
    self.requestID = requestID
    self.attemptNumber = attemptNumber
    self.method = method
    self.url = url
    self.requestHeaders = requestHeaders
    self.requestBody = requestBody
    self.status = status
    self.responseHeaderSource = .fields(responseHeaders)
    self.responseBody = responseBody
    self.error = error
    self.startedAt = startedAt
    self.duration = duration
    self.outcome = outcome
  }
}

extension NetworkAttempt {
  /// The client's record of an attempt, whose response headers are read only if a monitor asks.
  init(
    requestID: UUID, attemptNumber: Int, method: String, url: URL, requestHeaders: [String: String],
    requestBody: Data?, status: Int?, response: HTTPURLResponse?, responseBody: Data?,
    error: NetworkError?, startedAt: Date, duration: TimeInterval, outcome: Outcome
  ) {
    self.init(
      requestID: requestID, attemptNumber: attemptNumber, method: method, url: url, requestHeaders: requestHeaders,
      requestBody: requestBody, status: status, responseHeaders: [:], responseBody: responseBody, error: error,
      startedAt: startedAt, duration: duration, outcome: outcome)
    if let response { responseHeaderSource = .response(response) }
  }
}

/// Where an attempt's response headers come from: given, or an answer's, converted when read.
enum ResponseHeaderSource: Sendable {
  case fields([String: String])
  case response(HTTPURLResponse)

  var fields: [String: String] {
    switch self {
    case .fields(let fields):
      return fields
    case .response(let response):
      var fields: [String: String] = [:]
      for case (let name as String, let value as String) in response.allHeaderFields {
        fields[name] = value
      }
      return fields
    }
  }
}
