import Foundation

/// One recorded attempt, already redacted.
///
/// There is no public initializer: the only way to obtain an entry is ``Redactor/redact(_:id:)``
/// (or reading one back from a ``NetworkLogStore``, which re-redacts what it loads). So any
/// `NetworkLogEntry` a store, the UI or an exporter holds has been through the redaction chokepoint;
/// the type system, not discipline, keeps raw secrets out of the log.
public struct NetworkLogEntry: Sendable, Hashable, Identifiable {
  /// Unique per recorded attempt, stable across a store's reloads.
  public let id: UUID
  /// Shared by every attempt of one `send`.
  public let requestID: UUID
  /// 1 for the first attempt.
  public let attemptNumber: Int
  /// HTTP method, upper case.
  public let method: String
  /// The absolute URL with sensitive query values, user info and recognisable secrets redacted.
  public let url: String
  /// The host, lower case, for filtering.
  public let host: String
  /// The response status, if a response arrived.
  public let status: Int?
  /// When the attempt started, by this device's clock.
  public let startedAt: Date
  /// Seconds from send to last byte.
  public let duration: TimeInterval
  /// Request headers, sorted by name, redacted.
  public let requestHeaders: [NetworkLogHeader]
  /// The request body, if it was in memory and not empty.
  public let requestBody: NetworkLogBody?
  /// Response headers, sorted by name, redacted.
  public let responseHeaders: [NetworkLogHeader]
  /// The response body, if one arrived and was not empty.
  public let responseBody: NetworkLogBody?
  /// What the client did next.
  public let outcome: NetworkLogOutcome
  /// The `NetworkError.messageKey` of this attempt's error (`error.network.offline`), if any.
  public let errorKey: String?
  /// The server's snake_case error code (`magic_link_expired`), if any. Kept separately because the
  /// body's `code` member is redacted by name (it is also the OTP field).
  public let serverErrorCode: String?

  /// Only the redactor can create entries: it alone can mint a `RedactionProof`.
  init(
    id: UUID, requestID: UUID, attemptNumber: Int, method: String, url: String, host: String, status: Int?,
    startedAt: Date, duration: TimeInterval, requestHeaders: [NetworkLogHeader], requestBody: NetworkLogBody?,
    responseHeaders: [NetworkLogHeader], responseBody: NetworkLogBody?, outcome: NetworkLogOutcome,
    errorKey: String?, serverErrorCode: String?, proof: RedactionProof
  ) {
    self.id = id
    self.requestID = requestID
    self.attemptNumber = attemptNumber
    self.method = method
    self.url = url
    self.host = host
    self.status = status
    self.startedAt = startedAt
    self.duration = duration
    self.requestHeaders = requestHeaders
    self.requestBody = requestBody
    self.responseHeaders = responseHeaders
    self.responseBody = responseBody
    self.outcome = outcome
    self.errorKey = errorKey
    self.serverErrorCode = serverErrorCode
  }
}
