#if canImport(FoundationNetworking)
  import Foundation
  import FoundationNetworking

  extension CurlEngine {
    /// Sends `request` and returns as soon as a 2xx answer's head and first bytes are here, its body
    /// to be read from the chunks as it arrives (``AnswerChunks``: at most about 1 MiB buffered, the
    /// transfer paused while the reader is behind, and not counted as stalled then). An answer that is
    /// not 2xx comes whole, in memory (at most 64 KiB), with no chunks. `policy.maximumAnswerBytes`
    /// caps the bytes streamed; its deadline bounds the whole transfer, reading included.
    ///
    /// - Returns: the head, the body of a non-2xx answer (else empty), and the chunks of a 2xx one.
    /// - Throws: as ``data(for:policy:)`` until the head is here; after that the chunks throw.
    public func stream(_ request: URLRequest, policy: TransferPolicy) async throws -> (
      Data, HTTPURLResponse, AnswerChunks?
    ) {
      guard let url = request.url else { throw URLError(.badURL) }
      let buffer = StreamBuffer()
      let body: CurlTransfer.Body = request.httpBody.map { .data($0) } ?? .none
      let transfer = CurlTransfer(
        request: request, url: url, body: body, policy: policy, progress: nil, streamBuffer: buffer, time: time)
      if case .unusable(let shown) = transfer.route { throw NetworkError.proxyRefused(proxy: shown, status: nil) }
      buffer.onResume = { [self] in resume(transfer) }
      buffer.onCancel = { [self] in withdraw(transfer) }
      let (data, response) = try await run(transfer)
      guard (200..<300).contains(response.statusCode) else {
        buffer.finish(nil)
        return (data, response, nil)
      }
      return (Data(), response, AnswerChunks(buffer: buffer))
    }
  }
#endif
