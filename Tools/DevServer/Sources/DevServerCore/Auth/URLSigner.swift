import Crypto
import Foundation

/// Signs and checks the expiring upload and audio URLs (`?expires=<unix>&signature=<hex>`).
struct URLSigner: Sendable {
  let key: SharedKey

  /// Hex HMAC-SHA256 of `METHOD\npath\nexpires`.
  func signature(method: String, path: String, expires: Int64) -> String {
    Hex.encode(HMAC<SHA256>.authenticationCode(for: message(method, path, expires), using: key.key))
  }

  /// `path?expires=...&signature=...` valid until `expires`.
  func signedPath(method: String, path: String, expires: Int64) -> String {
    "\(path)?expires=\(expires)&signature=\(signature(method: method, path: path, expires: expires))"
  }

  /// Accepts the query parameters of a signed URL or throws 403.
  ///
  /// The signature is checked before expiry so that an attacker learns nothing about
  /// expiry times of URLs they could not have been given. Only the spelling the server issues
  /// is accepted (64 lowercase hex digits, `expires` in plain decimal), so a signed URL has no
  /// second valid form.
  func verify(method: String, path: String, expires: String?, signature: String?, now: Int64) throws(APIError) {
    guard let expires, let expiresAt = Int64(expires), String(expiresAt) == expires,
      let signature, Hex.isLowercaseHex(signature, length: 64), let provided = Hex.decode(signature)
    else {
      throw .invalidSignature
    }
    guard
      HMAC<SHA256>.isValidAuthenticationCode(provided, authenticating: message(method, path, expiresAt), using: key.key)
    else { throw .invalidSignature }
    guard now <= expiresAt else { throw .urlExpired }
  }

  private func message(_ method: String, _ path: String, _ expires: Int64) -> Data {
    Data("\(method)\n\(path)\n\(expires)".utf8)
  }
}
