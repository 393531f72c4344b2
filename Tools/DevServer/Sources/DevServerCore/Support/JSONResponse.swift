import Foundation
import HTTPTypes
import Hummingbird

/// Builds JSON responses with the shared encoder.
enum JSONResponse {
  /// A response whose body is `body` encoded as JSON.
  ///
  /// Encoding our own `Encodable` models cannot fail short of a programming error; should it
  /// happen anyway the client still gets the contract's error shape rather than a crash.
  static func make(status: HTTPResponse.Status, body: some Encodable, headers: HTTPFields = [:]) -> Response {
    guard let data = try? JSONCoding.encoder().encode(body) else {
      return raw(
        status: .internalServerError,
        json: Data(#"{"code":"internal","message":"The response could not be encoded."}"#.utf8))
    }
    return raw(status: status, json: data, headers: headers)
  }

  /// A response carrying already-encoded JSON bytes (used for idempotent replays).
  static func raw(status: HTTPResponse.Status, json: Data, headers: HTTPFields = [:]) -> Response {
    var headers = headers
    headers[.contentType] = "application/json; charset=utf-8"
    return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: json)))
  }
}
