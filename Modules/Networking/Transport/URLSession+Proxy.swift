#if canImport(Darwin)
  import Foundation

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
      let off: [AnyHashable: Any] = ["HTTPEnable": 0, "HTTPSEnable": 0, "SOCKSEnable": 0, "ProxyAutoConfigEnable": 0]
      switch url.url.map({ route(for: $0, environment: environment) }) ?? .direct {
      case .direct: return off
      case .unusable: return nil
      case .proxy(let proxy):
        guard let scheme = proxy.url.scheme?.lowercased(), ["http", "https"].contains(scheme),
          let proxyHost = proxy.url.host
        else { return nil }
        var dictionary = off
        dictionary["HTTPSEnable"] = 1
        dictionary["HTTPSProxy"] = proxyHost
        dictionary["HTTPSPort"] = proxy.url.port ?? (scheme == "https" ? 443 : 80)
        return dictionary
      }
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

  /// One `URLSession` per proxy dictionary (a session's proxy is fixed when it is made): most
  /// processes use one.
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
      let route = url.map { ProxyRoute.live(for: $0, policy: policy) } ?? .direct
      let key: String
      switch route {
      case .direct: key = ""
      case .unusable(let shown): throw .proxyRefused(proxy: shown, status: nil)
      case .proxy(let proxy): key = proxy.url.absoluteString
      }
      guard
        let dictionary = policy.proxy.connectionProxyDictionary(
          host: url?.host, environment: ProxyRoute.processEnvironment)
      else {
        throw .proxyRefused(proxy: key.isEmpty ? "" : ProxyAddress(key)?.shown ?? "", status: nil)
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
#endif
