import Networking

/// How a server takes a file: the upload protocol, as a struct of closures (the isowords "client"
/// style). The queue runs create → send the bytes to the returned target → complete, and calls
/// renew when a target expires. Supply your server's calls, or a ready-made strategy:
/// ``singleRequest(method:headers:url:)`` for a server that takes one `PUT`/`POST` per file with
/// nothing before or after. Tests build fakes (``unimplemented``).
///
/// Every closure throws `NetworkError` only, so the queue can tell "offline, wait" from "the
/// server refused this upload".
///
/// ```swift
/// // A signed-URL server: declare the file, PUT to the URL it signs, then confirm.
/// let api = UploadAPI(
///   createUpload: { metadata, contentType, byteSize, sha256, key throws(NetworkError) in
///     try await myServer.beginUpload(name: metadata["name"], size: byteSize, sha256: sha256, key: key)
///   },
///   renewUpload: { id throws(NetworkError) in try await myServer.renewUpload(id) },
///   completeUpload: { id throws(NetworkError) in try await myServer.finishUpload(id) }
/// )
/// ```
public struct UploadAPI: Sendable {
  /// the create call: declares the bytes and gets a signed URL. The queue passes the
  /// same idempotency key on every retry and after every restart, so the server replays its first
  /// answer instead of creating a second upload.
  ///
  /// ```swift
  /// let target = try await api.createUpload("en-001", "audio/wav", 44_144, sha256Hex, job.idempotencyKey)
  /// ```
  public var createUpload:
    @Sendable (
      _ metadata: [String: String], _ contentType: String, _ byteSize: Int, _ sha256: String, _ idempotencyKey: String
    ) async throws(NetworkError) -> UploadTarget

  /// the renew call: a fresh signed URL for an upload that is not completed yet.
  ///
  /// ```swift
  /// let target = try await api.renewUpload("rec_1")
  /// ```
  public var renewUpload: @Sendable (_ remoteID: String) async throws(NetworkError) -> UploadTarget

  /// the complete call: confirms the bytes arrived. Idempotent on the server (completing
  /// twice answers like the first time), which is what makes a crash right after it harmless.
  ///
  /// ```swift
  /// let confirmed = try await api.completeUpload("rec_1")
  /// ```
  public var completeUpload: @Sendable (_ remoteID: String) async throws(NetworkError) -> CompletedUpload

  /// Optional: tells the server an upload will never be finished, so it can free what it holds (a tus
  /// server's termination, `DELETE` on the upload). The queue calls it once, best effort, when a job
  /// that has a remote upload is cancelled; a failure is logged and not retried. `nil` (the default):
  /// nothing is sent.
  ///
  /// ```swift
  /// api.discardUpload = { id throws(NetworkError) in try await myServer.abandonUpload(id) }
  /// ```
  public var discardUpload: (@Sendable (_ remoteID: String) async throws(NetworkError) -> Void)?

  /// Creates an API from its three operations (and, optionally, the discard call).
  ///
  /// ```swift
  /// var api = UploadAPI.unimplemented
  /// api.completeUpload = { id throws(NetworkError) in CompletedUpload(remoteID: id, sha256: hex, byteSize: 4) }
  /// ```
  public init(
    createUpload:
      @escaping @Sendable (
        _ metadata: [String: String], _ contentType: String, _ byteSize: Int, _ sha256: String, _ idempotencyKey: String
      ) async throws(NetworkError) -> UploadTarget,
    renewUpload: @escaping @Sendable (_ remoteID: String) async throws(NetworkError) -> UploadTarget,
    completeUpload: @escaping @Sendable (_ remoteID: String) async throws(NetworkError) -> CompletedUpload,
    discardUpload: (@Sendable (_ remoteID: String) async throws(NetworkError) -> Void)? = nil
  ) {
    self.createUpload = createUpload
    self.renewUpload = renewUpload
    self.completeUpload = completeUpload
    self.discardUpload = discardUpload
  }
}
