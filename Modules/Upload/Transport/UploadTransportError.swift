import Networking

/// Why a PUT did not go through, already sorted by what the queue should do about it.
public enum UploadTransportError: Error, Sendable, Equatable {
  /// 403 `upload_url_expired`: ask for a fresh URL (the renew call) and send again.
  case expired
  /// The server refused the bytes with a 4xx that the same request would get again: 422
  /// `size_mismatch` / `checksum_mismatch`, 413, 415, 404, 403 `invalid_signature` or `forbidden`.
  /// `code` is the server's machine-readable code, when it sent one.
  case rejected(status: Int, code: String?)
  /// The connection failed or the server had a problem: offline, timeout, 429, 5xx, or a refused
  /// (insecure) URL. `NetworkError.isTransient` and the status tell waiting from failing.
  case network(NetworkError)
  /// The local file could not be opened or read (it was deleted or moved under us).
  case fileUnreadable
}

extension UploadTransportError: CustomDebugStringConvertible {
  /// A description for logs: status and code only, never a URL or the server's free text.
  public var debugDescription: String {
    switch self {
    case .expired: "expired"
    case .rejected(let status, let code): "rejected(\(status), code: \(code ?? "nil"))"
    case .network(let error): "network(\(error.logSummary))"
    case .fileUnreadable: "fileUnreadable"
    }
  }
}
