import Foundation
import Observability

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sends typed ``Endpoint``s over `URLSession` with the full pipeline: transport policy, auth
/// header, interceptors, event monitors, a single shared refresh on 401, `X-New-Access-Token`
/// adoption, retries with backoff and jitter, `Retry-After`, and typed errors. See ADR 0022.
public final class APIClient: Sendable {
  /// The configuration the client was created with.
  public let configuration: APIClientConfiguration
  let refreshCoordinator = RefreshCoordinator()
  /// The transport every attempt goes through, chosen once from the configuration.
  let transport: HTTPTransport
  /// Checked URLs by endpoint path (endpoints without a query): the base URL and the transport
  /// policy never change for a client, and parsing and checking cost more than the rest of
  /// building a request.
  let checkedURLs = StringMemo<URL>(capacity: 256)

  /// Sends nothing and opens no connection until the first call; the transport is chosen here, once:
  /// the configuration's `transport`, else its `session`, else the live one.
  public init(configuration: APIClientConfiguration) {
    self.configuration = configuration
    self.transport = configuration.transport ?? configuration.session.map(HTTPTransport.urlSession) ?? .live
  }

  /// Sends the endpoint and decodes its response. Task cancellation cancels the request.
  ///
  /// - Throws: `NetworkError`.
  public func send<Response>(_ endpoint: Endpoint<Response>) async throws(NetworkError) -> Response {
    let (data, _) = try await sendForData(endpoint)
    return try Self.decode(Response.self, from: data, with: configuration.decoder)
  }

  /// Sends the endpoint and returns the raw body and response, for callers that need headers.
  ///
  /// - Throws: `NetworkError`.
  public func sendForData<Response>(_ endpoint: Endpoint<Response>) async throws(NetworkError) -> (
    Data, HTTPURLResponse
  ) {
    guard let limit = endpoint.callDeadline ?? configuration.callDeadline else {
      return try await attempts(endpoint, endsAt: nil)
    }
    let endsAt = configuration.time.uptime() + limit
    return try await CallDeadline.race(until: endsAt, time: configuration.time) { () async throws(NetworkError) in
      try await self.attempts(endpoint, endsAt: endsAt)
    }
  }

  /// Every attempt of one call, until an answer, a failure, or (with `endsAt`) the call's deadline.
  private func attempts<Response>(_ endpoint: Endpoint<Response>, endsAt: Duration?) async throws(NetworkError) -> (
    Data, HTTPURLResponse
  ) {
    var request = try makeRequest(for: endpoint, idempotencyKey: endpoint.idempotencyKey.resolve())
    let policy = endpoint.retryPolicy ?? configuration.retryPolicy
    var loop = AttemptLoop(policy: policy, isRetryable: endpoint.isRetryable, endsAt: endsAt)
    while true {
      let token = try await currentToken(for: endpoint)
      let outcome = try await performAttempt(request, token: token, endpoint: endpoint, loop: &loop)
      switch outcome {
      case .done(let data, let response): return (data, response)
      case .again: continue
      case .redirected(let next): request = request.redirected(to: next)
      }
    }
  }
}
