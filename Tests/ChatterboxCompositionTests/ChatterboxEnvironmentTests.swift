import ChatterboxComposition
import Foundation
import Networking
import Testing

@Suite("Chatterbox environments (the app's CHATTERBOX_* variables)")
struct ChatterboxEnvironmentTests {
  @Test func environmentFromVariables() throws {
    let env = try ChatterboxEnvironment.load(from: [
      "CHATTERBOX_API_URL": "http://127.0.0.1:9999", "CHATTERBOX_LINK_HOSTS": "a.test, B.test",
    ])
    #expect(env.api.name == .development)
    #expect(env.api.baseURL.absoluteString == "http://127.0.0.1:9999")
    #expect(env.universalLinkHosts == ["a.test", "b.test"])
    #expect(try ChatterboxEnvironment.load(from: ["CHATTERBOX_ENV": "production"]) == .production)
    #expect(throws: APIEnvironmentError.unknownEnvironment("moon")) {
      try ChatterboxEnvironment.load(from: ["CHATTERBOX_ENV": "moon"])
    }
    #expect(throws: APIEnvironmentError.invalidBaseURL("http://example.com")) {
      try ChatterboxEnvironment.load(from: ["CHATTERBOX_API_URL": "http://example.com"])
    }
  }

  @Test func aBaseURLWithCredentialsIsRefusedWithoutThem() throws {
    #expect(throws: APIEnvironmentError.credentialsInBaseURL("http://127.0.0.1:9999/v1")) {
      try ChatterboxEnvironment.load(from: ["CHATTERBOX_API_URL": "http://ana:pw@127.0.0.1:9999/v1"])
    }
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("env-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: url) }
    try Data(#"{"name":"staging","baseURL":"https://key@api.example.org","universalLinkHosts":[]}"#.utf8).write(to: url)
    #expect(throws: APIEnvironmentError.credentialsInBaseURL("https://api.example.org")) {
      try ChatterboxEnvironment.load(fileAt: url)
    }
  }

  @Test func aLoopbackOverrideTrustsItsOwnHostForLinks() throws {
    let local = try ChatterboxEnvironment.production.overriding(baseURL: "http://127.0.0.1:54321")
    #expect(local.universalLinkHosts.contains("127.0.0.1"))
    #expect(local.api.name == .production)
  }

  @Test func environmentFromJSONFile() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("env-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: url) }
    try Data(
      #"{"name":"staging","baseURL":"https://api.example.org","universalLinkHosts":["example.org"],"magicLinkPath":"/auth/magic"}"#
        .utf8
    ).write(to: url)
    let env = try ChatterboxEnvironment.load(from: ["CHATTERBOX_ENV_FILE": url.path])
    #expect(env.api.name == .staging)
    #expect(env.universalLinkHosts == ["example.org"])
    #expect(try JSONDecoder().decode(ChatterboxEnvironment.self, from: JSONEncoder().encode(env)) == env)
    try Data("{not json".utf8).write(to: url)
    #expect { try ChatterboxEnvironment.load(fileAt: url) } throws: { error in
      if case .unreadableConfig = error as? APIEnvironmentError { return true }
      return false
    }
  }
}
