import Foundation
import Networking
import Testing

/// Which requests go through which proxy (ADR 0044): curl's variables in curl's order, `no_proxy`,
/// and the rule that cleartext to loopback never leaves through a proxy.
@Suite("Proxy selection")
struct ProxySettingTests {
  static let api = URL(string: "https://api.example.com/rpc/me")!

  static func proxy(_ text: String) -> ProxyRoute { .proxy(ProxyAddress(text)!) }

  @Test func httpsTakesHttpsProxyThenHTTPSProxyThenAllProxyThenALLProxy() {
    let all = [
      "https_proxy": "http://a:1", "HTTPS_PROXY": "http://b:2", "all_proxy": "http://c:3", "ALL_PROXY": "http://d:4",
    ]
    var env = all
    #expect(ProxySetting.environment.route(for: Self.api, environment: env) == Self.proxy("http://a:1"))
    env["https_proxy"] = ""  // empty counts as unset
    #expect(ProxySetting.environment.route(for: Self.api, environment: env) == Self.proxy("http://b:2"))
    env["HTTPS_PROXY"] = nil
    #expect(ProxySetting.environment.route(for: Self.api, environment: env) == Self.proxy("http://c:3"))
    env["all_proxy"] = nil
    #expect(ProxySetting.environment.route(for: Self.api, environment: env) == Self.proxy("http://d:4"))
    env["ALL_PROXY"] = nil
    #expect(ProxySetting.environment.route(for: Self.api, environment: env) == .direct)
    #expect(ProxySetting.environment.route(for: Self.api, environment: ["http_proxy": "http://e:5"]) == .direct)
  }

  @Test func plainHTTPTakesOnlyTheLowerCaseVariable() {
    let url = URL(string: "http://api.example.com/")!
    #expect(ProxySetting.environment.route(for: url, environment: ["HTTP_PROXY": "http://cgi:1"]) == .direct)
    #expect(ProxySetting.environment.route(for: url, environment: ["http_proxy": "http://p:1"]) == Self.proxy("p:1"))
    #expect(ProxySetting.environment.route(for: url, environment: ["ALL_PROXY": "http://p:2"]) == Self.proxy("p:2"))
  }

  @Test func cleartextToLoopbackIsNeverProxiedWhateverTheSetting() {
    let env = ["http_proxy": "http://p:1", "ALL_PROXY": "http://p:2", "all_proxy": "http://p:3"]
    let explicit = ProxySetting.url(URL(string: "http://p:4")!)
    for address in ["http://127.0.0.1:8080/rpc/me", "http://localhost/", "http://[::1]:9/", "http://127.8.9.10/"] {
      let url = URL(string: address)!
      #expect(ProxySetting.environment.route(for: url, environment: env) == .direct, "\(address)")
      #expect(explicit.route(for: url, environment: [:]) == .direct, "\(address)")
    }
    // An https server on loopback is encrypted end to end: it is proxied like any other.
    let local = URL(string: "https://127.0.0.1:8443/rpc/me")!
    #expect(explicit.route(for: local, environment: [:]) == Self.proxy("http://p:4"))
    #expect(ProxySetting.environment.route(for: local, environment: env) == Self.proxy("http://p:3"))
  }

  @Test func noneAndExplicitIgnoreTheVariablesButNotNoProxy() {
    let env = ["https_proxy": "http://env:1", "no_proxy": "internal.example"]
    let explicit = ProxySetting.url(URL(string: "http://mine:2")!)
    #expect(ProxySetting.none.route(for: Self.api, environment: env) == .direct)
    #expect(explicit.route(for: Self.api, environment: env) == Self.proxy("http://mine:2"))
    #expect(explicit.route(for: URL(string: "https://a.internal.example")!, environment: env) == .direct)
  }

  @Test(arguments: [
    ("*", "https://anything.test", true),
    ("example.com", "https://example.com", true),
    ("example.com", "https://api.EXAMPLE.com", true),
    ("example.com", "https://notexample.com", false),
    (".example.com", "https://example.com", true),
    ("*.example.com", "https://a.b.example.com", true),
    ("example.com.", "https://example.com.", true),
    ("other.test, example.com", "https://x.example.com", true),
    ("other.test example.com", "https://x.example.com", true),
    ("example.com:8443", "https://example.com:8443", true),
    ("example.com:8443", "https://example.com", false),
    ("10.0.0.0/8", "https://10.2.3.4", true),
    ("10.0.0.0/8", "https://11.2.3.4", false),
    ("192.168.1.5", "https://192.168.1.5", true),
    ("2.3.4", "https://1.2.3.4", false),
    ("[::1]:8443", "https://[::1]:8443", true),
    ("::1", "https://[::1]", true),
    ("*.", "https://example.com", false),
  ])
  func noProxyMatches(list: String, address: String, bypassed: Bool) {
    let env = ["ALL_PROXY": "http://p:1", "no_proxy": list]
    let route = ProxySetting.environment.route(for: URL(string: address)!, environment: env)
    #expect((route == .direct) == bypassed, "\(list) vs \(address)")
  }

  @Test func upperCaseNoProxyCountsWhenTheLowerCaseOneIsUnset() {
    let url = URL(string: "https://api.internal.example")!
    #expect(
      ProxySetting.environment.route(for: url, environment: ["ALL_PROXY": "p:1", "NO_PROXY": "internal.example"])
        == .direct)
    #expect(
      ProxySetting.environment.route(
        for: url, environment: ["ALL_PROXY": "p:1", "no_proxy": "other.example", "NO_PROXY": "internal.example"])
        != .direct)
  }

  @Test func anAddressIsShownWithoutCredentialsAndWithItsPort() throws {
    let withSecret = try #require(ProxyAddress("http://alice:hunter2@proxy.corp:3128"))
    #expect(withSecret.shown == "http://proxy.corp:3128")
    #expect(withSecret.url.absoluteString == "http://alice:hunter2@proxy.corp:3128")
    #expect("\(withSecret)" == "http://proxy.corp:3128")
    #expect(ProxyAddress("proxy.corp")?.shown == "http://proxy.corp:80")
    #expect(ProxyAddress("https://proxy.corp")?.shown == "https://proxy.corp:443")
    #expect(ProxyAddress("socks5h://proxy.corp")?.shown == "socks5h://proxy.corp:1080")
    for bad in [
      "ftp://proxy.corp", "http://", "http://proxy.corp/path", "http://proxy.corp?x=1", "", "proxy.corp:99999",
      "http://proxy.corp:0",
    ] {
      #expect(ProxyAddress(bad) == nil, "\(bad)")
    }
  }

  @Test func anUnusableProxyIsNamedWithoutCredentialsAndNeverGoneAround() {
    let route = ProxySetting.environment.route(
      for: Self.api, environment: ["https_proxy": "ftp://alice:hunter2@proxy.corp:21"])
    #expect(route == .unusable(shown: "ftp://proxy.corp:21"))
    #expect(ProxyAddress.redacted("me:pw@bad host") == "bad host")
    let error = NetworkError.proxyRefused(proxy: ProxyAddress("http://a:hunter2@p:1")!.shown, status: 407)
    #expect(!error.debugDescription.contains("hunter2"))
  }
}
