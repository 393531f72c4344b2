import ChatterboxAPI
import Networking

/// Typed endpoints for cues and recordings.
enum PracticeEndpoints {
  static func cues(profileID: String, count: Int, cursor: String?) throws(NetworkError) -> Endpoint<CuePageDTO> {
    try .rpc("get_cues", body: CuesBody(profileId: profileID, count: count, cursor: cursor), isIdempotent: true)
  }

  static func shuffle(profileID: String, count: Int) throws(NetworkError) -> Endpoint<CuePageDTO> {
    try .rpc("shuffle_cues", body: CuesBody(profileId: profileID, count: count, cursor: nil), isIdempotent: true)
  }

  static func createUpload(
    cueID: String, contentType: String, byteSize: Int, sha256: String, idempotencyKey: String, timeZone: String?,
    recordedAt: String? = nil
  ) throws(NetworkError) -> Endpoint<RecordingUploadDTO> {
    try .rpc(
      "create_recording_upload",
      body: CreateUploadBody(
        cueId: cueID, contentType: contentType, byteSize: byteSize, sha256: sha256, timeZone: timeZone,
        recordedAt: recordedAt),
      idempotencyKey: .fixed(idempotencyKey))
  }

  static func renewUpload(recordingID: String) throws(NetworkError) -> Endpoint<RecordingUploadDTO> {
    try .rpc("renew_recording_upload", body: RecordingIDBody(recordingId: recordingID), isIdempotent: true)
  }

  static func completeUpload(recordingID: String) throws(NetworkError) -> Endpoint<RecordingDTO> {
    try .rpc("complete_recording_upload", body: RecordingIDBody(recordingId: recordingID), isIdempotent: true)
  }

  static func recordings(profileID: String, cueID: String?, cursor: String?, count: Int?) throws(NetworkError)
    -> Endpoint<RecordingPageDTO>
  {
    try .rpc(
      "list_recordings", body: ListRecordingsBody(profileId: profileID, cueId: cueID, cursor: cursor, count: count),
      isIdempotent: true)
  }

  static func deleteRecording(id: String) throws(NetworkError) -> Endpoint<EmptyResponse> {
    try .rpc("delete_recording", body: RecordingIDBody(recordingId: id), isIdempotent: true)
  }
}
