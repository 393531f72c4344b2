import Foundation
import Networking

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The PUT both live uploaders send.
enum UploadPUT {
  /// The PUT itself: method and headers from the server, the declared content type, no cookies,
  /// no cache. The transport-security policy is checked first, so a signed URL never travels over
  /// cleartext to a non-loopback host.
  static func makeURLRequest(
    for request: UploadRequest, policy: TransportSecurityPolicy
  ) throws(UploadTransportError) -> URLRequest {
    do {
      try policy.validate(request.target.url)
    } catch {
      throw .network(error)
    }
    var urlRequest = URLRequest(url: request.target.url, cachePolicy: .reloadIgnoringLocalCacheData)
    let method = request.target.method.uppercased()
    urlRequest.httpMethod = ["PUT", "POST"].contains(method) ? method : "PUT"
    urlRequest.httpShouldHandleCookies = false
    for (name, value) in request.target.headers {
      // The transport owns these; a server-sent value would only confuse it.
      guard !["content-length", "host", "transfer-encoding", "connection"].contains(name.lowercased()) else { continue }
      urlRequest.setValue(value, forHTTPHeaderField: name)
    }
    if urlRequest.value(forHTTPHeaderField: "Content-Type") == nil {
      urlRequest.setValue(request.contentType, forHTTPHeaderField: "Content-Type")
    }
    return urlRequest
  }

  /// A response's headers as strings (FoundationNetworking and Darwin both keep them as such).
  static func headers(of response: HTTPURLResponse) -> [String: String] {
    var headers: [String: String] = [:]
    for (name, value) in response.allHeaderFields {
      guard let name = name as? String, let value = value as? String else { continue }
      headers[name] = value
    }
    return headers
  }

  /// The answer's meaning, and the attempt the monitors see, from what came back.
  static func finish(
    _ urlRequest: URLRequest, byteSize: Int, started: Date, duration: TimeInterval,
    sent: Result<(HTTPURLResponse, Data), UploadTransportError>,
    answers: UploadAnswerClassifier, onAttempt: UploadTransport.AttemptObserver?
  ) throws(UploadTransportError) -> UploadTransportResult {
    let result = sent.flatMap { response, body in
      answers.classify(
        UploadAnswer(
          status: response.statusCode, headers: headers(of: response), body: body,
          receivedAt: started.addingTimeInterval(duration)))
    }
    onAttempt?(
      URLSessionUploader.attempt(
        urlRequest, byteSize: byteSize, started: started, duration: duration, sent: sent, result: result))
    return try result.get()
  }
}
