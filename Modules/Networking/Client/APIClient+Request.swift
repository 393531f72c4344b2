import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension APIClient {
  /// Builds the URL request and applies the transport policy before anything is sent.
  func makeRequest<Response>(for endpoint: Endpoint<Response>) throws(NetworkError) -> URLRequest {
    let base = configuration.environment.baseURL
    guard var components = URLComponents(url: base, resolvingAgainstBaseURL: false) else {
      throw .insecureURL("invalid base URL")
    }
    let basePath = components.path.hasSuffix("/") ? String(components.path.dropLast()) : components.path
    components.path = basePath + (endpoint.path.hasPrefix("/") ? endpoint.path : "/" + endpoint.path)
    if !endpoint.query.isEmpty { components.queryItems = endpoint.query }
    guard let url = components.url else { throw .insecureURL("invalid path") }
    try configuration.transportSecurity.validate(url)

    var request = URLRequest(url: url)
    request.httpMethod = endpoint.method.rawValue
    request.httpBody = endpoint.body
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    #if canImport(FoundationNetworking)
      // Each attempt has a connection of its own on Linux (`transfer(_:on:)`); this tells the
      // server to release it with the answer instead of holding an idle socket.
      request.setValue("close", forHTTPHeaderField: "Connection")
    #endif
    for (name, value) in endpoint.headers { request.setValue(value, forHTTPHeaderField: name) }
    if let timeout = endpoint.timeout {
      request.timeoutInterval = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
    }
    return request
  }

  /// The token to send, or `nil` for public endpoints and signed-out sessions.
  func currentToken<Response>(for endpoint: Endpoint<Response>) async throws(NetworkError) -> String? {
    guard endpoint.requiresAuth, let provider = configuration.authorization else { return nil }
    do {
      return try await provider.accessToken()
    } catch let error as NetworkError {
      throw error
    } catch is CancellationError {
      throw .cancelled
    } catch {
      throw .unauthorized(code: nil)
    }
  }

  /// Decodes a body; empty bodies decode as ``EmptyResponse``.
  static func decode<Response: Decodable>(_ type: Response.Type, from data: Data) throws(NetworkError) -> Response {
    if Response.self == EmptyResponse.self, let empty = EmptyResponse() as? Response { return empty }
    do {
      return try JSONCoding.decoder.decode(Response.self, from: data)
    } catch {
      throw .decoding(details: "\(Response.self): \(error) — body: \(NetworkError.bodyPreview(data))")
    }
  }
}
