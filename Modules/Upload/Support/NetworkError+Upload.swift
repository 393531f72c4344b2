import Networking

extension NetworkError {
  /// Case, status and server code: enough to debug, and safe to log publicly. Unlike
  /// `debugDescription` it leaves out response bodies and server messages, which are free text.
  var logSummary: String {
    switch kind {
    case .server: "server(\(status ?? 0), code: \(serverCode ?? "nil"))"
    case .unauthorized: "unauthorized(\(serverCode ?? "nil"))"
    case .forbidden: "forbidden(\(serverCode ?? "nil"))"
    case .rateLimited: "rateLimited(retryAfter: \(retryAfter.map { "\($0)s" } ?? "unknown"))"
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
    if kind == .server, let status { return (500...599).contains(status) && status != 501 && status != 505 }
    return false
  }
}
