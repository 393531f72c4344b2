import Crypto
import Foundation
import HTTPTypes
import Hummingbird

/// Runs one RPC: body checks, authentication, idempotency and the handler, all in one transaction.
struct RPCResponder: Sendable {
  /// What the transaction produced.
  private struct Outcome: Sendable {
    let reply: RPCReply
    let caller: Caller?
    let replayed: Bool
  }

  let endpoint: RPCEndpoint
  let services: ServerServices

  /// Handles `POST /rpc/<name>`.
  func respond(to request: Request, context: DevRequestContext) async throws -> Response {
    let body = try await RPCBodyReader.read(request)
    let key = endpoint.isIdempotent ? try IdempotencyKey.parse(request.headers) : nil
    let authorization = request.headers[.authorization]
    let clientIP = context.clientIP
    let sessions = SessionService(services: services)

    let outcome = try await services.database.transaction { transaction in
      let caller: Caller? =
        switch endpoint.access {
        case .anonymous: nil
        case .authenticated: try await sessions.authenticate(authorization: authorization, in: transaction)
        }
      let call = RPCCall(body: body, caller: caller, clientIP: clientIP)
      guard let key else {
        return Outcome(reply: try await endpoint.handler(call, transaction), caller: caller, replayed: false)
      }
      let (reply, replayed) = try await runIdempotently(key: key, call: call, in: transaction)
      return Outcome(reply: reply, caller: caller, replayed: replayed)
    }

    await outcome.reply.afterCommit?()
    let reply = try await outcome.reply.then?() ?? outcome.reply
    var headers = HTTPFields()
    if outcome.replayed {
      headers[.idempotentReplayed] = "true"
    }
    if outcome.reply.offersTokenRenewal, let caller = outcome.caller,
      let fresh = try sessions.renewedAccessToken(for: caller)
    {
      headers[.newAccessToken] = fresh
    }
    return reply.response(headers: headers)
  }

  /// Replays the stored answer for `key`, or runs the handler and stores a successful answer.
  ///
  /// Keys are scoped per caller (anonymous callers share one scope) and bound to the route
  /// and the SHA-256 of the body, so the same key with a different request is 422.
  /// Failed answers are not stored: the transaction rolled back, so a retry should run again.
  private func runIdempotently(key: String, call: RPCCall, in transaction: Transaction) async throws
    -> (RPCReply, replayed: Bool)
  {
    let store = IdempotencyStore(transaction)
    let scope = call.caller?.accountID ?? "anonymous"
    let fingerprint = Hex.encode(SHA256.hash(data: call.body))
    let now = services.now
    if let stored = try await store.reply(caller: scope, key: key, now: now) {
      guard stored.route == endpoint.name, stored.requestSHA256 == fingerprint else {
        throw APIError.idempotencyKeyReused
      }
      let json = stored.body.isEmpty ? nil : Data(stored.body)
      return (RPCReply(status: HTTPResponse.Status(code: stored.status), json: json), true)
    }
    let reply = try await endpoint.handler(call, transaction)
    let stored = StoredReply(
      route: endpoint.name, requestSHA256: fingerprint, status: reply.status.code, body: Array(reply.json ?? Data()))
    try await store.save(caller: scope, key: key, reply: stored, now: now)
    return (reply, false)
  }
}
