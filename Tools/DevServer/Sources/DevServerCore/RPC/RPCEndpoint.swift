/// One `POST /rpc/<name>` function: its access rule, idempotency support and handler.
struct RPCEndpoint: Sendable {
  /// Whether a valid access token is required.
  enum Access: Sendable {
    case anonymous
    case authenticated
  }

  /// Runs the function inside the request's transaction.
  typealias Handler = @Sendable (RPCCall, Transaction) async throws -> RPCReply

  /// Function name; the route is `/rpc/<name>`.
  let name: String
  let access: Access
  /// Creating calls honour `Idempotency-Key` (contract, "Conventions").
  let isIdempotent: Bool
  let handler: Handler

  init(_ name: String, access: Access, idempotent: Bool = false, handler: @escaping Handler) {
    self.name = name
    self.access = access
    self.isIdempotent = idempotent
    self.handler = handler
  }

  /// The route path.
  var path: String { "/rpc/" + name }
}
