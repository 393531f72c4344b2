import Foundation

/// Upload instructions returned by `create_recording_upload` and `renew_recording_upload`.
struct UploadTicket: Encodable, Sendable {
  let recordingID: String
  let uploadURL: String
  let method: String
  let headers: [String: String]
  let expiresAt: Date

  enum CodingKeys: String, CodingKey {
    case method, headers
    case recordingID = "recording_id"
    case uploadURL = "upload_url"
    case expiresAt = "expires_at"
  }
}

/// Turns stored recordings into API values with freshly signed URLs.
struct RecordingPresenter {
  let services: ServerServices

  /// The API view of `record`; complete recordings get a signed audio URL, and show `evaluation`.
  func recording(_ record: RecordingRecord, evaluation: Evaluation? = nil) -> Recording {
    var audioURL: String?
    if record.status == .complete {
      let expires = services.now + services.configuration.signedURLTTL
      audioURL =
        services.publicBaseURL
        + services.urlSigner.signedPath(method: "GET", path: "/recordings/\(record.id)/audio", expires: expires)
    }
    return Recording(
      id: record.id, cueID: record.cueID, profileID: record.profileID, status: record.status,
      byteSize: record.byteSize, sha256: record.sha256, contentType: record.contentType,
      durationMS: record.durationMS, createdAt: Date(unixSeconds: record.createdAt), audioURL: audioURL,
      evaluation: evaluation)
  }

  /// A signed `PUT` URL for uploading `record`'s bytes.
  func uploadTicket(for record: RecordingRecord) -> UploadTicket {
    let expires = services.now + services.configuration.signedURLTTL
    let path = services.urlSigner.signedPath(method: "PUT", path: "/uploads/\(record.id)", expires: expires)
    return UploadTicket(
      recordingID: record.id, uploadURL: services.publicBaseURL + path, method: "PUT",
      headers: ["Content-Type": record.contentType], expiresAt: Date(unixSeconds: expires))
  }
}
