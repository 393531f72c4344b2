import Networking

extension UploadErrorInfo {
  /// The user-facing reason for a step error: upload-specific keys for the contract's upload
  /// codes, the network error's own key otherwise. Built from codes and statuses only, never
  /// from URLs or server free text.
  init(_ error: UploadStepError) {
    switch error {
    case .api(let error): self.init(error)
    case .transport(let error): self.init(error)
    case .fileMissing: self = .fileMissing
    case .fileChanged:
      self.init(key: "error.upload.file_changed", message: "The file changed after it was queued.")
    case .unexpectedAnswer:
      self.init(key: "error.upload.unexpected_answer", message: "The server's answer did not match this upload.")
    }
  }

  init(_ error: UploadTransportError) {
    switch error {
    case .expired: self.init(key: "error.upload.url_expired", message: "The upload link expired.")
    case .rejected(let status, let code): self = Self.forCode(code, status: status)
    case .network(let error): self.init(error)
    case .fileUnreadable: self = .fileMissing
    }
  }

  init(_ error: NetworkError) {
    switch error.kind {
    case .offline: self.init(key: error.messageKey, message: "No connection to the server.")
    case .timeout: self.init(key: error.messageKey, message: "The connection timed out.")
    case .cancelled: self.init(key: error.messageKey, message: "The upload was interrupted.")
    case .unauthorized: self.init(key: error.messageKey, message: "Sign in again to upload.")
    case .forbidden: self = Self.forCode(error.serverCode, status: 403)
    case .notFound: self = Self.forCode("not_found", status: 404)
    case .rateLimited: self.init(key: error.messageKey, message: "The server asked to slow down.")
    case .server: self = Self.forCode(error.serverCode, status: error.status ?? 500)
    case .decoding, .invalidResponse:
      self.init(key: error.messageKey, message: "The server's answer could not be read.")
    case .encoding: self.init(key: error.messageKey, message: "The request could not be built.")
    case .insecureURL: self.init(key: error.messageKey, message: "The upload address is not secure.")
    case .redirectRefused:
      self.init(key: error.messageKey, message: "The upload address redirected somewhere it may not.")
    case .answerTooLarge: self.init(key: error.messageKey, message: "The server's answer was too large.")
    case .untrustedCertificate:
      self.init(key: error.messageKey, message: "The upload server's certificate is not trusted.")
    case .tlsHandshakeFailed:
      self.init(key: error.messageKey, message: "A secure connection to the upload server failed.")
    case .identityChanged:
      self.init(key: error.messageKey, message: "The server answered for another account; nothing was sent.")
    case .proxyRefused:
      self.init(key: error.messageKey, message: "The proxy did not carry the upload.")
    default:
      self.init(key: error.messageKey, message: "The upload failed.")
    }
  }

  /// The file is gone.
  static let fileMissing = UploadErrorInfo(key: "error.upload.file_missing", message: "The file is missing.")

  private static func forCode(_ code: String?, status: Int) -> UploadErrorInfo {
    switch code {
    case "checksum_mismatch":
      UploadErrorInfo(
        key: "error.upload.checksum_mismatch", message: "The server received different bytes than were recorded.")
    case "size_mismatch":
      UploadErrorInfo(
        key: "error.upload.size_mismatch",
        message: "The server received a different number of bytes than were recorded.")
    case "payload_too_large":
      UploadErrorInfo(key: "error.upload.too_large", message: "The file is larger than the server accepts.")
    case "unsupported_media_type":
      UploadErrorInfo(key: "error.upload.unsupported_type", message: "The server does not accept this audio format.")
    case "upload_url_expired":
      UploadErrorInfo(key: "error.upload.url_expired", message: "The upload link expired.")
    case "invalid_signature":
      UploadErrorInfo(key: "error.upload.invalid_signature", message: "The upload link was not accepted.")
    case "upload_incomplete":
      UploadErrorInfo(key: "error.upload.incomplete", message: "The server has not received the whole file.")
    case "not_found":
      UploadErrorInfo(key: "error.upload.not_found", message: "The upload, or what it belongs to, no longer exists.")
    case "no_active_profile":
      UploadErrorInfo(key: "error.upload.no_active_profile", message: "Choose a language before uploading.")
    case "forbidden":
      UploadErrorInfo(key: "error.network.forbidden", message: "This upload is not allowed.")
    default:
      switch status {
      case 404:
        UploadErrorInfo(key: "error.upload.not_found", message: "The upload, or what it belongs to, no longer exists.")
      case 413: UploadErrorInfo(key: "error.upload.too_large", message: "The file is larger than the server accepts.")
      case 415:
        UploadErrorInfo(key: "error.upload.unsupported_type", message: "The server does not accept this audio format.")
      case 403: UploadErrorInfo(key: "error.network.forbidden", message: "This upload is not allowed.")
      case 500...599: UploadErrorInfo(key: "error.network.server", message: "The server had a problem (\(status)).")
      default: UploadErrorInfo(key: "error.network.server", message: "The server refused the upload (\(status)).")
      }
    }
  }
}
