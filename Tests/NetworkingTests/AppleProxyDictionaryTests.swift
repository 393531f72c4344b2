import Foundation
import Testing

@testable import Networking

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The proxy dictionary Apple's `URLSession` path is configured with (ADR 0044): built and checked on
/// every platform, so the rules the curl engine follows on Linux are the ones Apple's sessions get —
/// https through the chosen proxy, plain http (loopback only) never, `no_proxy` per host, a proxy Apple
/// cannot use refused rather than gone around.
@Suite("Apple proxy dictionary")
struct AppleProxyDictionaryTests {
  static let proxyEnvironment = ["https_proxy": "http://proxy.example:3128", "http_proxy": "http://proxy.example:3128"]
  static let off: [String: Int] = ["HTTPEnable": 0, "HTTPSEnable": 0, "SOCKSEnable": 0, "ProxyAutoConfigEnable": 0]

  static func numbers(_ dictionary: [AnyHashable: Any]?) -> [String: Int] {
    var numbers: [String: Int] = [:]
    for (key, value) in dictionary ?? [:] {
      if let key = key as? String, let value = value as? Int { numbers[key] = value }
    }
    return numbers
  }

  @Test func httpsGoesThroughTheProxyAndPlainHTTPNever() throws {
    let dictionary = try #require(
      ProxySetting.environment.connectionProxyDictionary(host: "api.example.com", environment: Self.proxyEnvironment))
    #expect(dictionary["HTTPSProxy"] as? String == "proxy.example")
    #expect(
      Self.numbers(dictionary) == [
        "HTTPEnable": 0, "HTTPSEnable": 1, "HTTPSPort": 3128, "SOCKSEnable": 0,
        "ProxyAutoConfigEnable": 0,
      ])
    // The proxy's scheme gives the port it listens on when none is named, as curl reads it.
    let explicit = ProxySetting.url(URL(string: "https://secure-proxy.example")!)
    let secure = explicit.connectionProxyDictionary(host: "api.example.com", environment: [:])
    #expect(Self.numbers(secure)["HTTPSPort"] == 443)
  }

  @Test func noProxyAndTheNoneSettingTurnEveryProxyOff() {
    var environment = Self.proxyEnvironment
    environment["no_proxy"] = "api.example.com"
    let exempt = ProxySetting.environment.connectionProxyDictionary(host: "api.example.com", environment: environment)
    #expect(Self.numbers(exempt) == Self.off)
    let none = ProxySetting.none.connectionProxyDictionary(host: "api.example.com", environment: Self.proxyEnvironment)
    #expect(Self.numbers(none) == Self.off)
    // A session for many hosts (uploads) can honour only a `no_proxy` that exempts every host.
    environment["no_proxy"] = "*"
    #expect(
      Self.numbers(ProxySetting.environment.connectionProxyDictionary(host: nil, environment: environment)) == Self.off)
    environment["no_proxy"] = "other.example"
    #expect(
      Self.numbers(ProxySetting.environment.connectionProxyDictionary(host: nil, environment: environment))[
        "HTTPSEnable"] == 1)
  }

  @Test func aProxyApplesSessionsCannotUseIsRefusedNotGoneAround() throws {
    let socks = ProxySetting.url(URL(string: "socks5://proxy.example:1080")!)
    #expect(socks.connectionProxyDictionary(host: "api.example.com", environment: [:]) == nil)
    let configuration = URLSessionConfiguration.ephemeral
    configuration.useProxy(socks)
    // Every https request of that session goes to a proxy that does not exist, never straight out.
    #expect(configuration.connectionProxyDictionary?["HTTPSProxy"] as? String == "unusable-proxy.invalid")
    #expect(Self.numbers(configuration.connectionProxyDictionary)["HTTPSEnable"] == 1)
  }

  @Test func oneSessionPerProxyAndLoopbackHTTPDirect() throws {
    let sessions = ProxiedSessions { .ephemeral }
    var policy = TransferPolicy.standard
    policy.proxy = .url(URL(string: "http://proxy.example:3128")!)
    let loopback = try sessions.session(for: URL(string: "http://127.0.0.1:8080/rpc/me")!, policy: policy)
    #expect(Self.numbers(loopback.configuration.connectionProxyDictionary) == Self.off)
    let api = try sessions.session(for: URL(string: "https://api.example.com/rpc/me")!, policy: policy)
    #expect(api.configuration.connectionProxyDictionary?["HTTPSProxy"] as? String == "proxy.example")
    #expect(try sessions.session(for: URL(string: "https://api.example.com/other")!, policy: policy) === api)
    // An https request exempted by `no_proxy` after a loopback one: a direct session, never the proxied one.
    policy.proxy = .none
    let direct = try sessions.session(for: URL(string: "https://api.example.com/rpc/me")!, policy: policy)
    #expect(direct !== api && Self.numbers(direct.configuration.connectionProxyDictionary) == Self.off)
    for unusable in ["ftp://proxy.example:21", "socks5://proxy.example:1080"] {
      policy.proxy = .url(URL(string: unusable)!)
      #expect(throws: NetworkError.self) {
        try sessions.session(for: URL(string: "https://api.example.com/rpc/me")!, policy: policy)
      }
    }
  }
}
