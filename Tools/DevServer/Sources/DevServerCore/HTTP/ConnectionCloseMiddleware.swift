import Hummingbird

/// Answers `Connection: close` when the request asked for it (RFC 9112 §9.6: the server SHOULD).
///
/// Hummingbird closes such a connection after the response without saying so. A client that reads
/// the answer and starts its next request before the close reaches it may pick the dying
/// connection again; libcurl does, and then resends the request without its body (ADR 0022,
/// Consequences). With the header, the client drops the connection as soon as it reads the answer.
///
/// ```swift
/// router.add(middleware: ConnectionCloseMiddleware())   // outermost, so every answer says it
/// ```
struct ConnectionCloseMiddleware: RouterMiddleware {
  typealias Context = DevRequestContext

  func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
    -> Response
  {
    var response = try await next(request, context)
    let options = request.headers[.connection]?.lowercased().split(separator: ",") ?? []
    if options.contains(where: { $0.filter { !$0.isWhitespace } == "close" }) {
      response.headers[.connection] = "close"
    }
    return response
  }
}
