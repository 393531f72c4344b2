/// An HTTP request method; the raw value is the token sent on the wire.
public enum HTTPMethod: String, Sendable, Hashable, CaseIterable {
  case get = "GET"
  case head = "HEAD"
  case post = "POST"
  case put = "PUT"
  case patch = "PATCH"
  case delete = "DELETE"

  /// RFC 9110 idempotent methods: safe to retry after a transport failure without a key.
  public var isIdempotent: Bool {
    switch self {
    case .get, .head, .put, .delete: true
    case .post, .patch: false
    }
  }
}
