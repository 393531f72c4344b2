import Networking

extension NetworkError {
  /// Case, status and server code: enough to debug, and safe to log publicly. Unlike
  /// `debugDescription` it leaves out response bodies and server messages, which are free text.
  var logSummary: String {
    switch self {
    case .server(let status, let code, _): "server(\(status), code: \(code ?? "nil"))"
    case .unauthorized(let code): "unauthorized(\(code ?? "nil"))"
    case .forbidden(let code): "forbidden(\(code ?? "nil"))"
    case .rateLimited(let retryAfter, _): "rateLimited(retryAfter: \(retryAfter.map { "\($0)s" } ?? "unknown"))"
    case .decoding: "decoding"
    case .encoding: "encoding"
    case .insecureURL: "insecureURL"
    default: messageKey
    }
  }

  /// Whether waiting may fix it: offline, timeout, 429, and server trouble (5xx). 501 (Not
  /// Implemented) and 505 (HTTP Version Not Supported) answer the same way every time, so they are
  /// not. Wider than ``NetworkError/isTransient`` (502–504) because an upload step is always safe
  /// to repeat: create carries an idempotency key, the PUT replaces, complete is idempotent.
  var isTransientForUploads: Bool {
    if isTransient { return true }
    if case .server(let status, _, _) = self { return (500...599).contains(status) && status != 501 && status != 505 }
    return false
  }
}
