/// An accepted deep link: the name of the ``DeepLinkRoutePattern`` it matched and the value it
/// captured. Map it to your own enum in one place, so app code switches on that.
public struct DeepLinkRoute: Sendable, Hashable {
  /// The captured value.
  public enum Value: Sendable, Hashable {
    /// From a ``DeepLinkRoutePattern/Shape/secretInQuery(path:item:)`` pattern; redacted when printed.
    case secret(LinkSecret)
    /// From a ``DeepLinkRoutePattern/Shape/identifierAfter(prefix:)`` pattern.
    case identifier(String)
  }

  /// The matched pattern's ``DeepLinkRoutePattern/name``.
  public let name: String

  /// The captured value, already checked against the pattern's ``LinkValueRule``.
  public let value: Value

  /// Creates a route (the parser does; tests and buffers may too).
  public init(name: String, value: Value) {
    self.name = name
    self.value = value
  }

  /// The secret, for a secret route.
  public var secret: LinkSecret? {
    if case .secret(let secret) = value { secret } else { nil }
  }

  /// The id, for an identifier route.
  public var identifier: String? {
    if case .identifier(let id) = value { id } else { nil }
  }
}

extension DeepLinkRoute: CustomStringConvertible {
  /// A log-safe rendering; spelled out rather than left to reflection so the secret's redaction
  /// does not depend on how the standard library prints payloads.
  public var description: String {
    switch value {
    case .secret(let secret): "\(name)(secret: \(secret))"
    case .identifier(let id): "\(name)(id: \(id))"
    }
  }
}
