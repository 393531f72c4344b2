import ChatterboxAPI
import Foundation

/// `get_evaluation`'s answer and a recording's `evaluation`, as the server sends it.
struct EvaluationDTO: Decodable, Sendable {
  let recordingId: String
  let state: String
  let reason: String?
  let result: EvaluationResultDTO?
  let evaluatedAt: Date?

  private enum CodingKeys: String, CodingKey {
    case recordingId, state, reason, result, evaluatedAt
  }

  /// Only `recording_id` and `state` must be readable; an unreadable `reason`, `result` or `evaluated_at`
  /// (a number for a string, a measure beyond 64 bits, `"NaN"`) is read as absent.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    recordingId = try container.decode(String.self, forKey: .recordingId)
    state = try container.decode(String.self, forKey: .state)
    reason = try? container.decodeIfPresent(String.self, forKey: .reason)
    result = try? container.decodeIfPresent(EvaluationResultDTO.self, forKey: .result)
    evaluatedAt = try? container.decodeIfPresent(Date.self, forKey: .evaluatedAt)
  }

  /// Unknown states read as `.unrecognized`, unknown reasons as `.other`, and a `ready` answer whose
  /// result is missing or implausible as `.unrecognized`, so the client stops waiting and shows nothing.
  var domain: RecordingEvaluation {
    var state = RecordingEvaluation.State(rawValue: self.state) ?? .unrecognized
    let result = result?.domain
    if state == .ready, result == nil { state = .unrecognized }
    if state == .unrecognized {
      return RecordingEvaluation(recordingID: recordingId, state: state, evaluatedAt: evaluatedAt)
    }
    return RecordingEvaluation(
      recordingID: recordingId, state: state,
      failureReason: state == .failed ? reason.map { .init(rawValue: $0) ?? .other } ?? .other : nil,
      result: state == .ready ? result : nil, evaluatedAt: evaluatedAt)
  }
}

/// A recording's `evaluation` field, decoded so that no value in it can fail the recording: anything
/// unreadable (a string for an object, a number beyond 64 bits) is `nil`, as if the server had not sent it.
struct LenientEvaluationDTO: Decodable, Sendable {
  let value: RecordingEvaluation?

  init(from decoder: any Decoder) {
    value = (try? EvaluationDTO(from: decoder))?.domain
  }
}

/// The measures, as sent; ``domain`` is `nil` unless every one is finite and plausible.
struct EvaluationResultDTO: Decodable, Sendable {
  struct Quality: Decodable, Sendable {
    let clipped: Bool
    let tooQuiet: Bool
    let signalToNoiseDb: Double
  }

  let durationSeconds: Double
  let speakingTimeSeconds: Double
  let pauseCount: Int
  let meanPauseSeconds: Double
  let longestPauseSeconds: Double
  let syllableCount: Int
  let speechRate: Double
  let articulationRate: Double
  let confidence: Double
  let quality: Quality

  var domain: EvaluationResult? {
    let ranges = EvaluationResult.plausibleRanges
    let seconds = [durationSeconds, speakingTimeSeconds, meanPauseSeconds, longestPauseSeconds]
    guard seconds.allSatisfy(ranges.seconds.contains),
      [speechRate, articulationRate].allSatisfy(ranges.syllablesPerSecond.contains),
      [pauseCount, syllableCount].allSatisfy(ranges.count.contains),
      ranges.confidence.contains(confidence), ranges.decibels.contains(quality.signalToNoiseDb)
    else { return nil }
    return EvaluationResult(
      durationSeconds: durationSeconds, speakingTimeSeconds: speakingTimeSeconds, pauseCount: pauseCount,
      meanPauseSeconds: meanPauseSeconds, longestPauseSeconds: longestPauseSeconds, syllableCount: syllableCount,
      speechRate: speechRate, articulationRate: articulationRate, confidence: confidence,
      quality: EvaluationQuality(
        clipped: quality.clipped, tooQuiet: quality.tooQuiet, signalToNoiseDB: quality.signalToNoiseDb))
  }
}

struct GetEvaluationBody: Encodable {
  let recordingId: String
  let waitSeconds: Int
}
