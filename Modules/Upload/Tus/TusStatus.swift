import Foundation
import Networking

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// How a tus server's statuses map onto what the queue acts on.
enum TusStatus {
  /// A header as a non-negative integer of at most 18 digits (no sign, no spaces inside).
  static func integer(_ response: HTTPURLResponse, _ name: String) -> Int? {
    guard let value = response.value(forHTTPHeaderField: name)?.trimmingCharacters(in: .whitespaces),
      !value.isEmpty, value.count <= 18, value.allSatisfy(\.isASCIIDigit)
    else { return nil }
    return Int(value)
  }

  /// A refused call (create, HEAD, DELETE): 401/403/404 as such, 410 as "gone", 412 (the server
  /// speaks another tus version) and 413 (too large) and other 4xx for good, 429 and 5xx wait.
  static func networkError(_ response: HTTPURLResponse) -> NetworkError {
    let status = response.statusCode
    switch status {
    case 401: return .unauthorized(code: nil)
    case 403: return .forbidden(code: nil)
    case 404: return .notFound
    case 408: return .timeout
    case 429: return .rateLimited(retryAfter: RetryAfter.parse(response.value(forHTTPHeaderField: "Retry-After")))
    case 410: return .server(status: 410, code: "tus_upload_gone", message: nil)
    case 412: return .server(status: 412, code: "tus_version_unsupported", message: nil)
    case let status where RedirectPolicy.isRedirect(status): return .redirectRefused(.notFollowed(status: status))
    default: return .server(status: status, code: nil, message: nil)
    }
  }

  /// A refused `PATCH`: 5xx, 408 and 429 wait; other statuses refuse the job for good.
  static func transportError(_ response: HTTPURLResponse) -> UploadTransportError {
    let error = networkError(response)
    return switch error.kind {
    case .server where (400..<500).contains(error.status ?? 0):
      .rejected(status: error.status ?? response.statusCode, code: error.serverCode)
    case .notFound: .rejected(status: 404, code: "tus_upload_gone")
    case .forbidden, .unauthorized: .rejected(status: response.statusCode, code: nil)
    default: .network(error)
    }
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

/// `Upload-Metadata`: comma-separated `key base64(value)` pairs.
enum TusMetadata {
  /// A key the header can carry: ASCII, no spaces or commas, not empty, at most 64 characters.
  static func isValidKey(_ key: String) -> Bool {
    !key.isEmpty && key.count <= 64
      && key.unicodeScalars.allSatisfy { $0.isASCII && $0.value > 0x20 && $0.value < 0x7F && $0 != "," }
  }

  /// `<first 16 hex digits of the SHA-256>.<extension>`, the extension read from the content type
  /// (`audio/wav` → `wav`, `audio/mp4` → `m4a`, else the subtype, else `bin`).
  static func defaultFilename(sha256: String, contentType: String) -> String {
    let subtype = contentType.split(separator: ";").first?.split(separator: "/").last.map(String.init) ?? ""
    let known = ["wav": "wav", "x-wav": "wav", "wave": "wav", "mp4": "m4a", "mpeg": "mp3", "ogg": "ogg"]
    let plain = subtype.allSatisfy { $0.isLetter || $0.isNumber } && !subtype.isEmpty && subtype.count <= 8
    let ext = known[subtype.lowercased()] ?? (plain ? subtype.lowercased() : "bin")
    return "\(sha256.prefix(16)).\(ext)"
  }

  /// The header value, keys sorted (stable across retries).
  static func encode(_ fields: [String: String]) -> String {
    fields.sorted { $0.key < $1.key }.map { "\($0.key) \(Data($0.value.utf8).base64EncodedString())" }
      .joined(separator: ",")
  }
}
