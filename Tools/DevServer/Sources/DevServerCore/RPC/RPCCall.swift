import Foundation

/// What a handler knows about the request it serves.
struct RPCCall: Sendable {
  /// The JSON body (`{}` when the request had none).
  let body: Data
  /// The authenticated caller; nil for anonymous functions.
  let caller: Caller?
  /// Peer address, for per-IP rate limits.
  let clientIP: String

  /// Decodes the body, mapping decoding failures to 400s that name the field.
  func decode<Input: Decodable>(_ type: Input.Type) throws -> Input {
    try RequestDecoding.decode(type, from: body)
  }

  /// The caller of an authenticated function.
  ///
  /// The pipeline authenticates before calling the handler, so a nil here is a wiring bug;
  /// answering 401 is still the safe reaction.
  func requireCaller() throws(APIError) -> Caller {
    guard let caller else { throw APIError.unauthorized() }
    return caller
  }
}
