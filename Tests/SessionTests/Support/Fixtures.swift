import Foundation
import Session

/// Users, JWT-shaped tokens and sessions. Every secret is distinctive so log checks can look for
/// it verbatim.
enum Fixtures {
  static let ana = SessionUser(id: "u_ana", email: "ana.learner@example.com", flags: ["beta"])
  static let ben = SessionUser(id: "u_ben", email: "ben.other@example.org")

  /// `header.payload.signature` with the given claims; the signature is not real (the client
  /// never verifies it).
  static func jwt(sub: String?, exp: Date?, nonce: String = UUID().uuidString) -> String {
    var claims: [String: Any] = ["nonce": nonce]
    if let sub { claims["sub"] = sub }
    if let exp { claims["exp"] = Int(exp.timeIntervalSince1970) }
    let header = base64URL(Data(#"{"alg":"HS256","typ":"JWT"}"#.utf8))
    let payload = base64URL(try! JSONSerialization.data(withJSONObject: claims, options: [.sortedKeys]))
    return "\(header).\(payload).c2lnbmF0dXJl"
  }

  static func base64URL(_ data: Data) -> String {
    data.base64EncodedString()
      .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
      .replacingOccurrences(of: "=", with: "")
  }

  static func session(
    _ user: SessionUser = ana, access: String? = nil, refresh: String = "refresh-secret-1",
    expiresAt: Date
  ) -> AuthenticatedSession {
    AuthenticatedSession(
      tokens: SessionTokens(
        accessToken: access ?? jwt(sub: user.id, exp: expiresAt), refreshToken: refresh, expiresAt: expiresAt),
      user: user
    )
  }
}
