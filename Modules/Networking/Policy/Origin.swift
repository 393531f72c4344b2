import Foundation

/// Scheme, host and effective port: the one definition of "same origin" in Networking and the
/// modules above it (RFC 6454). ``RedirectPolicy`` follows a redirect only within one, ``APIClient``
/// refuses an answer from another, the curl engine counts connections per origin and a tus upload
/// sends its headers only to its endpoint's; all of them compare this value, so they cannot drift
/// apart again (issue 36).
///
/// The rule: only `http` and `https` URLs with a non-empty host have an origin. Scheme and host
/// compare case-insensitively; a missing port is the scheme's default (``defaultPort(forScheme:)``),
/// so `http://h` and `http://h:80` are one origin. Host spellings are otherwise compared as written:
/// `h.` and `h` are two origins, and so are two spellings of one IPv6 address (`[::1]` and
/// `[0:0:0:0:0:0:0:1]`). Erring that way refuses a redirect, it never sends a credential to a
/// stranger.
///
/// For example (a `package` type, so not a checked doc example; `OriginTests` pins each):
/// `Origin(URL(string: "HTTP://Example.com/a")!) == Origin(URL(string: "http://example.com:80/b")!)`;
/// `Origin(URL(string: "http://[::1]:8080/x")!)?.description` is `"http://[::1]:8080"`;
/// `Origin(URL(string: "ftp://example.com/")!)` is `nil`.
package struct Origin: Hashable, Sendable, CustomStringConvertible {
  /// `http` or `https`, lowercased.
  package let scheme: String
  /// The host, lowercased, without the brackets of an IPv6 literal.
  package let host: String
  /// The port the URL names, or the scheme's default.
  package let port: Int

  /// The origin of `url`; nil when it has none (another scheme, no host).
  package init?(_ url: URL) {
    guard let scheme = url.scheme?.lowercased(), let port = url.port ?? Self.defaultPort(forScheme: scheme),
      let host = url.host?.lowercased(), !host.isEmpty
    else { return nil }
    self.scheme = scheme
    self.host = host
    self.port = port
  }

  /// The port a URL of `scheme` (any case) means when it names none: 80 for `http`, 443 for `https`,
  /// nil for every other scheme.
  package static func defaultPort(forScheme scheme: String) -> Int? {
    switch scheme.lowercased() {
    case "http": 80
    case "https": 443
    default: nil
    }
  }

  /// `scheme://host:port`, the port always written and an IPv6 host in brackets. Holds no path,
  /// query or user info, so it is safe to log.
  package var description: String {
    "\(scheme)://\(host.contains(":") ? "[\(host)]" : host):\(port)"
  }

  /// Whether `a` and `b` both have an origin and it is the same one.
  package static func same(_ a: URL, _ b: URL) -> Bool {
    guard let first = Origin(a) else { return false }
    return first == Origin(b)
  }
}
