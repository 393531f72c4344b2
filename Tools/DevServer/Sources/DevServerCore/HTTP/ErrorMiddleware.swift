import Hummingbird
import Logging
import NIOCore

/// Turns every thrown error into the contract's JSON error answer.
///
/// Hummingbird would otherwise answer its own errors (404 for unknown routes, 413, ...) with
/// an empty body and unknown errors with a bare 500.
struct ErrorMiddleware: RouterMiddleware {
  typealias Context = DevRequestContext

  /// Tells a wrong method on a known path (405) from an unknown path (404).
  let routes: RouteTable

  func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
    -> Response
  {
    do {
      return try await next(request, context)
    } catch let error as APIError {
      return error.response()
    } catch let error as ConnectionDropped {
      // Deliberate: there is no one left to answer.
      throw error
    } catch let error as HTTPError {
      // Handlers report missing ids as APIError, so a Hummingbird 404 means no route matched.
      if error.status == .notFound, let allowed = routes.allowedMethods(for: request.uri.path) {
        return APIError.methodNotAllowed(allowed: allowed).response()
      }
      return APIError(translating: error).response()
    } catch is NIOTooManyBytesError {
      return APIError.payloadTooLarge("The request body is too large.").response()
    } catch let error as DecodingError {
      return RequestDecoding.apiError(for: error).response()
    } catch let error as DatabaseUnavailable {
      // The database went away (or is restarting): the client may retry; nothing was half-written.
      context.logger.warning(
        "Database unavailable", metadata: ["reason": "\(error.reason)", "path": "\(request.uri.path)"])
      return APIError.databaseUnavailable.response()
    } catch {
      // Errors here are storage or file-system failures; their descriptions carry no
      // request data (SQL binds are never included), so they are safe to log.
      context.logger.error("Unhandled error", metadata: ["error": "\(error)", "path": "\(request.uri.path)"])
      return APIError.internal.response()
    }
  }
}
