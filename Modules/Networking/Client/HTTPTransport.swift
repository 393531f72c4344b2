import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The seam under ``APIClient``: sends one request and returns the body and response. The live
/// value is `URLSession`; a test or a host with its own HTTP stack supplies a closure instead, and
/// the whole pipeline (auth, retries, monitors, typed errors) runs over it unchanged.
///
/// ```swift
/// let canned = HTTPTransport { request in
///   (Data(#"{"ok":true}"#.utf8), HTTPURLResponse(url: request.url!, statusCode: 200, httpVersion: nil, headerFields: nil)!)
/// }
/// let client = APIClient(configuration: .init(environment: environment, transport: canned))
/// ```
public struct HTTPTransport: Sendable {
  /// Sends `request`. Throw `URLError` for transport failures so they map to ``NetworkError``
  /// (`.timedOut` → `.timeout`, `.networkConnectionLost` → a retry when safe, others → `.offline`);
  /// task cancellation must end the call.
  public var send: @Sendable (_ request: URLRequest) async throws -> (Data, HTTPURLResponse)

  /// Creates a transport from a closure.
  ///
  /// ```swift
  /// let offline = HTTPTransport { _ in throw URLError(.notConnectedToInternet) }
  /// ```
  public init(send: @escaping @Sendable (_ request: URLRequest) async throws -> (Data, HTTPURLResponse)) {
    self.send = send
  }

  /// `session`, with the client's connection policy: on Linux each attempt runs on a short-lived
  /// session of the same configuration, so no connection is ever reused (ADR 0003).
  ///
  /// ```swift
  /// let live = HTTPTransport.urlSession(.shared)
  /// ```
  public static func urlSession(_ session: URLSession) -> HTTPTransport {
    HTTPTransport { request in
      let (data, response) = try await APIClient.transfer(request, on: session)
      guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
      return (data, http)
    }
  }
}
