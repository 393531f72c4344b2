import Foundation
import HTTPTypes
import Hummingbird

/// A handler's successful answer, turned into a response once its transaction committed.
struct RPCReply: Sendable {
  let status: HTTPResponse.Status
  /// Encoded JSON body; nil for 204.
  let json: Data?
  /// Side effects that must only happen after commit (delivering mail, deleting files).
  var afterCommit: (@Sendable () async -> Void)?
  /// Work after commit (and after ``afterCommit``) whose reply replaces this one: a long-poll waits there,
  /// holding no transaction. It must not write what the first reply's transaction wrote.
  var then: (@Sendable () async throws -> RPCReply)?
  /// False when the call ended the session, so no replacement token should be offered.
  var offersTokenRenewal = true

  /// An answer with a JSON body.
  static func json(_ status: HTTPResponse.Status, _ value: some Encodable) throws -> RPCReply {
    RPCReply(status: status, json: try JSONCoding.encoder().encode(value))
  }

  /// 200 with a JSON body.
  static func ok(_ value: some Encodable) throws -> RPCReply {
    try json(.ok, value)
  }

  /// 204 without a body.
  static let noContent = RPCReply(status: .noContent, json: nil)

  /// The HTTP response for this reply plus `headers`.
  func response(headers: HTTPFields) -> Response {
    guard let json else { return Response(status: status, headers: headers) }
    return JSONResponse.raw(status: status, json: json, headers: headers)
  }
}
