/// One kind of link the app accepts, defined by the app: a name for the route, where its value
/// sits in the link, and what the value must look like.
///
/// - ``secret(_:path:queryItem:rule:)``: an exact path with the value in one query item
///   (`/invite?code=…`). The value is a ``LinkSecret``; the link may carry no fragment at all, and a
///   fragment mentioning the item's name is refused on every link.
/// - ``identifier(_:prefix:rule:)``: a path prefix followed by the value as the rest of the path
///   (`/items/<id>`); the query is ignored, a fragment too unless it mentions a secret's item name.
///
/// Paths, prefixes and item names are compared byte for byte, never percent-decoded. Patterns are
/// tried in order; the first whose path matches decides (and judges the value).
public struct DeepLinkRoutePattern: Sendable, Hashable {
  /// Where the value is.
  public enum Shape: Sendable, Hashable {
    /// The path is exactly `path` (for a custom scheme the first segment is the URL's host:
    /// `example://invite` is `/invite`); the value is the query item named `item`.
    case secretInQuery(path: String, item: String)
    /// The path starts with `prefix` (keep its trailing slash) and the rest is the value. An empty
    /// prefix never matches.
    case identifierAfter(prefix: String)
  }

  /// The route's name, reported in ``DeepLinkRoute/name``.
  public var name: String

  /// Where the value is; decides whether the value is a ``LinkSecret`` or a plain identifier.
  public var shape: Shape

  /// What the value must look like; a link whose path matches but whose value fails is refused, not
  /// tried against later patterns.
  public var rule: LinkValueRule

  /// Stores the values as given, unchecked (an empty prefix is allowed and never matches).
  public init(name: String, shape: Shape, rule: LinkValueRule) {
    self.name = name
    self.shape = shape
    self.rule = rule
  }

  /// A link whose exact `path` carries a secret in the query item `queryItem`.
  public static func secret(_ name: String, path: String, queryItem: String, rule: LinkValueRule)
    -> DeepLinkRoutePattern
  {
    DeepLinkRoutePattern(name: name, shape: .secretInQuery(path: path, item: queryItem), rule: rule)
  }

  /// A link whose path is `prefix` followed by an id.
  public static func identifier(_ name: String, prefix: String, rule: LinkValueRule) -> DeepLinkRoutePattern {
    DeepLinkRoutePattern(name: name, shape: .identifierAfter(prefix: prefix), rule: rule)
  }
}
