import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// Apple's URLSession path uses these; they are built and tested on every platform
// (AppleProxyDictionaryTests), so its proxy rules are checked where the curl engine's are.

extension ProxySetting {
  /// The `URLSessionConfiguration.connectionProxyDictionary` that carries https requests as
  /// ``route(for:environment:)`` decides, for `host` (`nil`: no particular host, so only a
  /// `no_proxy` of `*` exempts). Plain http is never proxied here: it is allowed only to loopback,
  /// which stays on this machine (ADR 0044). The system's own proxy settings are not read, so no
  /// other rule applies behind the client's back. `nil` when the proxy cannot be used on Apple
  /// platforms (not http or https, or not an address at all): such requests fail with
  /// `NetworkError.proxyRefused(proxy:status:)`.
  func connectionProxyDictionary(host: String?, environment: [String: String]) -> [AnyHashable: Any]? {
    var url = URLComponents()
    url.scheme = "https"
    url.host = host ?? "proxy-setting.invalid"
    switch url.url.map({ route(for: $0, environment: environment) }) ?? .direct {
    case .direct: return Self.noProxyDictionary
    case .unusable: return nil
    case .proxy(let proxy): return proxy.connectionProxyDictionary
    }
  }

  /// Every proxy off, the system's automatic configuration included.
  static var noProxyDictionary: [AnyHashable: Any] {
    ["HTTPEnable": 0, "HTTPSEnable": 0, "SOCKSEnable": 0, "ProxyAutoConfigEnable": 0]
  }
}

extension ProxyAddress {
  /// https requests through this proxy with `CONNECT`, nothing else through any; `nil` for a SOCKS
  /// proxy, which this path does not speak.
  var connectionProxyDictionary: [AnyHashable: Any]? {
    guard let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme), let host = url.host else {
      return nil
    }
    var dictionary = ProxySetting.noProxyDictionary
    dictionary["HTTPSEnable"] = 1
    dictionary["HTTPSProxy"] = host
    dictionary["HTTPSPort"] = url.port ?? (scheme == "https" ? 443 : 80)
    return dictionary
  }
}

extension URLSessionConfiguration {
  /// Sets ``connectionProxyDictionary`` from `setting` for a session that serves many hosts (an
  /// upload session): https through the proxy, plain http (loopback only) never, `no_proxy` honoured
  /// only as `*`. A proxy that cannot be used fails every https request (closed, never around it).
  public func useProxy(_ setting: ProxySetting) {
    connectionProxyDictionary =
      setting.connectionProxyDictionary(host: nil, environment: ProxyRoute.processEnvironment)
      ?? ["HTTPEnable": 0, "HTTPSEnable": 1, "HTTPSProxy": "unusable-proxy.invalid", "HTTPSPort": 9]
  }
}

/// One `URLSession` per route (a session's proxy is fixed when it is made): most processes use one.
final class ProxiedSessions: Sendable {
  private let configuration: @Sendable () -> URLSessionConfiguration
  private let sessions = LockedValue<[String: URLSession]>([:])

  init(configuration: @escaping @Sendable () -> URLSessionConfiguration) {
    self.configuration = configuration
  }

  /// The session for a request to `url` under `policy`.
  ///
  /// - Throws: `NetworkError.proxyRefused(proxy:status:)` when its proxy cannot be used.
  func session(for url: URL?, policy: TransferPolicy) throws(NetworkError) -> URLSession {
    // The dictionary follows from the route alone, so every session kept under a key has the same one:
    // a direct request never gets a session made for a proxied one, or the reverse.
    let key: String
    let dictionary: [AnyHashable: Any]
    switch url.map({ ProxyRoute.live(for: $0, policy: policy) }) ?? .direct {
    case .direct:
      key = ""
      dictionary = ProxySetting.noProxyDictionary
    case .unusable(let shown): throw .proxyRefused(proxy: shown, status: nil)
    case .proxy(let proxy):
      guard let proxied = proxy.connectionProxyDictionary else { throw .proxyRefused(proxy: proxy.shown, status: nil) }
      key = proxy.url.absoluteString
      dictionary = proxied
    }
    return sessions.withLock { sessions in
      if let session = sessions[key] { return session }
      let made = configuration()
      made.connectionProxyDictionary = dictionary
      let session = URLSession(configuration: made)
      sessions[key] = session
      return session
    }
  }
}
