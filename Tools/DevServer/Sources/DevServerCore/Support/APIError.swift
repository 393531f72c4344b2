import Foundation
import HTTPTypes
import Hummingbird

/// An error the API reports to its client as `{"code": ..., "message": ...}` with an HTTP status.
///
/// Every failure a handler can anticipate is one of these; anything else is turned into
/// `500 internal` by ``ErrorMiddleware`` so that clients never see an HTML page or an empty body.
struct APIError: Error, Sendable, Equatable {
  /// HTTP status of the answer.
  let status: HTTPResponse.Status
  /// Contract error code.
  let code: ErrorCode
  /// English sentence for humans; never contains tokens, codes or email addresses.
  let message: String
  /// Seconds to send in `Retry-After` (429 and injected 503 answers).
  var retryAfterSeconds: Int?
  /// Methods to send in `Allow` (405 answers).
  var allowedMethods: [HTTPRequest.Method] = []

  /// Creates an error with an explicit status, code and message.
  init(_ status: HTTPResponse.Status, _ code: ErrorCode, _ message: String, retryAfterSeconds: Int? = nil) {
    self.status = status
    self.code = code
    self.message = message
    self.retryAfterSeconds = retryAfterSeconds
  }
}

extension APIError: HTTPResponseError {
  /// Renders the error as the contract's JSON error body.
  func response(from request: Request, context: some RequestContext) throws -> Response {
    self.response()
  }

  /// Renders the error as the contract's JSON error body without needing a request.
  func response() -> Response {
    var headers = HTTPFields()
    if let retryAfterSeconds {
      headers[.retryAfter] = String(max(1, retryAfterSeconds))
    }
    if !allowedMethods.isEmpty {
      headers[.allow] = allowedMethods.map(\.rawValue).joined(separator: ", ")
    }
    return JSONResponse.make(status: status, body: ErrorBody(code: code.rawValue, message: message), headers: headers)
  }
}

/// Wire shape of every error answer.
struct ErrorBody: Codable, Sendable, Equatable {
  let code: String
  let message: String
}

extension APIError: CustomStringConvertible {
  /// The message, so command-line tools (e.g. `serve --faults`) print a readable sentence.
  var description: String { message }
}
