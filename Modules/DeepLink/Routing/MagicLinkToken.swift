/// The one-time secret from a magic link. It grants a session, so it must never reach a log:
/// `description`, `debugDescription` and reflection (`dump`, `Mirror`) are redacted (see
/// `MagicLinkToken+Redaction.swift`) and the secret is only readable through ``rawValue``, which
/// makes every use visible in review.
///
/// ```swift
/// if case .magicLink(let token) = route {
///   print(token)                                             // MagicLinkToken(<redacted>)
///   try await auth.login(withMagicToken: token.rawValue)     // the one place it is spelled out
/// }
/// ```
public struct MagicLinkToken: Sendable, Hashable {
  /// The token length the API contract promises: 43 base64url characters, 256 bits.
  ///
  /// ```swift
  /// MagicLinkToken.contractLength // 43
  /// ```
  public static let contractLength = 43

  /// The secret itself, exactly as it appeared in the link. Send it to `login_with_magic_token`
  /// and nowhere else.
  ///
  /// ```swift
  /// let body = ["token": token.rawValue]
  /// ```
  public let rawValue: String

  /// Validates and wraps a token: exactly `length` characters, all from `alphabet`.
  ///
  /// ```swift
  /// MagicLinkToken(rawValue: String(repeating: "A", count: 43)) // a token
  /// MagicLinkToken(rawValue: "short")                           // nil
  /// ```
  public init?(
    rawValue: String,
    length: Int = MagicLinkToken.contractLength,
    alphabet: TokenAlphabet = .base64URL
  ) {
    guard rawValue.utf8.count == length, alphabet.containsAll(of: rawValue) else { return nil }
    self.rawValue = rawValue
  }

  /// For the parser, which has already checked the bytes against its configuration.
  init(validated rawValue: String) {
    self.rawValue = rawValue
  }
}
