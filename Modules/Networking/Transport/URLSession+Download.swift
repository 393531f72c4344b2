#if !canImport(FoundationNetworking)
  import Foundation

  extension URLSession {
    /// Apple platforms' side of ``HTTPTransport/download``: the system writes the answer to a file of
    /// its own (flat memory), which is then checked and appended to `descriptor` in 1 MiB pieces. No
    /// redirect is followed. The cap is checked against the answer's size before any byte is copied.
    func download(
      _ request: URLRequest, appendingTo descriptor: Int32, resumingAt offset: Int, policy: TransferPolicy
    ) async throws -> (Data, HTTPURLResponse, written: Int) {
      var request = request
      request.timeoutInterval = policy.stallTimeout.timeInterval
      let (temporary, response) = try await download(for: request, delegate: RedirectRefusingDelegate.shared)
      defer { try? FileManager.default.removeItem(at: temporary) }
      guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
      let source = try FileHandle(forReadingFrom: temporary)
      defer { try? source.close() }
      guard (200..<300).contains(http.statusCode) else {
        return (try source.read(upToCount: 64 << 10) ?? Data(), http, 0)
      }
      let size = (try? FileManager.default.attributesOfItem(atPath: temporary.path)[.size] as? Int) ?? 0
      let base = http.statusCode == 206 ? offset : 0
      guard base + size <= policy.maximumAnswerBytes else {
        throw NetworkError.answerTooLarge(limit: policy.maximumAnswerBytes)
      }
      if http.statusCode == 206 {
        guard ContentRange.start(http.value(forHTTPHeaderField: "Content-Range")) == offset else {
          throw URLError(.badServerResponse)
        }
      } else if ftruncate(descriptor, 0) != 0 {
        throw CocoaError(.fileWriteUnknown)
      }
      let target = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
      _ = try target.seekToEnd()
      var written = 0
      while let piece = try source.read(upToCount: 1 << 20), !piece.isEmpty {
        try target.write(contentsOf: piece)
        written += piece.count
      }
      return (Data(), http, written)
    }
  }
#endif
