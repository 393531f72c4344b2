#if canImport(FoundationNetworking)
  import Foundation
  import FoundationNetworking
  import Networking

  /// The live PUT on Linux, over Networking's ``CurlEngine`` (ADR 0021): streamed from an open
  /// descriptor, on the connections the API client's requests use, under a ``TransferPolicy``.
  /// Cancelling the caller stops the transfer and closes its connection at once; no redirect is
  /// followed (the 3xx maps to `NetworkError.redirectRefused`).
  struct CurlUploader: Sendable {
    let engine: CurlEngine
    let security: TransportSecurityPolicy
    let transfer: TransferPolicy
    let answers: UploadAnswerClassifier
    let onAttempt: UploadTransport.AttemptObserver?

    func upload(_ request: UploadRequest, progress: @escaping UploadTransport.Progress)
      async throws(UploadTransportError)
      -> UploadTransportResult
    {
      let urlRequest = try UploadPUT.makeURLRequest(for: request, policy: security)
      let (started, startUptime) = (engine.time.now(), engine.time.uptime())
      let sent: Result<(HTTPURLResponse, Data), UploadTransportError>
      do {
        let (data, response) = try await engine.upload(
          urlRequest, fromFile: request.fileURL, byteCount: request.byteSize, policy: transfer, progress: progress)
        sent = .success((response, data))
      } catch let error as URLError where error.code == .cannotOpenFile {
        throw .fileUnreadable
      } catch {
        sent = .failure(Self.failure(error))
      }
      return try UploadPUT.finish(
        urlRequest, byteSize: request.byteSize, started: started,
        duration: engine.time.elapsed(since: startUptime).timeInterval, sent: sent, answers: answers,
        onAttempt: onAttempt)
    }

    static func failure(_ error: any Error) -> UploadTransportError {
      if error is CancellationError { return .network(.cancelled) }
      if let typed = error as? NetworkError { return .network(typed) }
      if let urlError = error as? URLError, urlError.code == .cannotOpenFile { return .fileUnreadable }
      return URLSessionUploader.transportError(error)
    }
  }
#endif
