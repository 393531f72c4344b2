import Foundation

/// A recorded answer stored on the server.
public struct Recording: Sendable, Equatable, Codable, Identifiable {
  /// Upload progress on the server.
  public enum Status: String, Sendable, Codable { case pending, uploaded, complete }

  /// Server id.
  public let id: String
  /// The cue answered.
  public let cueID: String
  /// The profile it belongs to.
  public let profileID: String
  /// Server-side state.
  public let status: Status
  /// Size in bytes.
  public let byteSize: Int
  /// Lowercase hex SHA-256 of the bytes.
  public let sha256: String
  /// MIME type.
  public let contentType: String
  /// Duration, when the server could read it.
  public let durationMilliseconds: Int?
  /// When it was created.
  public let createdAt: Date
  /// Signed, expiring playback URL (complete recordings only).
  public let audioURL: URL?

  /// Creates the value.
  public init(
    id: String, cueID: String, profileID: String, status: Status, byteSize: Int, sha256: String,
    contentType: String, durationMilliseconds: Int?, createdAt: Date, audioURL: URL?
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
  }
}

/// A page of recordings with practice totals for the profile.
public struct RecordingPage: Sendable, Equatable, Codable {
  /// Recordings, newest first.
  public let items: [Recording]
  /// Cursor for the next page.
  public let nextCursor: String?
  /// Distinct cues with at least one complete recording.
  public let practisedCueCount: Int
  /// Cues available in the profile's language.
  public let cueCount: Int

  /// Creates the value.
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
  /// Signed, expiring URL.
  public let uploadURL: URL
  /// HTTP method, `PUT`.
  public let method: String
  /// Headers to send with the bytes.
  public let headers: [String: String]
  /// When the URL stops working.
  public let expiresAt: Date

  /// Creates the value.
  public init(recordingID: String, uploadURL: URL, method: String, headers: [String: String], expiresAt: Date) {
    self.recordingID = recordingID
    self.uploadURL = uploadURL
    self.method = method
    self.headers = headers
    self.expiresAt = expiresAt
  }
}
