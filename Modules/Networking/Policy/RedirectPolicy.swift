import Foundation

/// Which HTTP redirects ``APIClient`` follows. The transport never follows one itself (on every
/// platform the live `URLSession` is told not to); the client decides here, after the 3xx answer
/// arrives, so a redirect can never carry `Authorization`, an RPC body or an idempotency key to
/// another origin.
///
/// Followed: a redirect to the same origin (scheme, host and port) that the transport-security
/// policy also allows, at most ``maximumHops`` times per request. `307`/`308` keep the method and
/// body; `301`/`302`/`303` are followed only for `GET` and `HEAD`, because turning a `POST` into a
/// `GET` would drop its body and call a different operation. Everything else fails with
/// `NetworkError.redirectRefused(_:)`.
public struct RedirectPolicy: Sendable, Equatable {
  /// How many same-origin redirects one request may follow; `0` refuses every redirect.
  public var maximumHops: Int

  /// A negative `maximumHops` counts as 0.
  public init(maximumHops: Int = 5) {
    self.maximumHops = max(0, maximumHops)
  }

  /// Same origin only, at most five hops: the default.
  public static let sameOrigin = RedirectPolicy()
  /// No redirect is followed: every 3xx fails with `NetworkError.redirectRefused(_:)`.
  public static let none = RedirectPolicy(maximumHops: 0)

  /// Where a redirect answer leads, or why it is refused. `hops` is the number already followed.
  ///
  /// - Returns: the URL to send the same request to next.
  /// - Throws: `RedirectRefusal` naming origins only (never a path or query, which may hold secrets).
  public func destination(
    status: Int, location: String?, from url: URL, method: String, hops: Int, transportSecurity: TransportSecurityPolicy
  ) throws(RedirectRefusal) -> URL {
    guard hops < maximumHops else { throw .tooMany(limit: maximumHops) }
    guard let location, !location.isEmpty, let next = URL(string: location, relativeTo: url)?.absoluteURL else {
      throw .noLocation
    }
    let from = Origin(url)
    let to = Origin(next)
    guard let from, let to, from == to else {
      throw .crossOrigin(from: from?.description ?? "?", to: to?.description ?? "?")
    }
    do { try transportSecurity.validate(next) } catch { throw .notAllowed(to: to.description) }
    if [301, 302, 303].contains(status), !["GET", "HEAD"].contains(method.uppercased()) {
      throw .changesMethod(status: status)
    }
    return next
  }

  /// Whether a status is a redirect this policy has to decide (`304 Not Modified` is not).
  public static func isRedirect(_ status: Int) -> Bool {
    [301, 302, 303, 307, 308].contains(status)
  }
}
