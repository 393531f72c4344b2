/// Every machine-readable error code of the Chatterbox API contract (`docs/api/README.md`).
enum ErrorCode: String, Sendable, Codable, CaseIterable {
  case invalidJSON = "invalid_json"
  case invalidRequest = "invalid_request"
  case unauthorized
  case tokenExpired = "token_expired"
  case refreshTokenInvalid = "refresh_token_invalid"
  case refreshTokenReused = "refresh_token_reused"
  case refreshTokenExpired = "refresh_token_expired"
  case magicLinkInvalid = "magic_link_invalid"
  case magicLinkExpired = "magic_link_expired"
  case magicLinkUsed = "magic_link_used"
  case otpInvalid = "otp_invalid"
  case forbidden
  case invalidSignature = "invalid_signature"
  case uploadURLExpired = "upload_url_expired"
  case notFound = "not_found"
  case methodNotAllowed = "method_not_allowed"
  case uploadIncomplete = "upload_incomplete"
  case alreadyCompleted = "already_completed"
  case payloadTooLarge = "payload_too_large"
  case unsupportedMediaType = "unsupported_media_type"
  case idempotencyKeyReused = "idempotency_key_reused"
  case unsupportedLanguage = "unsupported_language"
  case sizeMismatch = "size_mismatch"
  case checksumMismatch = "checksum_mismatch"
  case noActiveProfile = "no_active_profile"
  case rateLimited = "rate_limited"
  case cooldown
  case `internal`
  case unavailable
  /// tus: `Upload-Offset` is not the stored offset (409).
  case tusOffsetMismatch = "tus_offset_mismatch"
  /// tus: `Tus-Resumable` is missing or names a version other than 1.0.0 (412).
  case tusVersionUnsupported = "tus_version_unsupported"
}
