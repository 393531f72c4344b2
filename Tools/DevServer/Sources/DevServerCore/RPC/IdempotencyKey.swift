import HTTPTypes

// The names are literal, valid header tokens; `init?` only fails for characters outside RFC 9110's token set.
extension HTTPField.Name {
  /// `Idempotency-Key` request header.
  static let idempotencyKey = HTTPField.Name("Idempotency-Key")!
  /// `Idempotent-Replayed: true` on replayed answers.
  static let idempotentReplayed = HTTPField.Name("Idempotent-Replayed")!
  /// Fresh access token offered near expiry.
  static let newAccessToken = HTTPField.Name("X-New-Access-Token")!
}

/// The `Idempotency-Key` header: 1–128 characters of `[A-Za-z0-9_-]`.
enum IdempotencyKey {
  /// Longest accepted key.
  static let maxLength = 128

  /// The key from `headers`, nil when absent, 400 when malformed.
  static func parse(_ headers: HTTPFields) throws(APIError) -> String? {
    guard let key = headers[.idempotencyKey] else { return nil }
    guard !key.isEmpty, key.utf8.count <= maxLength, key.utf8.allSatisfy(Base64URL.isAlphabet) else {
      throw .invalidRequest("Header `Idempotency-Key` must be 1-128 characters of A-Z, a-z, 0-9, _ or -.")
    }
    return key
  }
}
