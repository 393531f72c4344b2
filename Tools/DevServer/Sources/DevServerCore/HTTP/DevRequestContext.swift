import Hummingbird
import NIOCore

/// Per-request context: Hummingbird's core storage plus the connection.
///
/// The channel is kept so fault injection can drop a connection, and so per-IP rate limits
/// know the peer address.
public struct DevRequestContext: RequestContext {
  /// Hummingbird's routing state.
  public var coreContext: CoreRequestContextStorage
  /// The connection the request arrived on.
  public let channel: any Channel

  /// Creates the context for a new request.
  public init(source: ApplicationRequestContextSource) {
    coreContext = .init(source: source)
    channel = source.channel
  }

  /// Peer IP address; `unknown` when there is none (in-process router tests).
  var clientIP: String {
    channel.remoteAddress?.ipAddress ?? "unknown"
  }
}
