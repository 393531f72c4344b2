#if canImport(FoundationNetworking)
  import Foundation
  import FoundationNetworking

  extension CurlEngine {
    /// Sends `request` and appends a successful answer's body to the open file `descriptor` as it
    /// arrives, so memory stays flat whatever the size. A `206` must continue at `offset` (the bytes
    /// already in the file; send `Range: bytes=<offset>-` for it); a `200` truncates the file and
    /// writes it whole. `policy.maximumAnswerBytes` caps the file's final size. An answer that is not
    /// 2xx is returned in memory (at most 64 KiB) and the file is not touched. The descriptor stays open.
    ///
    /// - Returns: the in-memory body (empty for a 2xx), the response, and the bytes written to the file.
    /// - Throws: as ``data(for:policy:)``; `.answerTooLarge` past the cap; `URLError(.badServerResponse)`
    ///   for a `206` that does not start at `offset`; `CocoaError(.fileWriteUnknown)` (its underlying
    ///   `POSIXError`: `ENOSPC`, `EROFS`, …) when the file cannot be written.
    public func download(
      _ request: URLRequest, appendingTo descriptor: Int32, resumingAt offset: Int, policy: TransferPolicy
    ) async throws -> (Data, HTTPURLResponse, written: Int) {
      guard let url = request.url else { throw URLError(.badURL) }
      let body: CurlTransfer.Body = request.httpBody.map { .data($0) } ?? .none
      let transfer = CurlTransfer(
        request: request, url: url, body: body, policy: policy, progress: nil,
        fileSink: .init(descriptor: descriptor, resumeOffset: offset), time: time)
      if case .unusable(let shown) = transfer.route { throw NetworkError.proxyRefused(proxy: shown, status: nil) }
      let (data, response) = try await run(transfer)
      return (data, response, transfer.written)
    }
  }
#endif
