import Networking

extension UploadAPI {
  /// Fails every call with a 501 `unimplemented` server error naming the operation, so a test or
  /// preview that reaches the network by accident fails loudly. Override only what you expect.
  ///
  /// ```swift
  /// var api = UploadAPI.unimplemented
  /// api.renewUpload = { id throws(NetworkError) in target(for: id) }
  /// ```
  public static let unimplemented = UploadAPI(
    createUpload: { _, _, _, _, _ throws(NetworkError) in throw unimplementedError("UploadAPI.createUpload") },
    renewUpload: { _ throws(NetworkError) in throw unimplementedError("UploadAPI.renewUpload") },
    completeUpload: { _ throws(NetworkError) in throw unimplementedError("UploadAPI.completeUpload") }
  )

  /// Behaves as if the device had no connection: every call throws `NetworkError.offline`.
  ///
  /// ```swift
  /// let queue = UploadQueue(directory: dir, api: .offline, transport: .offline)
  /// ```
  public static let offline = UploadAPI(
    createUpload: { _, _, _, _, _ throws(NetworkError) in throw .offline },
    renewUpload: { _ throws(NetworkError) in throw .offline },
    completeUpload: { _ throws(NetworkError) in throw .offline }
  )

  private static func unimplementedError(_ name: String) -> NetworkError {
    .server(status: 501, code: "unimplemented", message: "\(name) is unimplemented")
  }
}
