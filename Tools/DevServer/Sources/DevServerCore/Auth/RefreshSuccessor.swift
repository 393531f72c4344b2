import Crypto
import Foundation

/// The refresh token that replaces a given one: an HMAC of the parent under a server key.
///
/// Deriving instead of drawing at random makes rotation idempotent without storing any token in
/// the clear: presenting a spent token again names the same successor, which the server can hand
/// out again within the reuse interval (ADR 0009). Without the key, a successor is as unguessable
/// as a random token; the database still holds only hashes.
///
/// ```swift
/// let successor = RefreshSuccessor(key: keys.refreshSuccessor)
/// let next = successor.of("rt_parent…")   // 43 characters of base64url, always the same for this parent
/// ```
struct RefreshSuccessor: Sendable {
  let key: SharedKey

  /// The successor of `token`, in the same shape as ``SecureRandom/token()``.
  func of(_ token: String) -> String {
    Base64URL.encode(Array(HMAC<SHA256>.authenticationCode(for: Data(token.utf8), using: key.key)))
  }
}
