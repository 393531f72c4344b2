/// An accepted deep link: the name of the ``DeepLinkRoutePattern`` it matched and the value it
/// captured. Map it to your own enum in one place, so app code switches on that.
///
/// ```swift
/// switch (route.name, route.value) {
/// case ("invite", .secret(let code)): await invites.accept(code)
/// case ("item", .identifier(let id)): navigator.showItem(id: id)
/// default: break
/// }
/// ```
public struct DeepLinkRoute: Sendable, Hashable {
  /// The captured value.
  ///
  /// ```swift
  /// if case .identifier(let id) = route.value { print(id) }
  /// ```
  public enum Value: Sendable, Hashable {
    /// From a ``DeepLinkRoutePattern/Shape/secretInQuery(path:item:)`` pattern; redacted when printed.
    ///
    /// ```swift
    /// if case .secret(let code) = route.value { await invites.accept(code.rawValue) }
    /// ```
    case secret(LinkSecret)
    /// From a ``DeepLinkRoutePattern/Shape/identifierAfter(prefix:)`` pattern.
    ///
    /// ```swift
    /// DeepLinkRoute(name: "item", value: .identifier("a_1"))
    /// ```
    case identifier(String)
  }

  /// The matched pattern's ``DeepLinkRoutePattern/name``.
  ///
  /// ```swift
  /// route.name // "item"
  /// ```
  public let name: String

  /// The captured value.
  ///
  /// ```swift
  /// route.value // .identifier("a_1")
  /// ```
  public let value: Value

  /// Creates a route (the parser does; tests and buffers may too).
  ///
  /// ```swift
  /// DeepLinkRoute(name: "item", value: .identifier("a_1"))
  /// ```
  public init(name: String, value: Value) {
    self.name = name
    self.value = value
  }

  /// The secret, for a secret route.
  ///
  /// ```swift
  /// route.secret?.rawValue
  /// ```
  public var secret: LinkSecret? {
    if case .secret(let secret) = value { secret } else { nil }
  }

  /// The id, for an identifier route.
  ///
  /// ```swift
  /// route.identifier // "a_1"
  /// ```
  public var identifier: String? {
    if case .identifier(let id) = value { id } else { nil }
  }
}

extension DeepLinkRoute: CustomStringConvertible {
  /// A log-safe rendering; spelled out rather than left to reflection so the secret's redaction
  /// does not depend on how the standard library prints payloads.
  ///
  /// ```swift
  /// "\(DeepLinkRoute(name: "item", value: .identifier("a_1")))" // "item(id: a_1)"
  /// "\(inviteRoute)"                                             // "invite(secret: LinkSecret(<redacted>))"
  /// ```
  public var description: String {
    switch value {
    case .secret(let secret): "\(name)(secret: \(secret))"
    case .identifier(let id): "\(name)(id: \(id))"
    }
  }
}
