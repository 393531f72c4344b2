import HTTPTypes
import Hummingbird

extension APIError {
  /// The contract's version of an error Hummingbird raised itself (unknown route, bad query, ...).
  init(translating error: HTTPError) {
    switch error.status {
    case .notFound:
      self.init(.notFound, .notFound, "No such route.")
    case .methodNotAllowed:
      self.init(.methodNotAllowed, .methodNotAllowed, "This method is not allowed on this path.")
    case .contentTooLarge:
      self.init(.contentTooLarge, .payloadTooLarge, "The request body is too large.")
    case .unsupportedMediaType:
      self.init(.unsupportedMediaType, .unsupportedMediaType, "Unsupported Content-Type.")
    case .unauthorized:
      self.init(.unauthorized, .unauthorized, "A valid access token is required.")
    case .forbidden:
      self.init(.forbidden, .forbidden, "This is not allowed.")
    case .serviceUnavailable:
      self.init(.serviceUnavailable, .unavailable, "The service is temporarily unavailable.")
    case let status where status.kind == .clientError:
      self.init(status, .invalidRequest, error.body ?? "The request is invalid.")
    default:
      self.init(.internalServerError, .internal, "The server failed to handle the request.")
    }
  }

  /// An answer chosen by fault injection, with a code that fits its status.
  static func injected(status code: Int) -> APIError {
    let status = HTTPResponse.Status(code: code)
    let errorCode: ErrorCode =
      switch code {
      case 400: .invalidRequest
      case 401: .unauthorized
      case 403: .forbidden
      case 404: .notFound
      case 429: .rateLimited
      case 500: .internal
      case 400..<500: .invalidRequest
      default: .unavailable
      }
    let retry = code == 429 || code == 503 ? 1 : nil
    return APIError(status, errorCode, "Injected fault (dev mode).", retryAfterSeconds: retry)
  }
}
