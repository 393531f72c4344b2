import ChatterboxAPI
import Foundation
import Networking

/// ``PracticeRepository`` over the `APIClient`.
public struct LivePracticeRepository: PracticeRepository {
  private let client: APIClient
  private let timeZone: @Sendable () -> TimeZone?

  /// Sends nothing until a call; every call goes through `client`, with its authorization, retries
  /// and transfer policy. A take is declared with this device's current time zone.
  public init(client: APIClient) {
    self.init(client: client, timeZone: { TimeZone.current })
  }

  /// As ``init(client:)``, declaring each take with the zone `timeZone` gives when it is declared (`nil`:
  /// none, and the server counts the take in the zone progress is asked for).
  public init(client: APIClient, timeZone: @escaping @Sendable () -> TimeZone?) {
    self.client = client
    self.timeZone = timeZone
  }

  public func cues(profileID: String, count: Int, cursor: String?) async throws(NetworkError) -> CuePage {
    try await client.send(try PracticeEndpoints.cues(profileID: profileID, count: count, cursor: cursor)).domain
  }

  public func shuffledCues(profileID: String, count: Int) async throws(NetworkError) -> [Cue] {
    try await client.send(try PracticeEndpoints.shuffle(profileID: profileID, count: count)).domain.items
  }

  public func createUpload(cueID: String, contentType: String, byteSize: Int, sha256: String, idempotencyKey: String)
    async throws(NetworkError) -> RecordingUpload
  {
    try await createUpload(
      cueID: cueID, contentType: contentType, byteSize: byteSize, sha256: sha256, idempotencyKey: idempotencyKey,
      recordedAt: nil)
  }

  public func createUpload(
    cueID: String, contentType: String, byteSize: Int, sha256: String, idempotencyKey: String, recordedAt: Date?
  ) async throws(NetworkError) -> RecordingUpload {
    try await client.send(
      try PracticeEndpoints.createUpload(
        cueID: cueID, contentType: contentType, byteSize: byteSize, sha256: sha256, idempotencyKey: idempotencyKey,
        timeZone: timeZone()?.identifier, recordedAt: recordedAt.map { $0.formatted(.iso8601) })
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
