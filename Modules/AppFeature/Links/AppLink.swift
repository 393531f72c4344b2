import ChatterboxAPI
import DeepLink

/// Chatterbox's own deep links, defined here on top of DeepLink's caller-defined routes: a magic
/// link (`/auth/magic?token=<43 base64url>`, the API contract's token) and a cue link
/// (`/cues/<id>`, 1–64 base64url characters, the contract's id rule), on the environment's hosts
/// and the `chatterbox` scheme. App code switches on this enum, not on route names.
public enum AppLink: Sendable, Hashable {
  /// Sign in with the token from `…/auth/magic?token=…`.
  case magicLink(token: LinkSecret)
  /// Open one cue.
  case cue(id: String)

  /// The app's custom URL scheme (`chatterbox://auth/magic?token=…`, `chatterbox://cues/<id>`).
  public static let customScheme = "chatterbox"
  /// A magic token: 43 base64url characters, 256 bits (API contract).
  public static let magicTokenRule = LinkValueRule.exactly(43)
  /// A cue id, as the API contract's ids are (``ChatterboxAPI/ResourceID``); DeepLink's default alphabet,
  /// base64url, is the contract's `[A-Za-z0-9_-]`.
  public static let cueIDRule = LinkValueRule(lengths: ResourceID.lengths)

  /// The two routes, magic link first (its path is the environment's `magicLinkPath`).
  public static func routes(magicLinkPath: String = "/auth/magic") -> [DeepLinkRoutePattern] {
    [
      .secret("magicLink", path: magicLinkPath, queryItem: "token", rule: magicTokenRule),
      .identifier("cue", prefix: "/cues/", rule: cueIDRule),
    ]
  }

  /// The app's link for a route of ``routes(magicLinkPath:)``; `nil` for any other route.
  public init?(_ route: DeepLinkRoute) {
    switch (route.name, route.value) {
    case ("magicLink", .secret(let token)): self = .magicLink(token: token)
    case ("cue", .identifier(let id)): self = .cue(id: id)
    default: return nil
    }
  }
}

/// `DeepLinkParser` answering in ``AppLink``s, so every shell reads `.success(.magicLink(let token))`.
public struct AppLinkParser: Sendable {
  /// The generic parser underneath.
  public let parser: DeepLinkParser

  /// Creates a parser for a configuration built from ``AppLink/routes(magicLinkPath:)``.
  public init(configuration: DeepLinkConfiguration) {
    parser = DeepLinkParser(configuration: configuration)
  }

  /// The link as one of the app's, or why it was refused. A route the app did not define cannot
  /// come back from a configuration built from ``AppLink/routes(magicLinkPath:)``; it would count
  /// as an unknown path.
  public func parse(_ link: String) -> Result<AppLink, DeepLinkRejection> {
    parser.parse(link).flatMap { route in AppLink(route).map { .success($0) } ?? .failure(.unknownPath) }
  }
}
