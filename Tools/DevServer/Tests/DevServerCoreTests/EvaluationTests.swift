import Foundation
import HummingbirdTesting
import Testing

@testable import DevServerCore

/// Evaluation on the server (ADR 0031): enqueued by `complete_recording_upload`, evaluated once by a worker,
/// shown on `list_recordings` and by `get_evaluation`.
@Suite("Evaluation")
struct EvaluationTests {
  @Test("A completed take is pending, then ready with SpeechAnalysis's measures on get_evaluation and the list")
  func readyAfterOneRun() async throws {
    try await TestHarness.run { harness, client in
      let (tokens, profileID) = try await client.signInWithProfile()
      let completed = try await client.completeRecording(token: tokens.access, bytes: ToneWAV.bursts())
      let id = try #require(completed["id"] as? String)
      let pending = try #require(completed["evaluation"] as? [String: Any])
      #expect(pending["state"] as? String == "pending")
      #expect(pending["result"] is NSNull && pending["reason"] is NSNull)

      let run = try #require(try await EvaluationWorker(services: harness.services).runOnce())
      #expect(run.recorded && run.job.recordingID == id && run.job.attempts == 1)
      #expect(try await EvaluationWorker(services: harness.services).runOnce() == nil)

      let answer = try await client.rpc("get_evaluation", ["recording_id": id], token: tokens.access)
      #expect(answer.status == .ok)
      #expect(answer.json["state"] as? String == "ready")
      #expect(answer.json["recording_id"] as? String == id)
      let result = try #require(answer.json["result"] as? [String: Any])
      #expect(result["pause_count"] as? Int == 1)
      #expect(abs((result["longest_pause_seconds"] as? Double ?? 0) - 0.5) <= 0.02)
      #expect(abs((result["speaking_time_seconds"] as? Double ?? 0) - 1.4) <= 0.05)
      #expect((result["syllable_count"] as? Int ?? 0) >= 3)
      #expect((result["articulation_rate"] as? Double ?? 0) > 0)
      let quality = try #require(result["quality"] as? [String: Any])
      #expect(quality["clipped"] as? Bool == false && quality["too_quiet"] as? Bool == false)

      let list = try await client.rpc("list_recordings", ["profile_id": profileID], token: tokens.access)
      let item = try #require((list.json["items"] as? [[String: Any]])?.first)
      let listed = try #require(item["evaluation"] as? [String: Any])
      #expect(listed["state"] as? String == "ready")
      #expect(listed["evaluated_at"] is String)
    }
  }

  @Test("get_evaluation waits up to wait_seconds for the outcome; it refuses more than 20 s and incomplete takes")
  func longPoll() async throws {
    try await TestHarness.run { harness, client in
      let (tokens, _) = try await client.signInWithProfile()
      let completed = try await client.completeRecording(token: tokens.access, bytes: ToneWAV.bursts())
      let id = try #require(completed["id"] as? String)
      let worker = Task {
        try await Task.sleep(for: .milliseconds(500))
        return try await EvaluationWorker(services: harness.services).runOnce()
      }
      let started = ContinuousClock.now
      let answer = try await client.rpc(
        "get_evaluation", ["recording_id": id, "wait_seconds": 20], token: tokens.access)
      #expect(answer.json["state"] as? String == "ready", "\(answer.text)")
      // Woken by the outcome, not by the end of the wait: a bound far from the work's half second (5.7 s was
      // seen on a loaded CI machine), and far from the 20 s the wait would take.
      #expect(ContinuousClock.now - started < .seconds(15))
      _ = try await worker.value

      let tooLong = try await client.rpc(
        "get_evaluation", ["recording_id": id, "wait_seconds": 21], token: tokens.access)
      #expect(tooLong.status == .badRequest && tooLong.errorCode == "invalid_request")
      let upload = try await client.createUpload(token: tokens.access, bytes: ToneWAV.bursts())
      let early = try await client.rpc(
        "get_evaluation", ["recording_id": upload.recordingID], token: tokens.access)
      #expect(early.status == .conflict && early.errorCode == "upload_incomplete")
      let other = try await client.signIn("other@example.com")
      let foreign = try await client.rpc("get_evaluation", ["recording_id": id], token: other.access)
      #expect(foreign.status == .notFound)
    }
  }

  @Test("Silence fails at once with no_speech; the flag is in app_config and settable through /dev")
  func noSpeechAndFlag() async throws {
    try await TestHarness.run { harness, client in
      let (tokens, profileID) = try await client.signInWithProfile()
      let completed = try await client.completeRecording(
        token: tokens.access, bytes: UploadFixtures.wav(milliseconds: 1500))
      let id = try #require(completed["id"] as? String)
      let run = try #require(try await EvaluationWorker(services: harness.services).runOnce())
      #expect(run.outcome == .failed(.noSpeech, retryable: false) && run.recorded)
      let answer = try await client.rpc("get_evaluation", ["recording_id": id], token: tokens.access)
      #expect(answer.json["state"] as? String == "failed" && answer.json["reason"] as? String == "no_speech")
      // A take with no speech is listed, but its cue is not practised (issue 37).
      let history = try await client.rpc("list_recordings", ["profile_id": profileID], token: tokens.access)
      #expect((history.json["items"] as? [[String: Any]])?.count == 1)
      #expect(history.json["practised_cue_count"] as? Int == 0)

      let config = try await client.rpc("app_config", [:])
      #expect((config.json["feature_flags"] as? [String: Bool])?["evaluation"] == true)
      let off = try await client.execute(
        uri: "/dev/feature_flags", method: .post, headers: [.contentType: "application/json"],
        body: .init(string: #"{"name":"evaluation","enabled":false}"#))
      #expect(off.status == .ok)
      let after = try await client.rpc("app_config", [:])
      #expect((after.json["feature_flags"] as? [String: Bool])?["evaluation"] == false)
    }
  }

  @Test("Unreadable audio is retried with a growing delay, then fails with unreadable_audio, recorded once")
  func unreadableAudioBoundedRetries() async throws {
    try await TestHarness.run { harness, client in
      let (tokens, _) = try await client.signInWithProfile()
      let completed = try await client.completeRecording(token: tokens.access, bytes: Array("not a wav".utf8))
      let id = try #require(completed["id"] as? String)
      let worker = EvaluationWorker(services: harness.services)
      let maxAttempts = harness.services.configuration.evaluationMaxAttempts
      for attempt in 1...maxAttempts {
        let run = try #require(try await worker.runOnce(), "attempt \(attempt)")
        #expect(run.outcome == .failed(.unreadableAudio, retryable: true) && run.job.attempts == attempt)
        #expect(try await worker.runOnce() == nil, "not due before the retry delay")
        harness.clock.advance(seconds: harness.services.configuration.evaluationRetryDelay * attempt)
      }
      #expect(try await worker.runOnce() == nil)
      let answer = try await client.rpc("get_evaluation", ["recording_id": id], token: tokens.access)
      #expect(answer.json["state"] as? String == "failed" && answer.json["reason"] as? String == "unreadable_audio")
      #expect(try await harness.jobCount(id, "attempts") == maxAttempts)
      #expect(try await harness.jobCount(id, "evaluated_count") == 1)
    }
  }

  @Test("A worker killed mid-job: the job is taken over after the lease, and the late result is dropped")
  func leaseExpiryAfterKill() async throws {
    try await TestHarness.run { harness, client in
      let (tokens, _) = try await client.signInWithProfile()
      let completed = try await client.completeRecording(token: tokens.access, bytes: ToneWAV.bursts())
      let id = try #require(completed["id"] as? String)
      let killed = EvaluationWorker(services: harness.services)
      let survivor = EvaluationWorker(services: harness.services)
      let held = try #require(try await killed.claim())  // ... and the process dies here.
      #expect(try await survivor.runOnce() == nil, "leased")
      harness.clock.advance(seconds: harness.services.configuration.evaluationLease)
      let run = try #require(try await survivor.runOnce())
      #expect(run.recorded && run.job.attempts == 2)
      // A worker that was only paused, not killed, finishes late: its lease token is stale.
      let late = EvaluationAnalysis.analyze(fileAt: harness.services.blobs.path(for: id))
      #expect(try await killed.finish(held, outcome: late) == false)
      #expect(try await harness.jobCount(id, "evaluated_count") == 1)
      let answer = try await client.rpc("get_evaluation", ["recording_id": id], token: tokens.access)
      #expect(answer.json["state"] as? String == "ready")
    }
  }

  @Test("A job whose workers keep dying fails with timed_out after the last lease")
  func repeatedKillsTimeOut() async throws {
    try await TestHarness.run { harness, client in
      let (tokens, _) = try await client.signInWithProfile()
      let completed = try await client.completeRecording(token: tokens.access, bytes: ToneWAV.bursts())
      let id = try #require(completed["id"] as? String)
      let worker = EvaluationWorker(services: harness.services)
      for _ in 1...harness.services.configuration.evaluationMaxAttempts {
        _ = try #require(try await worker.claim())
        harness.clock.advance(seconds: harness.services.configuration.evaluationLease)
      }
      #expect(try await worker.claim() == nil)
      let answer = try await client.rpc("get_evaluation", ["recording_id": id], token: tokens.access)
      #expect(answer.json["reason"] as? String == "timed_out")
      #expect(try await harness.jobCount(id, "evaluated_count") == 1)
    }
  }

  @Test("Deleting a recording deletes its evaluation; a worker holding it drops the outcome")
  func deleteTakesTheEvaluation() async throws {
    try await TestHarness.run { harness, client in
      let (tokens, _) = try await client.signInWithProfile()
      let completed = try await client.completeRecording(token: tokens.access, bytes: ToneWAV.bursts())
      let id = try #require(completed["id"] as? String)
      let worker = EvaluationWorker(services: harness.services)
      let held = try #require(try await worker.claim())
      let outcome = EvaluationAnalysis.analyze(fileAt: harness.services.blobs.path(for: id))
      let deleted = try await client.rpc("delete_recording", ["recording_id": id], token: tokens.access)
      #expect(deleted.status == .noContent)
      #expect(try await worker.finish(held, outcome: outcome) == false)
      #expect(try await harness.count("SELECT COUNT(*) AS n FROM evaluation_jobs") == 0)
    }
  }
}

extension TestHarness {
  /// One integer column of a recording's evaluation job.
  func jobCount(_ recordingID: String, _ column: String) async throws -> Int64 {
    try await count("SELECT \(column) AS n FROM evaluation_jobs WHERE recording_id = ?", [recordingID])
  }
}
