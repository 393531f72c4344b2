import ChatterboxAPI
import Foundation

struct CueDTO: Decodable, Sendable {
  let id: String
  let title: String
  let body: String
  let difficulty: String
  let tags: [String]?
  let sampleAnswer: String?

  var domain: Cue {
    // A blank answer is no answer: nothing to listen to.
    let sample = sampleAnswer?.trimmingCharacters(in: .whitespacesAndNewlines)
    return Cue(
      id: id, title: title, body: body, difficulty: Cue.Difficulty(rawValue: difficulty) ?? .intermediate,
      tags: tags ?? [], sampleAnswer: sample?.isEmpty == false ? sample : nil)
  }
}

struct CuePageDTO: Decodable, Sendable {
  let items: [CueDTO]
  let nextCursor: String?

  var domain: CuePage { CuePage(items: items.map(\.domain), nextCursor: nextCursor) }
}

struct RecordingDTO: Decodable, Sendable {
  let id: String
  let cueId: String
  let profileId: String
  let status: String
  let byteSize: Int
  let sha256: String
  let contentType: String
  let durationMs: Int?
  let createdAt: Date
  let audioUrl: URL?
  let evaluation: LenientEvaluationDTO?

  var domain: Recording {
    Recording(
      id: id, cueID: cueId, profileID: profileId, status: Recording.Status(rawValue: status) ?? .pending,
      byteSize: byteSize, sha256: sha256, contentType: contentType, durationMilliseconds: durationMs,
      createdAt: createdAt, audioURL: audioUrl, evaluation: evaluation?.value)
  }
}

struct RecordingPageDTO: Decodable, Sendable {
  let items: [RecordingDTO]
  let nextCursor: String?
  let practisedCueCount: Int
  let cueCount: Int

  var domain: RecordingPage {
    RecordingPage(
      items: items.map(\.domain), nextCursor: nextCursor, practisedCueCount: practisedCueCount, cueCount: cueCount)
  }
}

struct RecordingUploadDTO: Decodable, Sendable {
  let recordingId: String
  let uploadUrl: URL
  let method: String
  let headers: [String: String]?
  let expiresAt: Date

  var domain: RecordingUpload {
    RecordingUpload(
      recordingID: recordingId, uploadURL: uploadUrl, method: method, headers: headers ?? [:], expiresAt: expiresAt)
  }
}

struct CuesBody: Encodable {
  let profileId: String
  let count: Int
  let cursor: String?
}
struct CreateUploadBody: Encodable {
  let cueId: String
  let contentType: String
  let byteSize: Int
  let sha256: String
  /// The device's zone when the take is declared: the day the server counts it for (issue 38).
  let timeZone: String?
  /// When the take was recorded (RFC 3339), absent for "now": a take sent late keeps its day (ADR 0067).
  let recordedAt: String?
}
struct RecordingIDBody: Encodable { let recordingId: String }
struct ListRecordingsBody: Encodable {
  let profileId: String
  let cueId: String?
  let cursor: String?
  let count: Int?
}
