/// Where an accepted deep link sends the learner.
///
/// ```swift
/// switch route {
/// case .magicLink(let token): await session.signIn(magicToken: token)
/// case .cue(let id): navigator.showCue(id: id)
/// }
/// ```
public enum DeepLinkRoute: Sendable, Hashable {
  /// Sign in with the token from `…/auth/magic?token=…`.
  ///
  /// ```swift
  /// DeepLinkRoute.magicLink(token: token)
  /// ```
  case magicLink(token: MagicLinkToken)

  /// Open one cue; the id is 1–64 characters of `[A-Za-z0-9_-]`, as the API contract's ids are.
  ///
  /// ```swift
  /// DeepLinkRoute.cue(id: "c_42")
  /// ```
  case cue(id: String)
}

extension DeepLinkRoute: CustomStringConvertible {
  /// A log-safe rendering; spelled out rather than left to reflection so the token's redaction
  /// does not depend on how the standard library prints enum payloads.
  ///
  /// ```swift
  /// "\(DeepLinkRoute.cue(id: "c_42"))" // "cue(id: c_42)"
  /// "\(route)"                          // "magicLink(token: MagicLinkToken(<redacted>))"
  /// ```
  public var description: String {
    switch self {
    case .magicLink(let token): "magicLink(token: \(token))"
    case .cue(let id): "cue(id: \(id))"
    }
  }
}
