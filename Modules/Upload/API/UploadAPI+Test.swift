import Networking

extension UploadAPI {
  /// Fails every call with a 501 `unimplemented` server error naming the operation, so a test or
  /// preview that reaches the network by accident fails loudly (the queue treats a 501 as a
  /// refusal, so the job fails instead of waiting). Override only the closures you expect called.
  public static let unimplemented = UploadAPI(
    createUpload: { _, _, _, _, _ throws(NetworkError) in throw unimplementedError("UploadAPI.createUpload") },
    renewUpload: { _ throws(NetworkError) in throw unimplementedError("UploadAPI.renewUpload") },
    completeUpload: { _ throws(NetworkError) in throw unimplementedError("UploadAPI.completeUpload") }
  )

  /// Behaves as if the device had no connection: every call throws `NetworkError.offline`, so a
  /// queue using it parks every job in `waitingForNetwork` and never fails or deletes one.
  public static let offline = UploadAPI(
    createUpload: { _, _, _, _, _ throws(NetworkError) in throw .offline },
    renewUpload: { _ throws(NetworkError) in throw .offline },
    completeUpload: { _ throws(NetworkError) in throw .offline }
  )

  private static func unimplementedError(_ name: String) -> NetworkError {
    .server(status: 501, code: "unimplemented", message: "\(name) is unimplemented")
  }
}
