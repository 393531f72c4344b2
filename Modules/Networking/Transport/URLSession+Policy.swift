#if canImport(Darwin)
  import Foundation
  import Observability
  import Security

  extension URLSession {
    /// Sends `request` with ``TransferPolicy`` applied through a task delegate, the Apple-platform
    /// counterpart of ``CurlEngine`` (ADR 0021): the answer is counted as it arrives and the task
    /// cancelled one byte past the cap; `request.timeoutInterval` is the stall timeout (URLSession's
    /// request timeout is an idle timeout) and the overall deadline cancels the task; no redirect is
    /// followed; ``TransferPolicy/additionalTrustedCertificates`` are trusted beside the system's.
    ///
    /// - Throws: `NetworkError` (`.answerTooLarge`, `.untrustedCertificate`, `.proxyRefused`), `URLError`
    ///   (`.timedOut` at the deadline), or `CancellationError`.
    func data(for request: URLRequest, policy: TransferPolicy) async throws -> (Data, HTTPURLResponse) {
      var request = request
      request.timeoutInterval = policy.stallTimeout.timeInterval
      let delegate = PolicyTaskDelegate(policy: policy, host: request.url?.host ?? "")
      let task = dataTask(with: request)
      task.delegate = delegate
      do {
        return try await withTaskCancellationHandler {
          try await withCheckedThrowingContinuation { continuation in
            delegate.start(task, continuation: continuation)
          }
        } onCancel: {
          task.cancel()
        }
      } catch let error as URLError {
        throw Self.proxyFailure(error, route: request.url.map { ProxyRoute.live(for: $0, policy: policy) })
      }
    }

    /// Through a proxy, failing to reach a host is failing to reach the proxy (the only connection
    /// opened is its own), and a demand for credentials is its 407. Apple does not report the status
    /// of other refused `CONNECT`s.
    static func proxyFailure(_ error: URLError, route: ProxyRoute?) -> any Error {
      guard case .proxy(let proxy) = route else { return error }
      switch error.code {
      case .cannotConnectToHost, .cannotFindHost: return NetworkError.proxyRefused(proxy: proxy.shown, status: nil)
      case .userAuthenticationRequired: return NetworkError.proxyRefused(proxy: proxy.shown, status: 407)
      default: return error
      }
    }
  }

  /// One task's policy: counts the answer, refuses redirects, trusts extra CAs, keeps the deadline.
  final class PolicyTaskDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let policy: TransferPolicy
    private let host: String
    private let state = LockedValue(State())

    private struct State {
      var received = Data()
      var refusal: (any Error)?
      var continuation: CheckedContinuation<(Data, HTTPURLResponse), any Error>?
    }

    init(policy: TransferPolicy, host: String) {
      self.policy = policy
      self.host = host
    }

    func start(_ task: URLSessionDataTask, continuation: CheckedContinuation<(Data, HTTPURLResponse), any Error>) {
      state.withLock { $0.continuation = continuation }
      task.resume()
      let deadline = policy.deadline.timeInterval
      DispatchQueue.global().asyncAfter(deadline: .now() + deadline) { [weak self, weak task] in
        self?.refuse(URLError(.timedOut), task: task)
      }
    }

    private func refuse(_ error: any Error, task: URLSessionTask?) {
      state.withLock { state in
        if state.refusal == nil { state.refusal = error }
      }
      task?.cancel()
    }

    func urlSession(
      _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
      newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
      completionHandler(nil)  // RedirectPolicy decides, above the transport (ADR 0018)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
      let limit = policy.maximumAnswerBytes
      let fits = state.withLock { state in
        let fits = state.received.count + data.count <= limit
        if fits { state.received.append(data) } else { state.received = Data() }
        return fits
      }
      if !fits { refuse(NetworkError.answerTooLarge(limit: policy.maximumAnswerBytes), task: dataTask) }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
      let (continuation, refusal, data) = state.withLock { state in
        defer { state.continuation = nil }
        return (state.continuation, state.refusal, state.received)
      }
      if let refusal {
        continuation?.resume(throwing: refusal)
      } else if let error {
        continuation?.resume(throwing: error)
      } else if let response = task.response as? HTTPURLResponse {
        continuation?.resume(returning: (data, response))
      } else {
        continuation?.resume(throwing: URLError(.badServerResponse))
      }
    }

    func urlSession(
      _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
      completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
      guard challenge.protectionSpace.authenticationMethod == NSURLAuthenticationMethodServerTrust,
        let trust = challenge.protectionSpace.serverTrust, let file = policy.additionalTrustedCertificates
      else {
        completionHandler(.performDefaultHandling, nil)
        return
      }
      let anchors = Self.certificates(inPEMFile: file)
      guard !anchors.isEmpty else {
        refuse(NetworkError.tlsHandshakeFailed(host: host), task: task)
        completionHandler(.cancelAuthenticationChallenge, nil)
        return
      }
      SecTrustSetAnchorCertificates(trust, anchors as CFArray)
      SecTrustSetAnchorCertificatesOnly(trust, false)  // the system's authorities stay trusted
      if SecTrustEvaluateWithError(trust, nil) {
        completionHandler(.useCredential, URLCredential(trust: trust))
      } else {
        refuse(NetworkError.untrustedCertificate(host: host), task: task)
        completionHandler(.cancelAuthenticationChallenge, nil)
      }
    }

    /// The certificates of a PEM bundle; an unreadable file or block is skipped.
    static func certificates(inPEMFile file: URL) -> [SecCertificate] {
      guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
      return text.components(separatedBy: "-----BEGIN CERTIFICATE-----").dropFirst().compactMap { block in
        guard let body = block.components(separatedBy: "-----END CERTIFICATE-----").first,
          let der = Data(base64Encoded: body, options: .ignoreUnknownCharacters)
        else { return nil }
        return SecCertificateCreateWithData(nil, der as CFData)
      }
    }
  }
#endif
