import Foundation
import Networking

extension UploadAPI {
  /// The simplest upload protocol: one request per file to a URL you derive from the job, with no
  /// server call before or after. The remote id is the job's idempotency key, so a server that
  /// stores by URL sees the same URL on every retry; the file counts as complete once the server
  /// answers the request with a 2xx. Targets do not expire, so renew is never needed (a server that
  /// refuses the URL with 403 ends the job).
  ///
  /// `headers` are sent with every request (a `Content-Type` in them wins over the job's); the
  /// README's opening example uses this strategy.
  public static func singleRequest(
    method: String = "PUT", headers: [String: String] = [:],
    url: @escaping @Sendable (_ metadata: [String: String], _ idempotencyKey: String) -> URL
  ) -> UploadAPI {
    UploadAPI(
      createUpload: { metadata, contentType, _, _, key throws(NetworkError) in
        var allHeaders = headers
        if allHeaders["Content-Type"] == nil { allHeaders["Content-Type"] = contentType }
        return UploadTarget(
          remoteID: key, url: url(metadata, key), method: method, headers: allHeaders, expiresAt: .distantFuture)
      },
      renewUpload: { _ throws(NetworkError) in throw .forbidden(code: "not_renewable") },
      completeUpload: { id throws(NetworkError) in CompletedUpload(remoteID: id) }
    )
  }
}
