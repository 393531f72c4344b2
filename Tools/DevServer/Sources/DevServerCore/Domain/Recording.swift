import Foundation

/// Upload state of a recording.
enum RecordingStatus: String, Sendable, Codable {
  /// Created; bytes not received yet.
  case pending
  /// Bytes received and verified; not yet completed by the client.
  case uploaded
  /// Completed; listed in history and playable.
  case complete
}

/// A recorded answer to a cue.
struct Recording: Sendable, Encodable, Equatable {
  let id: String
  let cueID: String
  let profileID: String
  let status: RecordingStatus
  let byteSize: Int64
  let sha256: String
  let contentType: String
  /// Length of the audio, known for `audio/wav` only.
  let durationMS: Int64?
  let createdAt: Date
  /// Signed, expiring `GET /recordings/<id>/audio` URL once complete.
  let audioURL: String?
  /// The evaluation of a complete recording (ADR 0031); `nil` before completion.
  var evaluation: Evaluation?

  enum CodingKeys: String, CodingKey {
    case id, status, sha256
    case cueID = "cue_id"
    case profileID = "profile_id"
    case byteSize = "byte_size"
    case contentType = "content_type"
    case durationMS = "duration_ms"
    case createdAt = "created_at"
    case audioURL = "audio_url"
    case evaluation
  }

  /// Spelled out because the contract wants explicit `null`s, which synthesized code omits.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(cueID, forKey: .cueID)
    try container.encode(profileID, forKey: .profileID)
    try container.encode(status, forKey: .status)
    try container.encode(byteSize, forKey: .byteSize)
    try container.encode(sha256, forKey: .sha256)
    try container.encode(contentType, forKey: .contentType)
    try container.encode(durationMS, forKey: .durationMS)
    try container.encode(createdAt, forKey: .createdAt)
    try container.encode(audioURL, forKey: .audioURL)
    try container.encode(evaluation, forKey: .evaluation)
  }
}
