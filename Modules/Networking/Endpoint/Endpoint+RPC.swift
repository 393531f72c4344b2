import Foundation

extension Endpoint {
  /// A PostgREST-style RPC call, `POST /rpc/<name>`, with an empty JSON object as body.
  public static func rpc(
    _ name: String, isIdempotent: Bool = false, requiresAuth: Bool = true,
    idempotencyKey: IdempotencyKeyStrategy = .none
  ) -> Endpoint {
    Endpoint(
      path: "/rpc/\(name)", method: .post, headers: ["Content-Type": "application/json"],
      body: Data("{}".utf8), requiresAuth: requiresAuth, idempotencyKey: idempotencyKey,
      isIdempotent: isIdempotent)
  }

  /// An RPC call with a JSON body encoded with the API's conventions (snake_case, ISO-8601).
  ///
  /// - Throws: `NetworkError.encoding(details:)` if the body cannot be encoded.
  public static func rpc<Body: Encodable>(
    _ name: String, body: Body, isIdempotent: Bool = false, requiresAuth: Bool = true,
    idempotencyKey: IdempotencyKeyStrategy = .none
  ) throws(NetworkError) -> Endpoint {
    var endpoint = rpc(name, isIdempotent: isIdempotent, requiresAuth: requiresAuth, idempotencyKey: idempotencyKey)
    do {
      endpoint.body = try JSONCoding.encoder.encode(body)
    } catch {
      throw .encoding(details: String(describing: error))
    }
    return endpoint
  }
}
