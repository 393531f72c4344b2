import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Adjusts every outgoing request, just before each attempt is sent (after the `Authorization`
/// header is set). Use it for headers such as `User-Agent` or `Accept-Language`.
public protocol RequestInterceptor: Sendable {
  /// Mutates the request. Throwing aborts the call with that error.
  func willSend(_ request: inout URLRequest, attempt: Int) async throws
}

/// Adds fixed headers to every request.
public struct HeadersInterceptor: RequestInterceptor {
  /// Set on every attempt, replacing a header of the same name (names compare case-insensitively).
  public let headers: [String: String]

  /// Stores the headers as given; values are not checked here.
  public init(_ headers: [String: String]) { self.headers = headers }

  public func willSend(_ request: inout URLRequest, attempt: Int) async throws {
    request.setHeaderFields(headers)
  }
}
