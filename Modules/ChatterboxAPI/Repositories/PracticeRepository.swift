import Networking

/// Cue and recording calls. Each throws the client's `NetworkError` (offline, timeout, or the
/// server's refusal with its code); after a timeout the server may still have acted, which is why
/// ``createUpload(cueID:contentType:byteSize:sha256:idempotencyKey:)`` takes a key.
public protocol PracticeRepository: Sendable {
  /// At most `count` cues for a profile; `cursor` is the previous page's `nextCursor`, `nil` for the
  /// first page.
  func cues(profileID: String, count: Int, cursor: String?) async throws(NetworkError) -> CuePage
  /// At most `count` cues of the profile's language, chosen at random by the server.
  func shuffledCues(profileID: String, count: Int) async throws(NetworkError) -> [Cue]
  /// Declares an upload and gets a signed URL. The key makes retries safe.
  func createUpload(cueID: String, contentType: String, byteSize: Int, sha256: String, idempotencyKey: String)
    async throws(NetworkError) -> RecordingUpload
  /// A fresh signed URL for an upload whose URL expired.
  func renewUpload(recordingID: String) async throws(NetworkError) -> RecordingUpload
  /// Confirms the bytes arrived; the recording becomes visible in history.
  func completeUpload(recordingID: String) async throws(NetworkError) -> Recording
  /// Recordings of a profile (only `cueID`'s when given), newest first; `count` `nil` takes the
  /// server's default page size.
  func recordings(profileID: String, cueID: String?, cursor: String?, count: Int?) async throws(NetworkError)
    -> RecordingPage
  /// Deletes a recording and its audio on the server.
  func deleteRecording(id: String) async throws(NetworkError)
}

/// ``PracticeRepository`` over the `APIClient`.
public struct LivePracticeRepository: PracticeRepository {
  private let client: APIClient

  /// Sends nothing until a call; every call goes through `client`, with its authorization, retries
  /// and transfer policy.
  public init(client: APIClient) { self.client = client }

  public func cues(profileID: String, count: Int, cursor: String?) async throws(NetworkError) -> CuePage {
    try await client.send(try PracticeEndpoints.cues(profileID: profileID, count: count, cursor: cursor)).domain
  }

  public func shuffledCues(profileID: String, count: Int) async throws(NetworkError) -> [Cue] {
    try await client.send(try PracticeEndpoints.shuffle(profileID: profileID, count: count)).domain.items
  }

  public func createUpload(cueID: String, contentType: String, byteSize: Int, sha256: String, idempotencyKey: String)
    async throws(NetworkError) -> RecordingUpload
  {
    try await client.send(
      try PracticeEndpoints.createUpload(
        cueID: cueID, contentType: contentType, byteSize: byteSize, sha256: sha256, idempotencyKey: idempotencyKey)
    ).domain
  }

  public func renewUpload(recordingID: String) async throws(NetworkError) -> RecordingUpload {
    try await client.send(try PracticeEndpoints.renewUpload(recordingID: recordingID)).domain
  }

  public func completeUpload(recordingID: String) async throws(NetworkError) -> Recording {
    try await client.send(try PracticeEndpoints.completeUpload(recordingID: recordingID)).domain
  }

  public func recordings(profileID: String, cueID: String?, cursor: String?, count: Int?) async throws(NetworkError)
    -> RecordingPage
  {
    try await client.send(
      try PracticeEndpoints.recordings(profileID: profileID, cueID: cueID, cursor: cursor, count: count)
    ).domain
  }

  public func deleteRecording(id: String) async throws(NetworkError) {
    _ = try await client.send(try PracticeEndpoints.deleteRecording(id: id))
  }
}
