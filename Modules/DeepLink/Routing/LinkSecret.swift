/// A secret carried by a link (an access token, an invite code): `description`, `debugDescription`
/// and reflection (`dump`, `Mirror`) are redacted (see `LinkSecret+Redaction.swift`) and the value
/// is only readable through ``rawValue``, which makes every use visible in review.
public struct LinkSecret: Sendable, Hashable {
  /// The secret itself, exactly as it appeared in the link. Send it where it belongs and nowhere
  /// else.
  public let rawValue: String

  /// Validates and wraps a secret: it must satisfy `rule` (length and alphabet).
  public init?(rawValue: String, rule: LinkValueRule) {
    guard rule.accepts(rawValue.utf8) else { return nil }
    self.rawValue = rawValue
  }

  /// For the parser, which has already checked the bytes against the route's rule.
  init(validated rawValue: String) {
    self.rawValue = rawValue
  }
}
