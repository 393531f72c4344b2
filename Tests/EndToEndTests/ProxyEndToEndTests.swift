import CLITestSupport
import ChatterboxPresentation
import Foundation
import TestSupport
import Testing

@testable import ChatterboxComposition

/// Proxies, end to end (issue 35 item 2, ADR 0044), with the real binary so the process's own
/// variables are what libcurl would have read: a loopback `http://` API is never proxied whatever
/// `http_proxy`/`ALL_PROXY` say; an `https://` API (nginx's TLS terminator) goes through the proxy
/// as `CONNECT` only, uploads included; a proxy that wants credentials, or cannot be reached, has
/// its own words and exit 77, naming the proxy without its credentials.
@Suite(
  "Proxies end to end", .enabled(if: devServerAvailable),
  .enabled(if: cliBinary != nil, "needs CHATTERBOX_CLI_BIN (swift build --product chatterbox)"), .serialized)
struct ProxyEndToEndTests {
  /// Every variable curl would read, all naming `proxy`.
  static func everyVariable(_ proxy: LoggingProxy) -> [String: String] {
    let address = proxy.url.absoluteString
    return [
      "http_proxy": address, "HTTP_PROXY": address, "https_proxy": address, "HTTPS_PROXY": address,
      "all_proxy": address, "ALL_PROXY": address,
    ]
  }

  /// Signs a fresh learner in with the code from the dev outbox, each command a process of its own.
  func signIn(_ cli: CLIHarness, _ server: DevServer, _ arguments: [String], _ environment: [String: String])
    async throws -> [String]
  {
    let email = "proxy-\(UUID().uuidString.prefix(6).lowercased())@example.com"
    let requested = try await cli.spawn(arguments + ["login", "--email", email], environment: environment).finish()
    #expect(requested.status == 0, "\(requested.stderr)")
    let message = try await server.latestMessage(for: email)
    let signedIn = try await cli.spawn(
      arguments + ["login", "--email", email, "--code", message.code], environment: environment
    ).finish()
    #expect(signedIn.status == 0, "\(signedIn.stderr)")
    let token = URLComponents(string: message.link)?.queryItems?.first { $0.name == "token" }?.value ?? ""
    return [email, message.code, token].filter { !$0.isEmpty }
  }

  @Test func aLoopbackHTTPAPIIsNeverProxiedWhateverTheVariablesSay() async throws {
    try await DevServer.with { server in
      let proxy = try LoggingProxy()
      defer { proxy.stop() }
      let cli = CLIHarness(api: server.baseURL)
      let environment = Self.everyVariable(proxy)
      _ = try await signIn(cli, server, [], environment)
      let whoami = try await cli.spawn(["whoami"], environment: environment).finish()
      #expect(whoami.status == 0, "\(whoami.stderr)")
      // Nor with the proxy named explicitly.
      let explicit = try await cli.spawn(["--proxy", proxy.url.absoluteString, "whoami"]).finish()
      #expect(explicit.status == 0, "\(explicit.stderr)")
      // Every command ended with the server's answer, so a request the proxy carried is recorded.
      #expect(proxy.received.isEmpty, "\(proxy.received.map { "\($0.method) \($0.target)" })")
    }
  }

  @Test func anHTTPSAPIGoesThroughTheProxyAsConnectOnlyUploadsIncluded() async throws {
    try await TLSTerminator.withDevServer { tls, server in
      let proxy = try LoggingProxy()
      defer { proxy.stop() }
      let cli = CLIHarness(api: tls.baseURL)
      let trust = ["--ca-file", tls.caFile.path]
      let environment = ["ALL_PROXY": proxy.url.absoluteString]
      let secrets = try await signIn(cli, server, trust, environment)
      #expect(try await cli.spawn(trust + ["language", "set", "en"], environment: environment).finish().status == 0)
      let input = try ToneFile.makeInput()
      defer { try? FileManager.default.removeItem(at: input) }
      let practice = try await cli.spawn(
        trust + ["practice", "en-003", "--audio", input.path, "--yes"], environment: environment
      ).finish()
      #expect(practice.status == 0, "\(practice.stderr)")
      #expect(tls.accessRecords.contains { $0.method == "PUT" }, "\(tls.accessLogText)")
      // --proxy works the same without any variable.
      let explicit = try await cli.spawn(trust + ["--proxy", proxy.url.absoluteString, "whoami"]).finish()
      #expect(explicit.status == 0, "\(explicit.stderr)")

      let seen = proxy.received
      let port = try #require(tls.baseURL.port)
      #expect(!seen.isEmpty, "nothing went through the proxy")
      for request in seen {
        #expect(request.method == "CONNECT", "\(request.method) \(request.target)")
        #expect(request.target == "127.0.0.1:\(port)")
        #expect(request.headers["authorization"] == nil)
        for secret in secrets { #expect(!request.target.contains(secret) && !"\(request.headers)".contains(secret)) }
      }
    }
  }

  @Test func aProxyThatWantsCredentialsHasItsOwnWordsAndExit77() async throws {
    try await TLSTerminator.withDevServer { tls, _ in
      let proxy = try LoggingProxy(mode: .refuse(status: 407))
      defer { proxy.stop() }
      let cli = CLIHarness(api: tls.baseURL)
      let trust = ["--ca-file", tls.caFile.path]
      let withSecret = "http://alice:hunter2@127.0.0.1:\(proxy.port)"
      let login = try await cli.spawn(trust + ["--proxy", withSecret, "login", "--email", "ana@example.com"]).finish()
      #expect(login.status == ExitCode.proxyFailure.rawValue, "\(login.stderr)")
      #expect(
        login.stderr.contains("The proxy at http://127.0.0.1:\(proxy.port) asks for credentials"), "\(login.stderr)")
      #expect(!login.stderr.contains("hunter2") && !login.stderr.contains("alice"), "\(login.stderr)")
      let fromVariable = try await cli.spawn(
        trust + ["login", "--email", "ana@example.com"], environment: ["https_proxy": withSecret]
      ).finish()
      #expect(fromVariable.status == ExitCode.proxyFailure.rawValue, "\(fromVariable.stderr)")
      #expect(!fromVariable.stderr.contains("hunter2"), "\(fromVariable.stderr)")
      #expect(proxy.received.allSatisfy { $0.method == "CONNECT" })
      #expect(tls.accessRecords.isEmpty, "a request got past a proxy that refused it: \(tls.accessLogText)")
    }
  }

  @Test func anUnreachableProxyIsNamedAndExits77() async throws {
    try await TLSTerminator.withDevServer { tls, _ in
      let gone = try LoggingProxy()
      let port = gone.port
      gone.stop()
      let cli = CLIHarness(api: tls.baseURL)
      let login = try await cli.spawn(
        ["--ca-file", tls.caFile.path, "--proxy", "127.0.0.1:\(port)", "login", "--email", "ana@example.com"]
      ).finish()
      #expect(login.status == ExitCode.proxyFailure.rawValue, "\(login.stderr)")
      #expect(
        login.stderr.contains("The proxy at http://127.0.0.1:\(port) did not carry the request"), "\(login.stderr)")
      #expect(!login.stderr.contains("offline") && !login.stderr.contains("Can't reach"), "\(login.stderr)")
      #expect(tls.accessRecords.isEmpty, "\(tls.accessLogText)")
    }
  }
}
