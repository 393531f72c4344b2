import Crypto
import Foundation

/// Purpose-specific keys derived from the one stored secret.
///
/// HKDF gives access tokens and signed URLs independent keys, so a value signed for one
/// purpose can never verify as the other even if their message formats were to collide.
struct SigningKeys: Sendable {
  let accessToken: SharedKey
  let signedURL: SharedKey
  let oneTimeCode: SharedKey
  /// Derives a refresh token's successor (``RefreshSuccessor``).
  let refreshSuccessor: SharedKey

  init(secret: SymmetricKey) {
    func derive(_ purpose: String) -> SharedKey {
      SharedKey(
        key: HKDF<SHA256>.deriveKey(
          inputKeyMaterial: secret, salt: Data("chatterbox-dev-server".utf8), info: Data(purpose.utf8),
          outputByteCount: 32))
    }
    accessToken = derive("access-token")
    signedURL = derive("signed-url")
    oneTimeCode = derive("one-time-code")
    refreshSuccessor = derive("refresh-successor")
  }
}

/// SHA-256 fingerprints under which bearer secrets (magic tokens, refresh tokens) are stored.
enum SecretHash {
  /// Lowercase hex SHA-256 of `secret`'s UTF-8 bytes.
  static func of(_ secret: String) -> String {
    Hex.encode(SHA256.hash(data: Data(secret.utf8)))
  }
}
