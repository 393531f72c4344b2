import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The seam under ``APIClient``: sends one request under a ``TransferPolicy`` and returns the body
/// and response. The live value is ``live``; a test or a host with its own HTTP stack supplies a
/// closure instead, and the whole pipeline (auth, retries, monitors, typed errors) runs over it
/// unchanged.
///
/// A transport must hand back a 3xx as it came (never follow it), stop reading past the policy's
/// answer size and deadlines, and throw `NetworkError` or `URLError` for failures (`.timedOut` →
/// `.timeout`, `.networkConnectionLost` → a retry when safe, others → `.offline`). Task cancellation
/// must end the call. The client checks the answer's size again whatever the transport did.
public struct HTTPTransport: Sendable {
  /// Sends `request`, applying `policy` (size cap, connect, stall and overall timeouts, trust).
  public var send: @Sendable (_ request: URLRequest, _ policy: TransferPolicy) async throws -> (Data, HTTPURLResponse)
  /// Streams a successful answer's body into an open file instead of memory (``APIClient/download(_:to:maximumBytes:)``):
  /// given the request, the policy (its answer cap is the file's final size), the file's descriptor and the bytes
  /// already in it, it appends a `206` that starts there, rewrites the file for a `200`, and returns any other
  /// answer's body in memory, with the bytes it wrote. `nil` (a stub, a host's closure): the client downloads
  /// through ``send`` and writes the body itself, so the answer is held in memory first.
  public var download: DownloadSend?

  /// Streams a successful answer's body (``APIClient/stream(_:)``): returns at its head with the body as
  /// ``AnswerChunks``, or, for another status, the whole (small) body and no chunks. `nil`: the client
  /// streams through ``send``, one chunk holding the whole answer.
  public var stream: StreamSend?

  /// The shape of ``stream``.
  public typealias StreamSend =
    @Sendable (_ request: URLRequest, _ policy: TransferPolicy) async throws -> (
      Data, HTTPURLResponse, AnswerChunks?
    )

  /// The shape of ``download``.
  public typealias DownloadSend =
    @Sendable (
      _ request: URLRequest, _ policy: TransferPolicy, _ descriptor: Int32, _ offset: Int
    ) async throws -> (Data, HTTPURLResponse, written: Int)

  /// Creates a transport that applies the policy itself.
  public init(
    send: @escaping @Sendable (_ request: URLRequest, _ policy: TransferPolicy) async throws -> (Data, HTTPURLResponse)
  ) {
    self.send = send
  }

  /// Creates a transport from a closure that ignores the policy (a canned answer, a stub). The client
  /// still refuses an answer larger than the policy allows.
  public init(send: @escaping @Sendable (_ request: URLRequest) async throws -> (Data, HTTPURLResponse)) {
    self.send = { request, _ in try await send(request) }
  }

  /// `session`, with no redirect ever followed. On Linux each attempt runs on a short-lived session
  /// of the same configuration, so no connection is ever reused and a cancelled request is abandoned,
  /// not cancelled (FoundationNetworking's limits; ADR 0021): meant for `URLProtocol` stubs there, not
  /// for traffic. The policy's size cap and deadline are applied by the client.
  public static func urlSession(_ session: URLSession) -> HTTPTransport {
    HTTPTransport { request, policy in
      var request = request
      request.timeoutInterval = min(request.timeoutInterval, policy.stallTimeout.timeInterval)
      let (data, response) = try await APIClient.transfer(request, on: session)
      guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
      return (data, http)
    }
  }
}
