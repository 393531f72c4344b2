import Hummingbird
import NIOCore
import ServiceLifecycle

/// Applies the injector's plan: 429 bursts, latency, error answers, dropped connections and
/// truncated bodies. `/dev/*` and `/health` are exempt (see ``FaultInjector/isExempt(_:)``).
struct FaultMiddleware: RouterMiddleware {
  typealias Context = DevRequestContext

  let injector: FaultInjector

  func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
    -> Response
  {
    let path = request.uri.path
    let plan = injector.plan(for: path)
    if plan.rateLimited {
      return APIError.injected(status: 429).response()
    }
    if plan.latencyMS > 0 {
      // A stopping server does not wait out an injected delay (a test holding an upload for 30 s
      // would otherwise wait that long for the server to exit): the held request gets 503 at once.
      do {
        try await cancelWhenGracefulShutdown { try await Task.sleep(for: .milliseconds(plan.latencyMS)) }
      } catch {
        return APIError.injected(status: 503).response()
      }
    }
    if let status = plan.errorStatus {
      return APIError.injected(status: status).response()
    }
    if plan.dropConnection {
      try await dropConnection(request: request, context: context)
    }
    let response = try await next(request, context)
    if let length = response.body.contentLength, length > 1, injector.shouldTruncate(path: path) {
      return Self.truncated(response, announcedLength: length)
    }
    return response
  }

  /// Closes the connection without answering, after reading a little of any body so an
  /// upload fails mid-transfer the way a flaky network makes it fail.
  private func dropConnection(request: Request, context: Context) async throws -> Never {
    var body = request.body.makeAsyncIterator()
    _ = try? await body.next()
    try? await context.channel.close().get()
    throw ConnectionDropped()
  }

  /// `response` with its full `Content-Length` announced but only half the bytes sent,
  /// after which the connection is closed.
  static func truncated(_ response: Response, announcedLength: Int) -> Response {
    let original = response.body
    var truncated = response
    truncated.body = ResponseBody(contentLength: announcedLength) { writer in
      try await original.write(TruncatingWriter(base: writer, remaining: announcedLength / 2))
      throw ConnectionDropped()
    }
    return truncated
  }
}

/// Forwards bytes until its budget is spent, then fails so the body is never finished.
private struct TruncatingWriter: ResponseBodyWriter {
  var base: any ResponseBodyWriter
  var remaining: Int

  mutating func write(_ buffer: ByteBuffer) async throws {
    guard buffer.readableBytes < remaining else {
      if remaining > 0, let head = buffer.getSlice(at: buffer.readerIndex, length: remaining) {
        try await base.write(head)
      }
      remaining = 0
      throw ConnectionDropped()
    }
    remaining -= buffer.readableBytes
    try await base.write(buffer)
  }

  consuming func finish(_ trailingHeaders: HTTPFields?) async throws {
    throw ConnectionDropped()
  }
}
