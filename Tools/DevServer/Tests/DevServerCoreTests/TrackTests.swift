import HTTPTypes
import HummingbirdTesting
import Testing

@testable import DevServerCore

@Suite("track")
struct TrackTests {
  private func event(_ name: String = "cue_viewed", properties: [String: Any] = [:]) -> [String: Any] {
    ["name": name, "properties": properties, "context": ["app_version": "1.2.0"], "timestamp": "2026-11-22T12:00:00Z"]
  }

  @Test("Valid events are stored and counted")
  func accepted() async throws {
    try await TestHarness.run { harness, client in
      let tokens = try await client.signIn()
      let events = [
        event(properties: ["cue_id": "en-001", "position": 3, "shuffled": true]),
        event("recording_started"),
      ]
      let response = try await client.rpc("track", ["events": events], token: tokens.access)
      #expect(response.status == .accepted)
      #expect(response.json["accepted"] as? Int == 2)
      #expect(try await harness.count("SELECT COUNT(*) AS n FROM analytics_events") == 2)
    }
  }

  @Test(
    "Invalid events are 400 naming the field",
    arguments: [
      (#"{"name": "Cue_Viewed", "timestamp": "2026-11-22T12:00:00Z"}"#, "events[0].name"),
      (#"{"name": "9lives", "timestamp": "2026-11-22T12:00:00Z"}"#, "events[0].name"),
      (
        #"{"name": "ok", "properties": {"nested": {"a": 1}}, "timestamp": "2026-11-22T12:00:00Z"}"#,
        "events[0].properties.nested"
      ),
      (#"{"name": "ok", "context": {"list": [1]}, "timestamp": "2026-11-22T12:00:00Z"}"#, "events[0].context.list"),
      (#"{"name": "ok", "timestamp": "yesterday"}"#, "events[0].timestamp"),
      (#"{"name": "ok"}"#, "events[0].timestamp"),
    ])
  func rejected(eventJSON: String, field: String) async throws {
    try await TestHarness.run { harness, client in
      let tokens = try await client.signIn()
      let response = try await client.rpc("track", rawBody: #"{"events": [\#(eventJSON)]}"#, token: tokens.access)
      #expect(response.status == .badRequest)
      #expect((response.json["message"] as? String)?.contains("`\(field)`") == true)
      #expect(try await harness.count("SELECT COUNT(*) AS n FROM analytics_events") == 0)
    }
  }

  @Test("At most 100 events per batch")
  func batchLimit() async throws {
    try await TestHarness.run { _, client in
      let tokens = try await client.signIn()
      let response = try await client.rpc(
        "track", ["events": Array(repeating: event(), count: 101)], token: tokens.access)
      #expect(response.status == .badRequest)
      #expect(response.json["message"] as? String == "Field `events` must contain at most 100 events.")
    }
  }

  @Test("Event names follow ^[a-z][a-z0-9_]{0,63}$")
  func eventNames() {
    #expect(SnakeCaseName.isValid("a"))
    #expect(SnakeCaseName.isValid("a" + String(repeating: "_", count: 63)))
    #expect(!SnakeCaseName.isValid("a" + String(repeating: "_", count: 64)))
    #expect(!SnakeCaseName.isValid(""))
    #expect(!SnakeCaseName.isValid("_a"))
    #expect(!SnakeCaseName.isValid("a-b"))
  }
}
