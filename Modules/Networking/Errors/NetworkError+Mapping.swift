import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension NetworkError {
  /// Maps a transport error from URLSession.
  static func transport(_ error: any Error) -> NetworkError {
    if error is CancellationError { return .cancelled }
    if let typed = error as? NetworkError { return typed }
    guard let urlError = error as? URLError else { return .offline }
    let host = urlError.failingURL?.host ?? ""
    switch urlError.code {
    case .serverCertificateUntrusted, .serverCertificateHasBadDate, .serverCertificateHasUnknownRoot,
      .serverCertificateNotYetValid:
      return .untrustedCertificate(host: host)
    case .secureConnectionFailed, .clientCertificateRejected, .clientCertificateRequired:
      return .tlsHandshakeFailed(host: host)
    case .cancelled: return .cancelled
    case .timedOut: return .timeout
    case .appTransportSecurityRequiresSecureConnection: return .insecureURL("blocked by the platform")
    case .badServerResponse, .cannotParseResponse, .zeroByteResource, .cannotDecodeRawData,
      .cannotDecodeContentData:
      return .invalidResponse
    default: return .offline
    }
  }

  /// Whether a URLSession error means the connection broke mid-flight (worth retrying when safe).
  ///
  /// `.unknown` is included because FoundationNetworking reports an answer cut short ("transfer
  /// closed with N bytes remaining") that way, where Darwin says `.networkConnectionLost`: the
  /// server may have done the work, which is exactly when an idempotent retry is worth it.
  static func isConnectionLoss(_ error: any Error) -> Bool {
    guard let code = (error as? URLError)?.code else { return false }
    return [
      .networkConnectionLost, .timedOut, .cannotConnectToHost, .notConnectedToInternet,
      .dnsLookupFailed, .cannotFindHost, .badServerResponse, .unknown,
    ].contains(code)
  }

  /// Maps a non-2xx response to an error, reading the server's code and message with `parser`.
  /// A body the parser cannot read (a proxy's HTML page) still maps by status; its text is kept
  /// for logs only.
  static func status(
    _ status: Int, body: Data, retryAfter: TimeInterval?, parser: ServerErrorBodyParser = .codeAndMessage
  ) -> NetworkError {
    let parsed = parser.parse(body)
    switch status {
    case 401: return .unauthorized(code: parsed?.code)
    case 403: return .forbidden(code: parsed?.code)
    case 404: return .notFound
    case 429: return .rateLimited(retryAfter: retryAfter, code: parsed?.code)
    default: return .server(status: status, code: parsed?.code, message: parsed?.message)
    }
  }

  /// The first 512 bytes of a body, as text, for debug descriptions.
  static func bodyPreview(_ body: Data) -> String {
    let prefix = body.prefix(512)
    let text = String(decoding: prefix, as: UTF8.self)
    return body.count > 512 ? text + "… (\(body.count) bytes)" : text
  }
}
