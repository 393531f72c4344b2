import HTTPTypes
import Hummingbird

/// A route's handler.
typealias RouteHandler = @Sendable (Request, DevRequestContext) async throws -> Response

/// One path and the handler for each method it accepts.
struct Route: Sendable {
  /// Path pattern; `:name` segments match any one segment.
  let path: String
  let handlers: [HTTPRequest.Method: RouteHandler]
}

/// Which methods each known path accepts.
///
/// Hummingbird answers a known path with an unregistered method like an unknown path (404);
/// the contract wants 405 with `Allow`, for any method, including extension methods.
struct RouteTable: Sendable {
  private let entries: [(segments: [Substring], methods: [HTTPRequest.Method])]

  init(_ routes: [Route]) {
    entries = routes.map { route in
      (Self.segments(of: route.path), route.handlers.keys.sorted { $0.rawValue < $1.rawValue })
    }
  }

  /// Methods accepted at `path`, or nil when no route has that shape.
  func allowedMethods(for path: String) -> [HTTPRequest.Method]? {
    let requested = Self.segments(of: path)
    return entries.first { entry in
      entry.segments.count == requested.count
        && zip(entry.segments, requested).allSatisfy { pattern, segment in
          pattern.hasPrefix(":") || pattern == segment
        }
    }?.methods
  }

  private static func segments(of path: String) -> [Substring] {
    path.split(separator: "/")
  }
}
