import Foundation
import Networking
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Redirects through the live URLSession transport, against loopback servers that redirect: no
/// credential or RPC body ever reaches another origin; same-origin hops are followed, bounded.
@Suite("Redirects")
struct RedirectTests {
  struct Echo: Decodable, Equatable { let ok: Bool }

  static func client(_ base: URL, redirects: RedirectPolicy = .sameOrigin) -> APIClient {
    var configuration = APIClientConfiguration(
      environment: APIEnvironment(name: "hostile", baseURL: base), session: URLSession(configuration: .ephemeral),
      authorization: CountingTokenProvider(token: "secret-bearer-token"), redirects: redirects)
    configuration.time = TestClock().source(recordingSleeps: { _ in })
    return APIClient(configuration: configuration)
  }

  static func okBody() -> Data { Data(#"{"ok":true}"#.utf8) }

  @Test(
    "No Authorization and no body reach another origin, for any redirect status", arguments: [301, 302, 303, 307, 308])
  func crossOriginRedirectIsRefused(status: Int) async throws {
    let other = try HostileFront { _ in
      .respond(status: 200, headers: ["content-type": "application/json"], body: Self.okBody())
    }
    defer { other.stop() }
    let front = try HostileFront { _ in .respond(status: status, headers: ["location": other.url("/rpc/me")]) }
    defer { front.stop() }

    let client = Self.client(front.baseURL)
    await #expect(
      throws: NetworkError.redirectRefused(.crossOrigin(from: origin(front.baseURL), to: origin(other.baseURL)))
    ) {
      _ = try await client.send(Endpoint<Echo>.rpc("me", isIdempotent: true))
    }
    #expect(other.received.isEmpty, "the other origin was contacted: \(other.received.map(\.headers))")
    #expect(front.received.count == 1)
  }

  @Test("A redirect to another port, scheme or a file is another origin")
  func otherPortSchemeOrFileIsRefused() async throws {
    for location in ["http://0.0.0.0:9/rpc/me", "https://127.0.0.1:1/rpc/me", "file:///etc/hostname"] {
      let front = try HostileFront { _ in .respond(status: 307, headers: ["location": location]) }
      defer { front.stop() }
      do {
        _ = try await Self.client(front.baseURL).send(Endpoint<Echo>.rpc("me"))
        Issue.record("followed \(location)")
      } catch {
        guard case .crossOrigin = error.redirectRefusal else {
          Issue.record("\(location): \(error)")
          continue
        }
      }
    }
  }

  @Test("A same-origin 307 is followed with its method, body and token")
  func sameOriginTemporaryRedirectIsFollowed() async throws {
    let front = try HostileFront { request in
      request.path == "/rpc/old"
        ? .respond(status: 307, headers: ["location": "/rpc/new"])
        : .respond(status: 200, headers: ["content-type": "application/json"], body: Self.okBody())
    }
    defer { front.stop() }
    let echo = try await Self.client(front.baseURL).send(try Endpoint<Echo>.rpc("old", body: ["a": 1]))
    #expect(echo == Echo(ok: true))
    let requests = front.received
    #expect(requests.map(\.path) == ["/rpc/old", "/rpc/new"])
    #expect(requests.map(\.method) == ["POST", "POST"])
    #expect(requests.allSatisfy { $0.headers["authorization"] == "Bearer secret-bearer-token" })
    #expect(requests.last?.body == Data(#"{"a":1}"#.utf8))
  }

  @Test("A 302 on a POST is refused rather than turned into a GET")
  func methodChangingRedirectIsRefused() async throws {
    let front = try HostileFront { _ in .respond(status: 302, headers: ["location": "/rpc/logout"]) }
    defer { front.stop() }
    await #expect(throws: NetworkError.redirectRefused(.changesMethod(status: 302))) {
      _ = try await Self.client(front.baseURL).send(Endpoint<EmptyResponse>.rpc("logout"))
    }
    #expect(front.received.count == 1)
  }

  @Test("A redirect loop ends after the policy's hops, and .none follows nothing")
  func loopsAreBounded() async throws {
    let front = try HostileFront { request in .respond(status: 308, headers: ["location": request.path]) }
    defer { front.stop() }
    await #expect(throws: NetworkError.redirectRefused(.tooMany(limit: 5))) {
      _ = try await Self.client(front.baseURL).send(Endpoint<Echo>.rpc("me"))
    }
    #expect(front.received.count == 6)
    await #expect(throws: NetworkError.redirectRefused(.tooMany(limit: 0))) {
      _ = try await Self.client(front.baseURL, redirects: .none).send(Endpoint<Echo>.rpc("me"))
    }
  }

  @Test("A Set-Cookie answer is neither stored nor sent back")
  func cookiesAreNotSent() async throws {
    let front = try HostileFront { _ in
      .respond(
        status: 200, headers: ["content-type": "application/json", "set-cookie": "tracker=1; Path=/"],
        body: Self.okBody())
    }
    defer { front.stop() }
    let client = Self.client(front.baseURL)
    _ = try await client.send(Endpoint<Echo>.rpc("me"))
    _ = try await client.send(Endpoint<Echo>.rpc("me"))
    #expect(front.received.allSatisfy { $0.headers["cookie"] == nil })
  }

  @Test(
    "Policy decisions",
    arguments: [
      ("https://a.test/x", "/y", "POST", 307, true),
      ("https://a.test/x", "https://A.TEST:443/y", "POST", 308, true),
      ("https://a.test/x", "http://a.test/y", "GET", 301, false),
      ("https://a.test/x", "https://a.test:8443/y", "GET", 302, false),
      ("https://a.test/x", "https://b.test/y", "GET", 302, false),
      ("https://a.test/x", "/y", "GET", 303, true),
      ("https://a.test/x", "/y", "POST", 303, false),
    ])
  func policy(from: String, location: String, method: String, status: Int, followed: Bool) throws {
    let result = Result { () throws(RedirectRefusal) -> URL in
      try RedirectPolicy.sameOrigin.destination(
        status: status, location: location, from: URL(string: from)!, method: method, hops: 0,
        transportSecurity: .standard)
    }
    #expect(((try? result.get()) != nil) == followed, "\(result)")
  }

  @Test("A redirect without a Location is refused")
  func missingLocation() {
    #expect(throws: RedirectRefusal.noLocation) {
      try RedirectPolicy.sameOrigin.destination(
        status: 307, location: nil, from: URL(string: "https://a.test/x")!, method: "GET", hops: 0,
        transportSecurity: .standard)
    }
  }
}

/// `scheme://host:port`, as ``RedirectRefusal`` names origins.
private func origin(_ url: URL) -> String { "\(url.scheme!)://\(url.host!):\(url.port!)" }
