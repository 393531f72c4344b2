import Foundation

/// The one type the app talks to: parses incoming URLs and forwards accepted routes, through a
/// ``PendingDeepLinkBuffer``, to the handler the app attaches once it is ready.
public struct DeepLinkRouter: Sendable {
  /// The parser that judges every URL.
  public let parser: DeepLinkParser

  /// The buffer accepted routes go through.
  public let buffer: PendingDeepLinkBuffer

  /// Creates a router from a parser and (for sharing or tests) a buffer.
  public init(parser: DeepLinkParser, buffer: PendingDeepLinkBuffer = PendingDeepLinkBuffer()) {
    self.parser = parser
    self.buffer = buffer
  }

  /// Creates a router with a fresh parser and buffer.
  public init(configuration: DeepLinkConfiguration) {
    self.init(parser: DeepLinkParser(configuration: configuration))
  }

  /// Parses `url`; an accepted route goes to the buffer (delivered or held), a rejected one is
  /// returned and goes nowhere.
  @discardableResult
  public func handle(url: URL) async -> Result<PendingDeepLinkBuffer.Delivery, DeepLinkRejection> {
    await handle(string: url.absoluteString)
  }

  /// The same as ``handle(url:)`` for a link held as text.
  @discardableResult
  public func handle(string: String) async -> Result<PendingDeepLinkBuffer.Delivery, DeepLinkRejection> {
    switch parser.parse(string) {
    case .success(let route): .success(await buffer.submit(route))
    case .failure(let rejection): .failure(rejection)
    }
  }

  /// Marks the app ready and delivers any route that arrived before (see
  /// ``PendingDeepLinkBuffer/attach(_:)``).
  public func attach(_ handler: @escaping PendingDeepLinkBuffer.Handler) async {
    await buffer.attach(handler)
  }

  /// Marks the app not ready; later routes wait in the buffer.
  public func detach() async {
    await buffer.detach()
  }
}
