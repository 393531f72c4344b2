import Foundation
import Networking

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension URLSessionUploader {
  /// Maps a finished PUT with the default classifier (``UploadAnswerClassifier/jsonCodes``).
  static func result(status: Int, body: Data, retryAfter: String?) -> Result<
    UploadTransportResult, UploadTransportError
  > {
    UploadAnswerClassifier.jsonCodes.classify(
      UploadAnswer(status: status, headers: retryAfter.map { ["Retry-After": $0] } ?? [:], body: body))
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
