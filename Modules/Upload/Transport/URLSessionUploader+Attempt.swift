import Foundation
import Networking

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension URLSessionUploader {
  /// One finished PUT as an ``UploadTransport/AttemptObserver`` sees it. The body is a file, so
  /// it is not included; `Content-Length` says how big it was. The error is the one the queue gets,
  /// as a `NetworkError` (``UploadTransportError/networkError``). `started` is its wall time and
  /// `duration` the monotonic seconds it took, both read from the uploader's `TimeSource`.
  static func attempt(
    _ request: URLRequest, byteSize: Int, started: Date, duration: TimeInterval,
    sent: Result<(HTTPURLResponse, Data), UploadTransportError>,
    result: Result<UploadTransportResult, UploadTransportError>
  ) -> NetworkAttempt {
    var requestHeaders = request.allHTTPHeaderFields ?? [:]
    requestHeaders["Content-Length"] = String(byteSize)
    let answer = try? sent.get()
    var responseHeaders: [String: String] = [:]
    for case (let name as String, let value as String) in answer?.0.allHeaderFields ?? [:] {
      responseHeaders[name] = value
    }
    let error: NetworkError?
    switch result {
    case .success: error = nil
    case .failure(let failure): error = failure.networkError
    }
    return NetworkAttempt(
      requestID: UUID(), attemptNumber: 1, method: request.httpMethod ?? "PUT",
      url: request.url ?? URL(fileURLWithPath: "/"), requestHeaders: requestHeaders, requestBody: nil,
      status: answer?.0.statusCode, responseHeaders: responseHeaders,
      responseBody: answer.flatMap { $0.1.isEmpty ? nil : $0.1 }, error: error, startedAt: started,
      duration: duration, outcome: error.map { .failed($0) } ?? .delivered)
  }
}

extension UploadTransportError {
  /// The same failure as the API client's error type, for monitors and logs: expired and refused
  /// PUTs by status (403 `forbidden`, 404 `notFound`, others `server`) with the server's code, an
  /// unreadable file as `encoding` (the request body could not be produced).
  public var networkError: NetworkError {
    switch self {
    case .expired: .forbidden(code: "upload_url_expired")
    case .rejected(401, let code): .unauthorized(code: code)
    case .rejected(403, let code): .forbidden(code: code)
    case .rejected(404, _): .notFound
    case .rejected(let status, let code): .server(status: status, code: code, message: nil)
    case .network(let error): error
    case .fileUnreadable: .encoding(details: "the file could not be read")
    }
  }
}
