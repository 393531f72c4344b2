extension NetworkError: CustomDebugStringConvertible {
  /// The kind and its details, for logs; never shown to a person.
  public var debugDescription: String {
    switch kind.code {
    case .server:
      "server(\(status ?? 0), code: \(serverCode ?? "nil"), message: \(serverMessage ?? "nil"))"
    case .rateLimited:
      "rateLimited(retryAfter: \(retryAfter.map { "\($0)s" } ?? "unknown"), code: \(serverCode ?? "nil"))"
    case .decoding: "decoding(\(details ?? ""))"
    case .encoding: "encoding(\(details ?? ""))"
    case .forbidden: "forbidden(\(serverCode ?? "nil"))"
    case .unauthorized: "unauthorized(\(serverCode ?? "nil"))"
    case .insecureURL: "insecureURL(\(details ?? ""))"
    case .redirectRefused: "redirectRefused(\(redirectRefusal.map(String.init(describing:)) ?? ""))"
    case .answerTooLarge: "answerTooLarge(limit: \(limit ?? 0) bytes)"
    case .untrustedCertificate: "untrustedCertificate(\(host ?? ""))"
    case .tlsHandshakeFailed: "tlsHandshakeFailed(\(host ?? ""))"
    case .proxyRefused: "proxyRefused(\(proxy ?? ""), status: \(status.map(String.init) ?? "none"))"
    default: messageKey
    }
  }
}
