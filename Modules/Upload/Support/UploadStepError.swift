import Networking

/// Everything one step of a job can fail with.
enum UploadStepError: Error, Sendable, Equatable {
  /// `create`, `renew` or `complete` failed.
  case api(NetworkError)
  /// The PUT failed.
  case transport(UploadTransportError)
  /// The file is gone (and the step needs it).
  case fileMissing
  /// The file no longer has the size it was declared with.
  case fileChanged
  /// The step's answer contradicts the job (for example another upload id).
  case unexpectedAnswer(String)
}

/// Which server call a step was making, because the same error means different things: 409
/// `already_completed` on renew means "go complete", 409 `upload_incomplete` on complete means
/// "send the bytes again".
enum UploadCall: String, Sendable {
  case create, renew, upload, complete
}
