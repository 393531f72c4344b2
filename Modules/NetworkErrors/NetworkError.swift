import Foundation

/// Every way an API call can fail, typed so features can react (sign out on `.unauthorized`, wait
/// on `.offline`, show a countdown on `.rateLimited`). Each failure has a stable ``messageKey`` for
/// localized UI text; ``debugDescription`` adds detail for logs and never reaches users.
///
/// A struct over an internal code (ADR 0064), so that a new kind of failure is not a source break for
/// an embedder: compare with `==` or switch over ``kind`` with a `default`, and read the details
/// (``status``, ``serverCode``, ``retryAfter``…) through the accessors, which are `nil` for kinds that
/// carry none. Construction reads as it did when this was an enum: `.server(status: 503, code: nil,
/// message: nil)`, `.offline`.
public struct NetworkError: Error, Sendable, Hashable {
  /// What kind of failure this is. More kinds may come in a minor release: a `switch` over it
  /// needs a `default`.
  public let kind: Kind
  /// The HTTP status of a `.server` failure, or the proxy's answer to `CONNECT` for `.proxyRefused`
  /// (`nil` when the proxy could not be reached).
  public let status: Int?
  /// The server's machine-readable error code, when its body had one (`.unauthorized`, `.forbidden`,
  /// `.rateLimited`, `.server`): `magic_link_expired`, `cooldown`, `rate_limited`…
  public let serverCode: String?
  /// The server's human-readable message of a `.server` failure, when it sent one. For logs.
  public let serverMessage: String?
  /// For `.rateLimited`: the seconds the server asked to wait, if it said.
  public let retryAfter: TimeInterval?
  /// For logs only: the decoder's or encoder's reason (with the first 512 bytes of a body that did not
  /// decode), or why a URL breaks the transport policy (`.insecureURL`).
  public let details: String?
  /// The host whose certificate is not trusted, or whose TLS handshake failed.
  public let host: String?
  /// For `.answerTooLarge`: the limit in bytes that the answer passed.
  public let limit: Int?
  /// For `.redirectRefused`: why the redirect was not followed.
  public let redirectRefusal: RedirectRefusal?
  /// For `.proxyRefused`: the proxy's address, without credentials.
  public let proxy: String?

  init(
    _ kind: Kind, status: Int? = nil, serverCode: String? = nil, serverMessage: String? = nil,
    retryAfter: TimeInterval? = nil, details: String? = nil, host: String? = nil, limit: Int? = nil,
    redirectRefusal: RedirectRefusal? = nil, proxy: String? = nil
  ) {
    self.kind = kind
    self.status = status
    self.serverCode = serverCode
    self.serverMessage = serverMessage
    self.retryAfter = retryAfter
    self.details = details
    self.host = host
    self.limit = limit
    self.redirectRefusal = redirectRefusal
    self.proxy = proxy
  }

  /// A stable key for localized, user-facing text (`error.network.<kind>`).
  public var messageKey: String { "error.network.\(kind.code.rawValue)" }

  /// The statuses worth sending a retryable request again for: 502, 503 and 504, a gateway or an
  /// overloaded server that a later attempt may find well. The one list: Networking's
  /// `RetryPolicy.retries(status:)` (the client's retry loop) reads it, and so does ``isTransient``,
  /// so "transient" and "retried" cannot mean two things.
  package static let retriedStatuses = 502...504

  /// Whether the failure is about connectivity rather than the request, so waiting may fix it.
  public var isTransient: Bool {
    switch kind.code {
    case .offline, .timeout, .rateLimited: true
    case .server: status.map(Self.retriedStatuses.contains) ?? false
    default: false
    }
  }
}
