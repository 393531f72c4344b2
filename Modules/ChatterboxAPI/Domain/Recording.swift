import Foundation

/// A recorded answer stored on the server.
public struct Recording: Sendable, Equatable, Codable, Identifiable {
  /// Upload progress on the server; the API's mapper reads an unknown value as `.pending`.
  public enum Status: String, Sendable, Codable { case pending, uploaded, complete }

  /// The server's id (the API's `Id` shape; not checked here).
  public let id: String
  /// The id of the cue answered (a ``Cue/id``).
  public let cueID: String
  /// The id of the practice profile it belongs to.
  public let profileID: String
  /// Where the upload stands; only a `.complete` recording has an ``audioURL``.
  public let status: Status
  /// Size in bytes, as the server counted them.
  public let byteSize: Int
  /// Lowercase hex SHA-256 of the bytes.
  public let sha256: String
  /// MIME type, e.g. `audio/wav`.
  public let contentType: String
  /// Duration in milliseconds; `nil` when the server could not read the audio.
  public let durationMilliseconds: Int?
  /// When the server created the recording, by the server's clock.
  public let createdAt: Date
  /// Signed, expiring playback URL: `nil` until the status is `.complete`; fetch the page again
  /// for a fresh one when it has expired.
  public let audioURL: URL?
  /// The server's evaluation of a complete recording (ADR 0031); `nil` before completion, from a server
  /// without evaluation, or when the server's value could not be read.
  public var evaluation: RecordingEvaluation?

  /// Stores the values as given, without validation.
  public init(
    id: String, cueID: String, profileID: String, status: Status, byteSize: Int, sha256: String,
    contentType: String, durationMilliseconds: Int?, createdAt: Date, audioURL: URL?,
    evaluation: RecordingEvaluation?
  ) {
    self.id = id
    self.cueID = cueID
    self.profileID = profileID
    self.status = status
    self.byteSize = byteSize
    self.sha256 = sha256
    self.contentType = contentType
    self.durationMilliseconds = durationMilliseconds
    self.createdAt = createdAt
    self.audioURL = audioURL
    self.evaluation = evaluation
  }

  /// A recording without an evaluation (the 0.3.0 initialiser, kept so code written against it still
  /// compiles and links).
  public init(
    id: String, cueID: String, profileID: String, status: Status, byteSize: Int, sha256: String,
    contentType: String, durationMilliseconds: Int?, createdAt: Date, audioURL: URL?
  ) {
    self.init(
      id: id, cueID: cueID, profileID: profileID, status: status, byteSize: byteSize, sha256: sha256,
      contentType: contentType, durationMilliseconds: durationMilliseconds, createdAt: createdAt, audioURL: audioURL,
      evaluation: nil)
  }
}

/// A page of recordings with practice totals for the profile.
public struct RecordingPage: Sendable, Equatable, Codable {
  /// Recordings, newest first.
  public let items: [Recording]
  /// Opaque cursor for the next page; `nil` at the end.
  public let nextCursor: String?
  /// Distinct cues with at least one complete recording.
  public let practisedCueCount: Int
  /// Cues available in the profile's language.
  public let cueCount: Int

  /// Stores the values as given.
  public init(items: [Recording], nextCursor: String?, practisedCueCount: Int, cueCount: Int) {
    self.items = items
    self.nextCursor = nextCursor
    self.practisedCueCount = practisedCueCount
    self.cueCount = cueCount
  }
}

/// Where and how to PUT a recording's bytes.
public struct RecordingUpload: Sendable, Equatable, Codable {
  /// The recording being uploaded.
  public let recordingID: String
  /// Signed URL: a capability (anyone holding it can write until ``expiresAt``), so keep it out
  /// of logs.
  public let uploadURL: URL
  /// HTTP method to use, as the server says (`PUT` today).
  public let method: String
  /// Headers to send with the bytes, exactly; the signature may cover them.
  public let headers: [String: String]
  /// When the URL stops working.
  public let expiresAt: Date

  /// Stores the values as given.
  public init(recordingID: String, uploadURL: URL, method: String, headers: [String: String], expiresAt: Date) {
    self.recordingID = recordingID
    self.uploadURL = uploadURL
    self.method = method
    self.headers = headers
    self.expiresAt = expiresAt
  }
}
