import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Tells `URLSession` never to follow a redirect: the 3xx answer is handed back as it came, and
/// ``APIClient`` decides with its ``RedirectPolicy``. Left to itself, URLSession (FoundationNetworking
/// for every completion-handler task; Darwin by default) re-sends the request — `Authorization`
/// header included — to whatever `Location` names, on any origin, in clear text if it says `http`.
///
/// FoundationNetworking asks the session's delegate for completion-handler tasks too (a task's
/// delegate falls back to the session's), so one stateless delegate serves every attempt.
final class RedirectRefusingDelegate: NSObject, URLSessionTaskDelegate, Sendable {
  static let shared = RedirectRefusingDelegate()

  func urlSession(
    _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    completionHandler(nil)
  }
}
