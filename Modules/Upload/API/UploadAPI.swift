import Networking

/// How a server takes a file: the upload protocol, as a struct of closures (the isowords "client"
/// style). The queue runs create → send the bytes to the returned target → complete, and calls
/// renew when a target expires. Supply your server's calls, or a ready-made strategy:
/// ``singleRequest(method:headers:url:)`` for a server that takes one `PUT`/`POST` per file with
/// nothing before or after. Tests build fakes (``unimplemented``).
///
/// Every closure throws `NetworkError` only, so the queue can tell "offline, wait" from "the
/// server refused this upload". A closure may be called again for the same job after a kill or a
/// failure, so each must be safe to repeat. The README's section on other storage builds
/// one for presigned S3-style URLs (compiled in `docs/examples/Sources/S3UploadExample`).
public struct UploadAPI: Sendable {
  /// The create call: declares the bytes (size, lowercase hex SHA-256) and returns where to send
  /// them. The queue passes the same idempotency key on every retry and after every restart, so a
  /// server that replays its first answer for a key never creates a second upload. A thrown error
  /// is judged like any other: transient ones wait, refusals fail the job (the file is kept).
  public var createUpload:
    @Sendable (
      _ metadata: [String: String], _ contentType: String, _ byteSize: Int, _ sha256: String, _ idempotencyKey: String
    ) async throws(NetworkError) -> UploadTarget

  /// The renew call: a fresh target for an upload not completed yet, called when the stored one
  /// expires within `renewalMargin` or the storage answers "expired". The returned `remoteID`
  /// replaces the stored one. A 409 `already_completed` moves the job on to complete.
  public var renewUpload: @Sendable (_ remoteID: String) async throws(NetworkError) -> UploadTarget

  /// The complete call: confirms the bytes arrived. Must be idempotent on the server (completing
  /// twice answers like the first time), which is what makes a crash right after it harmless. A
  /// 409 `upload_incomplete` makes the queue send the bytes again; success deletes the local copy.
  public var completeUpload: @Sendable (_ remoteID: String) async throws(NetworkError) -> CompletedUpload

  /// Optional: tells the server an upload will never be finished, so it can free what it holds (a tus
  /// server's termination, `DELETE` on the upload). The queue calls it once, best effort, when a job
  /// that has a remote upload is cancelled; a failure is logged and not retried. `nil` (the default):
  /// nothing is sent.
  public var discardUpload: (@Sendable (_ remoteID: String) async throws(NetworkError) -> Void)?

  /// Stores the closures as given; nothing is called until a queue runs a job.
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
