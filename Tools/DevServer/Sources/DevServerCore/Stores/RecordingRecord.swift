/// A recording row as stored; ``RecordingPresenter`` turns it into the API's ``Recording``.
struct RecordingRecord: Sendable, Equatable {
  let id: String
  let profileID: String
  let cueID: String
  var status: RecordingStatus
  let contentType: String
  let byteSize: Int64
  let sha256: String
  var durationMS: Int64?
  let createdAt: Int64
  /// The IANA zone the device was in when the take was recorded; `nil` for takes from before migration 7 or from
  /// clients that do not send one.
  let timeZone: String?
}

/// Position in the newest-first recording history, encoded into an opaque cursor.
struct RecordingCursor: Sendable, Equatable {
  let createdAt: Int64
  let id: String
}
