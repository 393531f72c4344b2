import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

@testable import DevServerCore

/// `get_progress` (issue 38): takes with speech per calendar day and per cue, the zone each take was recorded in,
/// and the `--dev` fixture that moves takes to other days.
@Suite("Progress over days")
struct ProgressTests {
  @Test("An empty history has no takes, days or cues, counted in UTC by default")
  func empty() async throws {
    try await TestHarness.run { _, client in
      let (tokens, profileID) = try await client.signInWithProfile()
      let progress = try await client.rpc("get_progress", ["profile_id": profileID], token: tokens.access)
      #expect(progress.status == .ok)
      #expect(progress.json["time_zone"] as? String == "UTC")
      #expect(progress.json["take_count"] as? Int == 0)
      #expect((progress.json["days"] as? [Any])?.isEmpty == true)
      #expect((progress.json["cues"] as? [Any])?.isEmpty == true)
    }
  }

  @Test("Takes on three days in one zone make three days, ascending, and cues with their latest day")
  func threeDays() async throws {
    try await TestHarness.run { _, client in
      let (tokens, profileID) = try await client.signInWithProfile()
      // Moved by the fixture rather than the clock, which would expire the access token; pending takes count
      // their length.
      let takes = [
        ("en-001", "2026-11-18T09:00:00+01:00"), ("en-002", "2026-11-18T23:59:59+01:00"),
        ("en-001", "2026-11-19T00:00:00+01:00"), ("en-003", "2026-11-20T12:00:00Z"),
      ]
      for (cue, recordedAt) in takes {
        let recording = try await client.completeRecording(
          token: tokens.access, bytes: UploadFixtures.wav(milliseconds: 1_500), cueID: cue, timeZone: "Europe/Madrid")
        let id = try #require(recording["id"] as? String)
        #expect(try await client.recordedAt(id, recordedAt).status == .ok)
      }
      let progress = try await client.rpc(
        "get_progress", ["profile_id": profileID, "time_zone": "Europe/Madrid"], token: tokens.access)
      #expect(progress.status == .ok, "\(progress.text)")
      #expect(progress.json["time_zone"] as? String == "Europe/Madrid")
      #expect(progress.json["take_count"] as? Int == 4)
      let days = try #require(progress.json["days"] as? [[String: Any]])
      #expect(days.compactMap { $0["date"] as? String } == ["2026-11-18", "2026-11-19", "2026-11-20"])
      #expect(days.compactMap { $0["takes"] as? Int } == [2, 1, 1])
      #expect(days.map { number($0["speaking_seconds"]) } == [3.0, 1.5, 1.5])
      let cues = try #require(progress.json["cues"] as? [[String: Any]])
      #expect(cues.compactMap { $0["cue_id"] as? String } == ["en-001", "en-002", "en-003"])
      #expect(cues.compactMap { $0["takes"] as? Int } == [2, 1, 1])
      #expect(cues.compactMap { $0["last_date"] as? String } == ["2026-11-19", "2026-11-18", "2026-11-20"])
    }
  }

  @Test("A take keeps the date of the zone it was recorded in; a take without one uses the asked zone")
  func zones() async throws {
    try await TestHarness.run { _, client in
      let (tokens, profileID) = try await client.signInWithProfile()
      let madrid = try #require(
        try await client.completeRecording(
          token: tokens.access, bytes: UploadFixtures.wav(milliseconds: 1_000), timeZone: "Europe/Madrid")["id"]
          as? String)
      let unzoned = try #require(
        try await client.completeRecording(
          token: tokens.access, bytes: UploadFixtures.wav(milliseconds: 1_000), cueID: "en-002")["id"] as? String)
      // 23:30 in Madrid is 07:30 the next day in Tokyo.
      let moved = try await client.recordedAt(madrid, "2026-12-05T23:30:00+01:00")
      #expect(moved.status == .ok, "\(moved.text)")
      #expect(moved.json["recording_id"] as? String == madrid)
      #expect(moved.json["created_at"] as? Int == 1_796_509_800)
      #expect(moved.json["time_zone"] as? String == "Europe/Madrid", "kept when the body has none")
      let movedUnzoned = try await client.recordedAt(unzoned, "2026-12-05T22:30:00Z")
      #expect(movedUnzoned.json["time_zone"] is NSNull)

      let tokyo = try await client.rpc(
        "get_progress", ["profile_id": profileID, "time_zone": "Asia/Tokyo"], token: tokens.access)
      #expect(tokyo.json["time_zone"] as? String == "Asia/Tokyo")
      let tokyoDays = try #require(tokyo.json["days"] as? [[String: Any]])
      #expect(tokyoDays.compactMap { $0["date"] as? String } == ["2026-12-05", "2026-12-06"])
      let tokyoCues = try #require(tokyo.json["cues"] as? [[String: Any]])
      #expect(tokyoCues.compactMap { $0["last_date"] as? String } == ["2026-12-05", "2026-12-06"])

      let utc = try await client.rpc("get_progress", ["profile_id": profileID], token: tokens.access)
      let utcDays = try #require(utc.json["days"] as? [[String: Any]])
      #expect(utcDays.compactMap { $0["date"] as? String } == ["2026-12-05"])
      #expect(utcDays.first?["takes"] as? Int == 2)

      // The fixture also sets the zone, which then decides the day.
      let rezoned = try await client.recordedAt(unzoned, "2026-12-05T22:30:00Z", timeZone: "America/New_York")
      #expect(rezoned.json["time_zone"] as? String == "America/New_York")
      let again = try await client.rpc(
        "get_progress", ["profile_id": profileID, "time_zone": "Asia/Tokyo"], token: tokens.access)
      #expect(
        (again.json["days"] as? [[String: Any]])?.compactMap { $0["date"] as? String } == ["2026-12-05"])
    }
  }

  @Test("A no_speech take is not counted; a ready one counts its speaking time, a pending one its length")
  func evaluations() async throws {
    try await TestHarness.run { harness, client in
      let (tokens, profileID) = try await client.signInWithProfile()
      let spoken = try #require(
        try await client.completeRecording(token: tokens.access, bytes: ToneWAV.bursts())["id"] as? String)
      harness.clock.advance(seconds: 10)  // Jobs are claimed oldest first: the spoken take, then the silent one.
      _ = try await client.completeRecording(
        token: tokens.access, bytes: UploadFixtures.wav(milliseconds: 1_500), cueID: "en-002")
      let worker = EvaluationWorker(services: harness.services)
      #expect(try #require(try await worker.runOnce()).outcome.isReady)
      #expect(try #require(try await worker.runOnce()).outcome == .failed(.noSpeech, retryable: false))
      _ = try await client.completeRecording(
        token: tokens.access, bytes: UploadFixtures.wav(milliseconds: 1_000), cueID: "en-003")

      let evaluation = try await client.rpc("get_evaluation", ["recording_id": spoken], token: tokens.access)
      let speaking = try #require(number((evaluation.json["result"] as? [String: Any])?["speaking_time_seconds"]))
      let progress = try await client.rpc("get_progress", ["profile_id": profileID], token: tokens.access)
      #expect(progress.json["take_count"] as? Int == 2)
      let days = try #require(progress.json["days"] as? [[String: Any]])
      #expect(days.count == 1 && days.first?["takes"] as? Int == 2)
      let seconds = try #require(number(days.first?["speaking_seconds"]))
      #expect(abs(seconds - ((speaking + 1.0) * 10).rounded() / 10) < 1e-9, "speaking time, not the 2.4 s length")
      let cues = try #require(progress.json["cues"] as? [[String: Any]])
      #expect(cues.compactMap { $0["cue_id"] as? String } == ["en-001", "en-003"])
    }
  }

  @Test("A bad time_zone is 400 on get_progress and create_recording_upload; another account's profile is 404")
  func validation() async throws {
    try await TestHarness.run { harness, client in
      let (tokens, profileID) = try await client.signInWithProfile()
      for zone: Any in ["Mars/Olympus", "Europe/Madrid ", "../../etc/passwd", String(repeating: "A", count: 65), "", 5]
      {
        let progress = try await client.rpc(
          "get_progress", ["profile_id": profileID, "time_zone": zone], token: tokens.access)
        #expect(progress.status == .badRequest && progress.errorCode == "invalid_request", "\(zone)")
        #expect((progress.json["message"] as? String)?.contains("`time_zone`") == true, "\(zone)")
      }
      let bytes = UploadFixtures.wav(milliseconds: 100)
      let upload = try await client.rpc(
        "create_recording_upload",
        [
          "cue_id": "en-001", "content_type": "audio/wav", "byte_size": bytes.count,
          "sha256": UploadFixtures.sha256(bytes), "time_zone": "Not/AZone",
        ], token: tokens.access)
      #expect(upload.status == .badRequest && upload.errorCode == "invalid_request")
      #expect(
        upload.json["message"] as? String
          == "Field `time_zone` must be an IANA time zone identifier such as Europe/Madrid.")
      #expect(try await harness.count("SELECT COUNT(*) AS n FROM recordings") == 0)
      let missing = try await client.rpc("get_progress", [:], token: tokens.access)
      #expect(missing.status == .badRequest)

      harness.clock.advance(seconds: 61)
      let (other, _) = try await client.signInWithProfile("other@example.com")
      let foreign = try await client.rpc("get_progress", ["profile_id": profileID], token: other.access)
      #expect(foreign.status == .notFound && foreign.errorCode == "not_found")
      let anonymous = try await client.rpc("get_progress", ["profile_id": profileID])
      #expect(anonymous.status == .unauthorized)
    }
  }

  @Test("The recorded-at fixture stores the zone sent at upload, 404s an unknown id, 400s bad fields")
  func recordedAtFixture() async throws {
    try await TestHarness.run { harness, client in
      let (tokens, _) = try await client.signInWithProfile()
      let upload = try await client.createUpload(
        token: tokens.access, bytes: UploadFixtures.wav(milliseconds: 100), timeZone: "Europe/Madrid")
      let stored = try await harness.services.database.transaction { transaction in
        try await RecordingStore(transaction).recording(id: upload.recordingID)
      }
      #expect(stored?.timeZone == "Europe/Madrid")

      let moved = try await client.recordedAt(upload.recordingID, "2026-12-05T23:30:00.75Z")
      #expect(moved.json["created_at"] as? Int == 1_796_513_400, "whole seconds")
      let unknown = try await client.recordedAt("rec_nope", "2026-12-05T23:30:00Z")
      #expect(unknown.status == .notFound && unknown.errorCode == "not_found")
      let badDate = try await client.recordedAt(upload.recordingID, "2026-12-05 23:30")
      #expect(badDate.status == .badRequest && badDate.errorCode == "invalid_request")
      let badZone = try await client.recordedAt(upload.recordingID, "2026-12-05T23:30:00Z", timeZone: "Moon/Base")
      #expect(badZone.status == .badRequest && badZone.errorCode == "invalid_request")
    }
  }

  @Test("The recorded-at fixture does not exist without --dev")
  func recordedAtNeedsDev() async throws {
    try await TestHarness.run(configure: { $0.devMode = false }) { _, client in
      let response = try await client.recordedAt("rec_x", "2026-12-05T23:30:00Z")
      #expect(response.status == .notFound && response.errorCode == "not_found")
    }
  }

  @Test("Only the latest 400 days are answered; take_count keeps every take; seconds round to 0.1")
  func aggregation() {
    let start: Int64 = 1_796_509_800
    var takes = (0..<401).map { day in
      ProgressTake(
        cueID: "en-001", createdAt: start + Int64(day) * 86_400, timeZone: nil, durationMS: 1_234,
        speakingTimeSeconds: nil)
    }
    takes.append(
      ProgressTake(
        cueID: "en-002", createdAt: start, timeZone: "Nowhere/Gone", durationMS: nil, speakingTimeSeconds: 2.26))
    let progress = Progress(takes: takes, timeZone: "UTC")
    #expect(progress.takeCount == 402)
    #expect(progress.days.count == Progress.maxDays)
    #expect(progress.days.first?.date == "2026-12-06" && progress.days.last?.date == "2028-01-09")
    #expect(progress.days.first?.speakingSeconds == 1.2)
    #expect(progress.cues.map(\.cueID) == ["en-001", "en-002"])
    #expect(progress.cues.first?.takes == 401 && progress.cues.first?.lastDate == "2028-01-09")
    #expect(progress.cues.last?.lastDate == "2026-12-05", "an unknown stored zone falls back to the asked one")
  }

  @Test(
    "RFC 3339 date-times convert to Unix seconds",
    arguments: [
      ("1970-01-01T00:00:00Z", 0), ("2026-12-05T23:30:00Z", 1_796_513_400),
      ("2026-12-05T23:30:00+01:00", 1_796_509_800), ("2026-12-05T18:30:00.999-05:00", 1_796_513_400),
      ("2024-02-29T12:00:00z", 1_709_208_000), ("1969-12-31T23:59:59Z", -1),
    ] as [(String, Int64)])
  func unixSeconds(text: String, seconds: Int64) {
    #expect(RFC3339.unixSeconds(text) == seconds)
  }

  @Test("Malformed date-times have no Unix seconds", arguments: ["2026-12-05T23:30:00", "2026-02-30T00:00:00Z", ""])
  func noUnixSeconds(text: String) {
    #expect(RFC3339.unixSeconds(text) == nil)
  }
}

/// A JSON number as parsed by `JSONSerialization`, which may hand back a whole number as an integer.
private func number(_ value: Any?) -> Double? {
  if let double = value as? Double { return double }
  return (value as? Int).map(Double.init)
}

extension EvaluationOutcome {
  fileprivate var isReady: Bool {
    if case .ready = self { true } else { false }
  }
}

extension TestClientProtocol {
  /// `POST /dev/recordings/recorded-at`.
  fileprivate func recordedAt(_ id: String, _ createdAt: String, timeZone: String? = nil) async throws
    -> TestResponse
  {
    var body: [String: Any] = ["recording_id": id, "created_at": createdAt]
    body["time_zone"] = timeZone
    return try await execute(
      uri: "/dev/recordings/recorded-at", method: .post, headers: [.contentType: "application/json"],
      body: ByteBuffer(bytes: try JSONSerialization.data(withJSONObject: body)))
  }
}
