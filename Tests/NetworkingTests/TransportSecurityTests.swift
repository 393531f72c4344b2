import Foundation
import Networking
import Testing

@Suite("Transport security and environments")
struct TransportSecurityTests {
  @Test(arguments: [
    ("https://api.chatterbox.app/rpc/me", true), ("http://127.0.0.1:8080/rpc/me", true),
    ("http://localhost:9/x", true), ("http://[::1]:8080/x", true), ("http://127.1.2.3/x", true),
    ("http://api.chatterbox.app/rpc/me", false), ("http://127.0.0.1.evil.com/x", false),
    ("http://10.0.0.1/x", false), ("ftp://127.0.0.1/x", false), ("file:///etc/passwd", false),
    ("http://127.0.0.1:99999/x", false), ("https://api.chatterbox.app:0/x", false),
    ("http://127.0.0.1:65535/x", true),
  ])
  func policy(url: String, allowed: Bool) {
    let result = Result { () throws(NetworkError) in try TransportSecurityPolicy.standard.validate(URL(string: url)) }
    let accepted = (try? result.get()) != nil
    #expect(accepted == allowed, "\(url)")
  }

  @Test func insecureURLIsRefusedBeforeAnyByteIsSent() async throws {
    let server = TestServer { _, _ in TestServer.json("{}") }
    let client = server.client(baseURL: URL(string: "http://\(server.host)")!)
    await #expect {
      try await client.send(Endpoint<EmptyResponse>.rpc("me", requiresAuth: false))
    } throws: { error in
      (error as? NetworkError)?.kind == .insecureURL
    }
    #expect(server.requests.value.isEmpty)
  }

  @Test func anAllowListRefusesEveryOtherHost() {
    let policy = TransportSecurityPolicy(allowedHosts: ["API.example.com", "127.0.0.1"])
    #expect((try? policy.validate(URL(string: "https://api.example.com/x"))) != nil)
    #expect((try? policy.validate(URL(string: "http://127.0.0.1:8080/x"))) != nil)
    #expect(throws: NetworkError.self) { try policy.validate(URL(string: "https://evil.example.com/x")) }
    #expect(throws: NetworkError.self) { try policy.validate(URL(string: "http://localhost:8080/x")) }
  }

  @Test func environmentNamesAreOpen() throws {
    let name: APIEnvironment.Name = "eu-staging"
    let env = APIEnvironment(name: name, baseURL: URL(string: "https://api.example.org")!)
    let decoded = try JSONDecoder().decode(APIEnvironment.self, from: JSONEncoder().encode(env))
    #expect(decoded == env)
    #expect(decoded.name.rawValue == "eu-staging")
    #expect(throws: APIEnvironmentError.invalidBaseURL("http://example.com")) {
      try env.overriding(baseURL: "http://example.com")
    }
  }

  @Test func environmentFromJSONFile() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("env-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: url) }
    try Data(#"{"name":"staging","baseURL":"https://api.example.org","extra":["ignored"]}"#.utf8).write(to: url)
    let env = try APIEnvironment.load(fileAt: url)
    #expect(env.name == .staging)
    #expect(env.baseURL.host == "api.example.org")
    try Data("{not json".utf8).write(to: url)
    #expect { try APIEnvironment.load(fileAt: url) } throws: { error in
      if case .unreadableConfig = error as? APIEnvironmentError { return true }
      return false
    }
  }
}
