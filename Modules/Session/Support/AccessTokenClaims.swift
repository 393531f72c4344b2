import Foundation

/// The two claims the client reads from a JWT access token, without verifying it (HS256 needs
/// the server's secret; the server verifies, we only schedule refreshes).
///
/// Parsing is defensive: anything that is not three dot-separated base64url parts with a JSON
/// object in the middle, or an oversized token, yields `nil` and the caller falls back to the
/// last known lifetime.
struct AccessTokenClaims: Sendable, Equatable {
  /// `exp`: when the token expires.
  var expiresAt: Date?
  /// `sub`: the account the token belongs to.
  var subject: String?

  /// Larger tokens are not ours; refusing them bounds the work done on a header value.
  static let maximumTokenLength = 8_192

  init(expiresAt: Date?, subject: String?) {
    self.expiresAt = expiresAt
    self.subject = subject
  }

  init?(jwt token: String) {
    guard token.utf8.count <= Self.maximumTokenLength else { return nil }
    let parts = token.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 3, let payload = Self.base64URLDecode(parts[1]) else { return nil }
    guard let object = try? JSONSerialization.jsonObject(with: payload) as? [String: Any] else { return nil }
    // `exp` is a NumericDate: seconds since 1970, integer or not. Reject nonsense rather than
    // scheduling a refresh in the year 0 or 10^12.
    if let exp = (object["exp"] as? NSNumber)?.doubleValue, exp.isFinite, exp > 0, exp < 1e11 {
      expiresAt = Date(timeIntervalSince1970: exp)
    } else {
      expiresAt = nil
    }
    subject = object["sub"] as? String
  }

  /// base64url (RFC 4648 §5) without padding, as JWTs use it.
  static func base64URLDecode(_ text: Substring) -> Data? {
    guard !text.isEmpty,
      text.utf8.allSatisfy({ byte in
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
          UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "="):
          true
        default: false
        }
      })
    else { return nil }
    var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
    base64 = base64.trimmingCharacters(in: CharacterSet(charactersIn: "="))
    let remainder = base64.utf8.count % 4
    guard remainder != 1 else { return nil }  // impossible length for base64
    if remainder > 0 { base64 += String(repeating: "=", count: 4 - remainder) }
    return Data(base64Encoded: base64)
  }
}
