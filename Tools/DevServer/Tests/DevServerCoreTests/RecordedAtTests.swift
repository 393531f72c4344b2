import Foundation
import Testing

@testable import DevServerCore

/// `create_recording_upload`'s `recorded_at` (ADR 0067): a take queued offline keeps the day it was recorded on,
/// within the 30 days the server believes a device's clock.
@Suite("A take's own recording instant")
struct RecordedAtTests {
  static let now: Int64 = 1_795_000_000
  static let day: Int64 = 24 * 60 * 60

  @Test(
    "Believed within the 30 days before now; later, older or absent is now",
    arguments: [
      (nil, now), ("2026-11-16T11:06:40Z", now - 2 * day), ("2026-10-19T11:06:40Z", now - 30 * day),
      ("2026-10-19T11:06:39Z", now), ("2026-11-18T11:06:41Z", now), ("1970-01-01T00:00:00Z", now),
    ] as [(String?, Int64)])
  func theInstantStored(recordedAt: String?, stored: Int64) throws {
    #expect(try RPCEndpoint.recordingInstant(recordedAt: recordedAt, now: Self.now) == stored)
  }

  @Test("Not an RFC 3339 date-time is 400 naming recorded_at", arguments: ["yesterday", "2026-11-16", ""])
  func malformed(recordedAt: String) {
    #expect(throws: APIError.self) { try RPCEndpoint.recordingInstant(recordedAt: recordedAt, now: Self.now) }
  }

  @Test("Through the contract: the recording is dated when it was recorded, and a bad field is 400")
  func throughTheContract() async throws {
    try await TestHarness.run { harness, client in
      let (tokens, profileID) = try await client.signInWithProfile()
      let twoDaysAgo = Date(unixSeconds: harness.clock.unixNow - 2 * Self.day)
      let recording = try await client.completeRecording(
        token: tokens.access, bytes: UploadFixtures.wav(milliseconds: 1_000), timeZone: "UTC",
        recordedAt: ISO8601DateFormatter().string(from: twoDaysAgo))
      let createdAt = try #require(recording["created_at"] as? String)
      #expect(RFC3339.unixSeconds(createdAt) == harness.clock.unixNow - 2 * Self.day, "\(recording)")
      let progress = try await client.rpc(
        "get_progress", ["profile_id": profileID, "time_zone": "UTC"], token: tokens.access)
      let days = try #require(progress.json["days"] as? [[String: Any]])
      let expected = ISO8601DateFormatter.string(
        from: twoDaysAgo, timeZone: TimeZone(identifier: "UTC")!, formatOptions: [.withFullDate])
      #expect(days.compactMap { $0["date"] as? String } == [expected])

      let bytes = UploadFixtures.wav(milliseconds: 1_000)
      let bad = try await client.rpc(
        "create_recording_upload",
        [
          "cue_id": "en-001", "content_type": "audio/wav", "byte_size": bytes.count,
          "sha256": UploadFixtures.sha256(bytes), "recorded_at": "yesterday",
        ], token: tokens.access)
      #expect(bad.status == .badRequest)
      #expect((bad.json["message"] as? String)?.contains("`recorded_at`") == true, "\(bad.text)")
    }
  }
}
