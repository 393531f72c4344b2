import HTTPTypes
import HummingbirdTesting
import Testing

@testable import DevServerCore

@Suite("Malformed bodies on functions without inputs")
struct InputlessFunctionTests {
  @Test("Even functions that read no fields reject malformed JSON and non-objects", arguments: ["\u{0}", "[]", "1"])
  func rejectsGarbage(body: String) async throws {
    try await TestHarness.run { _, client in
      let response = try await client.rpc("app_config", rawBody: body)
      #expect(response.status == .badRequest)
      #expect(["invalid_json", "invalid_request"].contains(response.errorCode))
    }
  }

  @Test(
    "Every RFC 9110 method other than the registered one is 405",
    arguments: [
      HTTPRequest.Method.get, .put, .delete, .patch, .options, .trace,
    ])
  func methodNotAllowed(method: HTTPRequest.Method) async throws {
    try await TestHarness.run { _, client in
      let response = try await client.execute(uri: "/rpc/app_config", method: method)
      #expect(response.status == .methodNotAllowed)
    }
  }
}

@Suite("405 for any method")
struct ExtensionMethodTests {
  @Test("Extension methods on known paths are 405 too; on unknown paths 404")
  func extensionMethod() async throws {
    try await TestHarness.run { _, client in
      let query = try #require(HTTPRequest.Method("QUERY"))
      let known = try await client.execute(uri: "/uploads/rec_1", method: query)
      #expect(known.status == .methodNotAllowed)
      #expect(known.headers[.allow] == "PUT")
      let unknown = try await client.execute(uri: "/nowhere", method: query)
      #expect(unknown.status == .notFound)
    }
  }
}
