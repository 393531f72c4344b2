import Foundation
import Networking

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension URLSessionUploader {
  /// The server's JSON error body.
  private struct ErrorBody: Decodable {
    let code: String?
  }

  /// Maps a finished PUT to the contract's outcomes (docs/api/README.md, "Uploads"):
  /// 2xx done; 409 `already_completed` done earlier; 403 `upload_url_expired` renew; 408, 429 and
  /// 5xx worth waiting for; a redirect refused (never followed: the PUT's URL is signed and its body
  /// a stream); any other status refused for good.
  ///
  /// ```swift
  /// URLSessionUploader.result(status: 403, body: Data(#"{"code":"upload_url_expired"}"#.utf8), retryAfter: nil)
  /// // .failure(.expired)
  /// ```
  static func result(status: Int, body: Data, retryAfter: String?) -> Result<
    UploadTransportResult, UploadTransportError
  > {
    let code = (try? JSONDecoder().decode(ErrorBody.self, from: body))?.code
    switch status {
    case 200...299: return .success(.uploaded)
    case 409 where code == "already_completed": return .success(.alreadyCompleted)
    case 403 where code == "upload_url_expired": return .failure(.expired)
    case let status where RedirectPolicy.isRedirect(status):
      return .failure(.network(.redirectRefused(.notFollowed(status: status))))
    case 408: return .failure(.network(.timeout))
    case 429: return .failure(.network(.rateLimited(retryAfter: RetryAfter.parse(retryAfter))))
    case 500...599: return .failure(.network(.server(status: status, code: code, message: nil)))
    default: return .failure(.rejected(status: status, code: code))
    }
  }

  /// Maps a URLSession failure. A connection that breaks mid-body, or closes without an answer
  /// (`badServerResponse`, which is how FoundationNetworking reports an empty reply), is
  /// `.offline`: transient, the PUT is redone. An unreadable source file is not a network problem.
  static func transportError(_ error: any Error) -> UploadTransportError {
    guard let urlError = error as? URLError else { return .network(.offline) }
    switch urlError.code {
    case .cancelled: return .network(.cancelled)
    case .timedOut: return .network(.timeout)
    case .fileDoesNotExist, .noPermissionsToReadFile, .fileIsDirectory: return .fileUnreadable
    case .appTransportSecurityRequiresSecureConnection: return .network(.insecureURL("blocked by the platform"))
    case .cannotParseResponse: return .network(.invalidResponse)
    default: return .network(.offline)
    }
  }
}
