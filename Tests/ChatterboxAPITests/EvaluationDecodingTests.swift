import ChatterboxAPI
import ChatterboxAPILive
import ChatterboxAPITestSupport
import Foundation
import Networking
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Decoding `get_evaluation` and a recording's `evaluation` through the live repositories, answered by a
/// transport that returns a fixed body: the server's values, and hostile ones that must not fail the answer.
@Suite("Evaluation decoding")
struct EvaluationDecodingTests {
  static let result = #"""
    {"duration_seconds": 2.4, "speaking_time_seconds": 1.4, "pause_count": 1, "mean_pause_seconds": 0.5,
     "longest_pause_seconds": 0.5, "syllable_count": 3, "speech_rate": 1.58, "articulation_rate": 2.14,
     "confidence": 1, "quality": {"clipped": false, "too_quiet": false, "signal_to_noise_db": 85.5}}
    """#

  static func evaluation(
    state: String = "ready", reason: String = "null", result: String = EvaluationDecodingTests.result
  )
    -> String
  {
    #"{"recording_id": "rec_1", "state": "\#(state)", "reason": \#(reason), "result": \#(result), "evaluated_at": "2026-11-28T13:00:00Z"}"#
  }

  static func recordingPage(evaluation: String?) -> String {
    let field = evaluation.map { #", "evaluation": \#($0)"# } ?? ""
    return #"""
      {"items": [{"id": "rec_1", "cue_id": "en-001", "profile_id": "prf_1", "status": "complete", "byte_size": 76844,
        "sha256": "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08", "content_type": "audio/wav",
        "duration_ms": 2400, "created_at": "2026-11-28T12:59:00Z", "audio_url": null\#(field)}],
       "next_cursor": null, "practised_cue_count": 1, "cue_count": 62}
      """#
  }

  @Test func aReadyEvaluationCarriesEveryMeasure() async throws {
    let evaluation = try await Self.evaluation(answering: Self.evaluation())
    #expect(evaluation.state == .ready && evaluation.recordingID == "rec_1" && evaluation.failureReason == nil)
    let result = try #require(evaluation.result)
    #expect(result.pauseCount == 1 && result.syllableCount == 3 && result.articulationRate == 2.14)
    #expect(result.quality == EvaluationQuality(clipped: false, tooQuiet: false, signalToNoiseDB: 85.5))
    #expect(evaluation.evaluatedAt == Date(timeIntervalSince1970: 1_795_870_800))
  }

  @Test func failedAndPendingAnswers() async throws {
    let failed = try await Self.evaluation(
      answering: Self.evaluation(state: "failed", reason: #""no_speech""#, result: "null"))
    #expect(failed.state == .failed && failed.failureReason == .noSpeech && failed.result == nil)
    let pending = try await Self.evaluation(
      answering: #"{"recording_id": "rec_1", "state": "pending", "reason": null, "result": null, "evaluated_at": null}"#
    )
    #expect(pending.state == .pending && pending.result == nil && pending.evaluatedAt == nil)
  }

  @Test(arguments: [
    (#""queued_for_gpu""#, "null", RecordingEvaluation.State.unrecognized, RecordingEvaluation.FailureReason?.none),
    (#""failed""#, #""cosmic_rays""#, .failed, .other),
    (#""failed""#, "null", .failed, .other),
    (#""failed""#, "42", .failed, .other),
    (#""READY""#, "null", .unrecognized, nil),
  ])
  func unknownStatesAndReasonsAreTolerated(
    state: String, reason: String, expected: RecordingEvaluation.State,
    expectedReason: RecordingEvaluation.FailureReason?
  ) async throws {
    let body =
      #"{"recording_id": "rec_1", "state": \#(state), "reason": \#(reason), "result": null, "evaluated_at": null}"#
    let evaluation = try await Self.evaluation(answering: body)
    #expect(evaluation.state == expected && evaluation.failureReason == expectedReason)
  }

  /// Impossible numbers make the result unusable: the evaluation is `.unrecognized`, never a crash or a
  /// nonsense number on screen, and a recording around it still decodes.
  @Test(arguments: [
    #""pause_count": 1e30"#, #""pause_count": 9223372036854775808"#, #""pause_count": -1"#,
    #""speech_rate": "NaN""#, #""speech_rate": 1e308"#, #""speech_rate": -0.5"#, #""confidence": 1.5"#,
    #""duration_seconds": "Infinity""#, #""syllable_count": 2.5"#, #""speech_rate": null"#,
  ])
  func hostileNumbersMakeTheResultUnusable(field: String) async throws {
    let key = String(field.prefix { $0 != ":" })
    let hostile = Self.result.replacingOccurrences(
      of: #"\#(key): [^,}]+"#, with: field, options: .regularExpression)
    #expect(hostile != Self.result)
    let evaluation = try await Self.evaluation(answering: Self.evaluation(result: hostile))
    #expect(evaluation.state == .unrecognized && evaluation.result == nil)

    let page = try await Self.recordings(answering: Self.recordingPage(evaluation: Self.evaluation(result: hostile)))
    #expect(page.items.first?.evaluation?.state == .unrecognized)
  }

  @Test func aRecordingFromAnOlderServerOrWithAnUnreadableEvaluationStillDecodes() async throws {
    for evaluation: String? in [nil, "null", #""ready""#, "[]", "17", #"{"state": "ready"}"#] {
      let page = try await Self.recordings(answering: Self.recordingPage(evaluation: evaluation))
      #expect(page.items.count == 1 && page.items.first?.evaluation == nil, "\(evaluation ?? "absent")")
    }
    let page = try await Self.recordings(answering: Self.recordingPage(evaluation: Self.evaluation()))
    #expect(page.items.first?.evaluation?.result?.syllableCount == 3)
  }

  @Test func theInitialiserWithoutAnEvaluationStillWorks() {
    let recording = Recording(
      id: "rec_1", cueID: "en-001", profileID: "prf_1", status: .complete, byteSize: 1, sha256: "",
      contentType: "audio/wav",
      durationMilliseconds: nil, createdAt: Date(timeIntervalSince1970: 0), audioURL: nil)
    #expect(recording.evaluation == nil)
  }

  @Test func theFlagIsOnOnlyWhenTheServerSaysSo() {
    func config(_ flags: [String: Bool]) -> AppConfig {
      AppConfig(
        supportedLanguages: [], featureFlags: flags, minClientVersion: "1.0.0",
        upload: UploadLimits(maxBytes: 1, contentTypes: []))
    }
    #expect(config(["evaluation": true]).isEvaluationEnabled)
    #expect(!config(["evaluation": false]).isEvaluationEnabled)
    #expect(!config([:]).isEvaluationEnabled)
  }

  @Test func theRequestClampsTheWait() async throws {
    let seen = Captured()
    _ = try? await LiveEvaluationRepository(client: Self.client(answering: Self.evaluation(), seen: seen))
      .evaluation(recordingID: "rec_1", waitSeconds: 600)
    let body = try #require(seen.first?.httpBody)
    #expect(String(decoding: body, as: UTF8.self) == #"{"recording_id":"rec_1","wait_seconds":20}"#)
    #expect(seen.first?.url?.path == "/rpc/get_evaluation")
  }

  static func evaluation(answering body: String) async throws -> RecordingEvaluation {
    try await LiveEvaluationRepository(client: client(answering: body)).evaluation(recordingID: "rec_1", waitSeconds: 0)
  }

  static func recordings(answering body: String) async throws -> RecordingPage {
    try await LivePracticeRepository(client: client(answering: body))
      .recordings(profileID: "prf_1", cueID: nil, cursor: nil, count: nil)
  }

  static func client(answering body: String, seen: Captured = Captured()) -> APIClient {
    let transport = HTTPTransport { request in
      seen.keep(request)
      guard
        let response = HTTPURLResponse(
          url: request.url ?? RequestSnapshotTests.baseURL, statusCode: 200, httpVersion: "HTTP/1.1",
          headerFields: ["Content-Type": "application/json"])
      else { throw URLError(.badServerResponse) }
      return (Data(body.utf8), response)
    }
    return APIClient(
      configuration: APIClientConfiguration(
        environment: APIEnvironment(name: .development, baseURL: RequestSnapshotTests.baseURL),
        authorization: FixedToken("test-access-token"), retryPolicy: .never, transport: transport))
  }
}
