import HTTPTypes
import HummingbirdTesting
import Testing

@testable import DevServerCore

@Suite("Errors are always JSON {code, message}")
struct ErrorShapeTests {
  @Test("Unknown routes are JSON 404 not_found")
  func unknownRoute() async throws {
    try await TestHarness.run { _, client in
      for uri in ["/nope", "/rpc/does_not_exist", "/uploads"] {
        let response = try await client.execute(uri: uri, method: .post)
        #expect(response.status == .notFound)
        #expect(response.errorCode == "not_found")
        #expect(response.headers[.contentType]?.hasPrefix("application/json") == true)
      }
    }
  }

  @Test("Wrong methods are JSON 405 with Allow")
  func wrongMethod() async throws {
    try await TestHarness.run { _, client in
      let response = try await client.execute(uri: "/rpc/me", method: .get)
      #expect(response.status == .methodNotAllowed)
      #expect(response.errorCode == "method_not_allowed")
      #expect(response.headers[.allow] == "POST")
    }
  }

  @Test("RPC bodies over 64 KiB are 413")
  func bodyTooLarge() async throws {
    try await TestHarness.run { _, client in
      let big = "{\"email\":\"" + String(repeating: "a", count: 70 * 1024) + "\"}"
      let response = try await client.rpc("request_magic_link", rawBody: big)
      #expect(response.status == .contentTooLarge)
      #expect(response.errorCode == "payload_too_large")
    }
  }

  @Test("Non-JSON content types are 415", arguments: ["text/plain", "application/x-www-form-urlencoded"])
  func wrongContentType(contentType: String) async throws {
    try await TestHarness.run { _, client in
      let response = try await client.rpc("app_config", rawBody: "{}", contentType: contentType)
      #expect(response.status == .unsupportedMediaType)
      #expect(response.errorCode == "unsupported_media_type")
    }
  }

  @Test("An empty body counts as {}; charset parameters are fine")
  func emptyBody() async throws {
    try await TestHarness.run { _, client in
      let empty = try await client.rpc("app_config", rawBody: "", contentType: nil)
      #expect(empty.status == .ok)
      let withCharset = try await client.rpc(
        "app_config", rawBody: "{}", contentType: "application/json; charset=utf-8")
      #expect(withCharset.status == .ok)
    }
  }

  @Test("Malformed JSON is 400 invalid_json", arguments: ["{", "{\"email\":}", "not json"])
  func malformedJSON(body: String) async throws {
    try await TestHarness.run { _, client in
      let response = try await client.rpc("request_magic_link", rawBody: body)
      #expect(response.status == .badRequest)
      #expect(response.errorCode == "invalid_json")
    }
  }

  @Test("Missing or ill-typed fields are 400 invalid_request naming the field")
  func fieldErrors() async throws {
    try await TestHarness.run { _, client in
      let missing = try await client.rpc("request_magic_link", rawBody: "{}")
      #expect(missing.errorCode == "invalid_request")
      #expect(missing.json["message"] as? String == "Field `email` is required.")
      let wrongType = try await client.rpc("request_magic_link", rawBody: #"{"email": 42}"#)
      #expect(wrongType.json["message"] as? String == "Field `email` must be a string.")
      let notObject = try await client.rpc("request_magic_link", rawBody: "[]")
      #expect(notObject.errorCode == "invalid_request")
      let badEmail = try await client.rpc("request_magic_link", ["email": "not-an-email"])
      #expect(badEmail.json["message"] as? String == "Field `email` must be an email address.")
    }
  }

  @Test(
    "Fractional or out-of-range numbers in integer fields are 400 invalid_request naming the field, not invalid_json")
  func numbersThatDoNotFit() async throws {
    try await TestHarness.run { _, client in
      let (tokens, profileID) = try await client.signInWithProfile()
      let int64Range = "must be an integer between -9223372036854775808 and 9223372036854775807"
      let cases: [(function: String, body: String, message: String)] = [
        ("get_cues", #"{"profile_id": "\#(profileID)", "count": 2.5}"#, "Field `count` must be an integer."),
        ("get_cues", #"{"profile_id": "\#(profileID)", "count": 9223372036854775808}"#, "Field `count` \(int64Range)."),
        ("get_cues", #"{"profile_id": "\#(profileID)", "count": -1e400}"#, "Field `count` \(int64Range)."),
        ("shuffle_cues", #"{"profile_id": "\#(profileID)", "count": 1e-3}"#, "Field `count` must be an integer."),
        ("list_recordings", #"{"profile_id": "\#(profileID)", "count": 0.5}"#, "Field `count` must be an integer."),
        (
          "create_recording_upload",
          #"{"cue_id": "en-001", "content_type": "audio/wav", "byte_size": 1.5, "sha256": "\#(String(repeating: "a", count: 64))"}"#,
          "Field `byte_size` must be an integer."
        ),
        (
          "create_recording_upload",
          #"{"cue_id": "en-001", "content_type": "audio/wav", "byte_size": 9223372036854775808, "sha256": "\#(String(repeating: "a", count: 64))"}"#,
          "Field `byte_size` \(int64Range)."
        ),
      ]
      for (function, body, message) in cases {
        let response = try await client.rpc(function, rawBody: body, token: tokens.access)
        #expect(response.status == .badRequest, "\(function) \(body)")
        #expect(response.errorCode == "invalid_request", "\(function) \(body)")
        #expect(response.json["message"] as? String == message, "\(function) \(body)")
      }
      // Whole numbers written as fractions or exponents are still integers; broken JSON is still invalid_json.
      let whole = try await client.rpc(
        "get_cues", rawBody: #"{"profile_id": "\#(profileID)", "count": 2.0e0}"#, token: tokens.access)
      #expect((whole.json["items"] as? [Any])?.count == 2)
      let broken = try await client.rpc("get_cues", rawBody: #"{"count": 2.5"#, token: tokens.access)
      #expect(broken.errorCode == "invalid_json")
    }
  }

  @Test(
    "Ids outside [A-Za-z0-9_-] or longer than 64 are 400",
    arguments: [
      "a b", "../etc", "ümlaut", String(repeating: "x", count: 65), "",
    ])
  func badIDs(id: String) async throws {
    try await TestHarness.run { _, client in
      let tokens = try await client.signIn()
      let response = try await client.rpc("get_cues", ["profile_id": id, "count": 5], token: tokens.access)
      #expect(response.status == .badRequest)
      #expect(
        response.json["message"] as? String == "Field `profile_id` must be 1-64 characters of A-Z, a-z, 0-9, _ or -.")
    }
  }

  @Test("Nothing is half-written when a call fails")
  func failedCallsWriteNothing() async throws {
    try await TestHarness.run { harness, client in
      let tokens = try await client.signIn()
      let before = try await harness.count("SELECT COUNT(*) AS n FROM profiles")
      _ = try await client.rpc("set_active_profile", ["language_code": 7], token: tokens.access)
      #expect(try await harness.count("SELECT COUNT(*) AS n FROM profiles") == before)
    }
  }

  @Test("/health is always up")
  func health() async throws {
    try await TestHarness.run(configure: { $0.devMode = false }) { _, client in
      let response = try await client.execute(uri: "/health", method: .get)
      #expect(response.status == .ok)
      #expect(response.json["status"] as? String == "ok")
    }
  }
}
