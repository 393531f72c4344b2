/// Why a redirect was not followed. Carries origins only (`https://host:port`), safe to log.
public enum RedirectRefusal: Error, Sendable, Hashable, CustomStringConvertible {
  /// The redirect points at another scheme, host or port.
  case crossOrigin(from: String, to: String)
  /// The destination breaks the transport-security policy.
  case notAllowed(to: String)
  /// A `301`/`302`/`303` would turn a request with a body into a `GET`.
  case changesMethod(status: Int)
  /// More redirects than `RedirectPolicy.maximumHops` (Networking) (a loop, most likely).
  case tooMany(limit: Int)
  /// A 3xx without a usable `Location`.
  case noLocation
  /// A request that never follows redirects (an upload: a streamed body to a signed URL) got one.
  case notFollowed(status: Int)

  public var description: String {
    switch self {
    case .crossOrigin(let from, let to): "redirect from \(from) to another origin, \(to)"
    case .notAllowed(let to): "redirect to \(to), which the transport policy refuses"
    case .changesMethod(let status): "\(status) redirect would change the method"
    case .tooMany(let limit): "more than \(limit) redirects"
    case .noLocation: "redirect without a Location"
    case .notFollowed(let status): "\(status) redirect on a request that never follows one"
    }
  }
}
