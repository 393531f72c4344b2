import HTTPTypes

/// Named constructors so handlers say *what* went wrong and the status/code pairing lives in one place.
extension APIError {
  /// 400 `invalid_json`: the body could not be parsed.
  static let invalidJSON = APIError(.badRequest, .invalidJSON, "The request body is not valid JSON.")

  /// 400 `invalid_request` naming the offending field.
  static func invalidField(_ field: String, _ problem: String) -> APIError {
    APIError(.badRequest, .invalidRequest, "Field `\(field)` \(problem).")
  }

  /// 400 `invalid_request` for problems that are not about one body field.
  static func invalidRequest(_ message: String) -> APIError {
    APIError(.badRequest, .invalidRequest, message)
  }

  /// 401 `unauthorized` with a reason that reveals nothing about token internals.
  static func unauthorized(_ message: String = "A valid access token is required.") -> APIError {
    APIError(.unauthorized, .unauthorized, message)
  }

  static let tokenExpired = APIError(.unauthorized, .tokenExpired, "The access token has expired.")
  static let refreshTokenInvalid = APIError(.unauthorized, .refreshTokenInvalid, "The refresh token is not valid.")
  static let refreshTokenReused = APIError(
    .unauthorized, .refreshTokenReused, "The refresh token was already used; the session has been revoked.")
  static let refreshTokenExpired = APIError(.unauthorized, .refreshTokenExpired, "The refresh token has expired.")
  static let magicLinkInvalid = APIError(.unauthorized, .magicLinkInvalid, "The sign-in link is not valid.")
  static let magicLinkExpired = APIError(.unauthorized, .magicLinkExpired, "The sign-in link has expired.")
  static let magicLinkUsed = APIError(.unauthorized, .magicLinkUsed, "The sign-in link was already used.")
  static let otpInvalid = APIError(.unauthorized, .otpInvalid, "The sign-in code is not valid.")

  static let invalidSignature = APIError(.forbidden, .invalidSignature, "The URL signature is not valid.")
  static let urlExpired = APIError(.forbidden, .uploadURLExpired, "The signed URL has expired.")

  /// 404 `not_found` for an id that does not exist for this caller.
  static func notFound(_ message: String) -> APIError {
    APIError(.notFound, .notFound, message)
  }

  /// 405 `method_not_allowed` listing what the path accepts.
  static func methodNotAllowed(allowed: [HTTPRequest.Method]) -> APIError {
    var error = APIError(.methodNotAllowed, .methodNotAllowed, "This method is not allowed on this path.")
    error.allowedMethods = allowed
    return error
  }

  static let uploadIncomplete = APIError(.conflict, .uploadIncomplete, "The recording has not been uploaded yet.")
  static let alreadyCompleted = APIError(.conflict, .alreadyCompleted, "The recording upload is already complete.")

  /// 413 `payload_too_large`.
  static func payloadTooLarge(_ message: String) -> APIError {
    APIError(.contentTooLarge, .payloadTooLarge, message)
  }

  /// 415 `unsupported_media_type`.
  static func unsupportedMediaType(_ message: String) -> APIError {
    APIError(.unsupportedMediaType, .unsupportedMediaType, message)
  }

  static let idempotencyKeyReused = APIError(
    .unprocessableContent, .idempotencyKeyReused, "This Idempotency-Key was already used with a different request.")
  static let unsupportedLanguage = APIError(
    .unprocessableContent, .unsupportedLanguage, "This language is not supported.")
  static let sizeMismatch = APIError(
    .unprocessableContent, .sizeMismatch, "The uploaded size does not match the declared byte_size.")
  static let checksumMismatch = APIError(
    .unprocessableContent, .checksumMismatch, "The uploaded bytes do not match the declared sha256.")
  static let noActiveProfile = APIError(
    .unprocessableContent, .noActiveProfile, "Choose a language with set_active_profile first.")

  /// 429 `rate_limited` with `Retry-After`.
  static func rateLimited(retryAfter: Int) -> APIError {
    APIError(.tooManyRequests, .rateLimited, "Too many requests; try again later.", retryAfterSeconds: retryAfter)
  }

  /// 429 `cooldown` with `Retry-After`.
  static func cooldown(retryAfter: Int) -> APIError {
    APIError(
      .tooManyRequests, .cooldown, "A sign-in link was sent moments ago; wait before asking again.",
      retryAfterSeconds: retryAfter)
  }

  static let tusOffsetMismatch = APIError(
    .conflict, .tusOffsetMismatch, "Upload-Offset is not where the upload stands; ask with HEAD.")
  static let tusVersionUnsupported = APIError(
    .preconditionFailed, .tusVersionUnsupported, "Send Tus-Resumable: 1.0.0.")
  static let `internal` = APIError(.internalServerError, .internal, "The server failed to handle the request.")
  static let databaseUnavailable = APIError(
    .serviceUnavailable, .unavailable, "The database is unavailable; try again shortly.", retryAfterSeconds: 1)
}
