import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension APIClient {
  /// What every attempt of one `send` shares: the URL (checked against the transport policy before
  /// anything is sent), the method, the body and the headers, merged once with
  /// `setValue(_:forHTTPHeaderField:)`'s rules so that an attempt costs one header write.
  struct PreparedRequest {
    let url: URL
    let method: String
    let body: Data?
    let headers: [String: String]
    /// The client's policy with the endpoint's overrides (deadline, answer size).
    let policy: TransferPolicy

    /// The same request sent to `next`, a same-origin URL ``RedirectPolicy`` accepted; a `301`/`302`/`303`
    /// reaches here only for `GET`/`HEAD`, which have no body to drop.
    func redirected(to next: URL) -> PreparedRequest {
      PreparedRequest(url: next, method: method, body: body, headers: headers, policy: policy)
    }

    /// A fresh request for one attempt. Built rather than copied: on Linux a copy of a shared
    /// `URLRequest` re-normalises its method and re-sets every field anyway.
    func urlRequest(token: String?) -> URLRequest {
      var request = URLRequest(url: url)
      request.httpMethod = method
      // The API authenticates with bearer tokens; a cookie a server sets is never sent back.
      request.httpShouldHandleCookies = false
      request.httpBody = body
      request.timeoutInterval = policy.deadline.timeInterval
      if let token {
        var fields = headers
        HeaderFields.set("Bearer \(token)", for: "Authorization", in: &fields)
        request.allHTTPHeaderFields = fields
      } else {
        request.allHTTPHeaderFields = headers
      }
      return request
    }
  }

  /// Builds the request's parts and applies the transport policy before anything is sent.
  func makeRequest<Response>(for endpoint: Endpoint<Response>, idempotencyKey: String?) throws(NetworkError)
    -> PreparedRequest
  {
    let url = try checkedURL(path: endpoint.path, query: endpoint.query)

    // In the order the client has always set them: a later name wins over an earlier one.
    var headers: [(key: String, value: String)] = [("Accept", "application/json")]
    headers.append(contentsOf: endpoint.headers.lazy.map { ($0.key, $0.value) })
    if let idempotencyKey { headers.append(("Idempotency-Key", idempotencyKey)) }
    let merged = HeaderFields.merged(headers, url: url)

    var policy = configuration.transfer
    if let deadline = endpoint.timeout { policy.deadline = deadline }
    if let limit = endpoint.maximumAnswerBytes { policy.maximumAnswerBytes = limit }
    var body = endpoint.body
    if body == nil, let value = endpoint.jsonBody {
      do { body = try configuration.encoder.encode(value) } catch {
        throw .encoding(details: String(describing: error))
      }
    }
    return PreparedRequest(
      url: url, method: endpoint.method.rawValue, body: body,
      headers: merged, policy: policy)
  }

  /// The endpoint's URL, refused unless the transport policy allows it.
  func checkedURL(path: String, query: [URLQueryItem]) throws(NetworkError) -> URL {
    if query.isEmpty, let known = checkedURLs.value(for: path) { return known }
    guard var components = URLComponents(url: configuration.environment.baseURL, resolvingAgainstBaseURL: false) else {
      throw .insecureURL("invalid base URL")
    }
    let basePath = components.path.hasSuffix("/") ? String(components.path.dropLast()) : components.path
    components.path = basePath + (path.hasPrefix("/") ? path : "/" + path)
    if !query.isEmpty { components.queryItems = query }
    guard let url = components.url else { throw .insecureURL("invalid path") }
    try configuration.transportSecurity.validate(url)
    if query.isEmpty { checkedURLs.store(url, for: path) }
    return url
  }

  /// The token to send, or `nil` for public endpoints and clients without a provider. A provider
  /// that has no session fails the call as `.unauthorized(code: nil)` before anything is sent: a call
  /// that needs a session never goes out without one (issue 39).
  func currentToken<Response>(for endpoint: Endpoint<Response>) async throws(NetworkError) -> String? {
    guard endpoint.requiresAuth, let provider = configuration.authorization else { return nil }
    // The common case, a token that is still good, costs no hop to the provider's actor.
    if let token = provider.accessTokenWithoutWaiting() { return token }
    do {
      guard let token = try await provider.accessToken() else { throw NetworkError.unauthorized(code: nil) }
      return token
    } catch let error as NetworkError {
      throw error
    } catch is CancellationError {
      throw .cancelled
    } catch {
      throw .unauthorized(code: nil)
    }
  }

  /// Decodes a body; empty bodies decode as ``EmptyResponse``.
  static func decode<Response: Decodable>(
    _ type: Response.Type, from data: Data, with decoder: JSONDecoder
  ) throws(NetworkError) -> Response {
    if Response.self == EmptyResponse.self, let empty = EmptyResponse() as? Response { return empty }
    do {
      return try decoder.decode(Response.self, from: data)
    } catch {
      throw .decoding(details: "\(Response.self): \(error) — body: \(NetworkError.bodyPreview(data))")
    }
  }
}
