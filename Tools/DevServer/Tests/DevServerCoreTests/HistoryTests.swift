import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

@testable import DevServerCore

@Suite("Recording history")
struct HistoryTests {
  @Test("Only complete recordings are listed, newest first, paged by cursor, with practice counts")
  func listing() async throws {
    try await TestHarness.run { harness, client in
      let (tokens, profileID) = try await client.signInWithProfile(language: "fr")
      var ids: [String] = []
      for (index, cue) in ["fr-001", "fr-002", "fr-001"].enumerated() {
        let recording = try await client.completeRecording(token: tokens.access, bytes: [UInt8(index)], cueID: cue)
        ids.append(try #require(recording["id"] as? String))
        harness.clock.advance(seconds: 10)
      }
      _ = try await client.createUpload(token: tokens.access, bytes: [9], cueID: "fr-003")  // pending: not listed

      let first = try await client.rpc("list_recordings", ["profile_id": profileID, "count": 2], token: tokens.access)
      #expect(first.status == .ok)
      let firstItems = try #require(first.json["items"] as? [[String: Any]])
      #expect(firstItems.compactMap { $0["id"] as? String } == [ids[2], ids[1]])
      #expect(first.json["practised_cue_count"] as? Int == 2)
      #expect(first.json["cue_count"] as? Int == SeedCues.french.count)
      let cursor = try #require(first.json["next_cursor"] as? String)

      let second = try await client.rpc(
        "list_recordings", ["profile_id": profileID, "count": 2, "cursor": cursor], token: tokens.access)
      let secondItems = try #require(second.json["items"] as? [[String: Any]])
      #expect(secondItems.compactMap { $0["id"] as? String } == [ids[0]])
      #expect(second.json["next_cursor"] is NSNull)

      let filtered = try await client.rpc(
        "list_recordings", ["profile_id": profileID, "cue_id": "fr-002"], token: tokens.access)
      #expect((filtered.json["items"] as? [[String: Any]])?.count == 1)
    }
  }

  @Test("Bad cursors and page sizes are 400; foreign profiles are 404")
  func validation() async throws {
    try await TestHarness.run { harness, client in
      let (tokens, profileID) = try await client.signInWithProfile()
      let badCursor = try await client.rpc(
        "list_recordings", ["profile_id": profileID, "cursor": "!!"], token: tokens.access)
      #expect(badCursor.errorCode == "invalid_request")
      let badCount = try await client.rpc(
        "list_recordings", ["profile_id": profileID, "count": 51], token: tokens.access)
      #expect(badCount.errorCode == "invalid_request")
      harness.clock.advance(seconds: 61)
      let (other, _) = try await client.signInWithProfile("other@example.com")
      let foreign = try await client.rpc("list_recordings", ["profile_id": profileID], token: other.access)
      #expect(foreign.status == .notFound)
    }
  }
}
