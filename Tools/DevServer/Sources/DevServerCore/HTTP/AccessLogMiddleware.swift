import Hummingbird
import Logging

/// One log line per request: method, path and status.
///
/// The query string is left out on purpose: signed URLs carry their signature there, and
/// the outbox endpoint takes an email address.
struct AccessLogMiddleware: RouterMiddleware {
  typealias Context = DevRequestContext

  func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
    -> Response
  {
    let response = try await next(request, context)
    context.logger.info(
      "\(request.method) \(request.uri.path) \(response.status.code)")
    return response
  }
}
