#if os(iOS)
  import Foundation
  import Networking

  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  /// A background `URLSession` for uploads on iOS: the system keeps sending while the app is
  /// suspended and relaunches it in the background when the transfer ends.
  ///
  /// Not compiled or tested on Linux (CI runs there); the delegate path it uses is the same one
  /// ``UploadTransport/urlSession(configuration:policy:answers:onAttempt:)`` runs and tests on every platform.
  ///
  /// Wiring: create it once at launch and pass ``transport`` to the queue; in
  /// `application(_:handleEventsForBackgroundURLSession:completionHandler:)` pass the handler to
  /// ``handleEvents(completionHandler:)`` and call the queue's `start()` (an unconfirmed PUT is
  /// simply redone). The README's "Platform notes" say the same.
  ///
  /// Limits: if the app is terminated while a PUT is in flight, its answer is delivered to the
  /// relaunched process's session but no job is awaiting it any more; the queue redoes the PUT
  /// (safe: the server replaces an unconfirmed upload and answers 409 `already_completed` after
  /// completion). Re-attaching to the system's task by `taskDescription` would save that resend.
  public final class BackgroundUploadSession: Sendable {
    /// The transport to hand to one ``UploadQueue``; its PUTs run on the background session.
    public let transport: UploadTransport
    private let uploader: URLSessionUploader

    /// Creates the background session. Use one fixed identifier per app, and create it once, at
    /// launch, so relaunch events find their session. `onAttempt` sees each PUT whose answer this
    /// process receives (``UploadTransport/AttemptObserver``).
    public init(
      identifier: String, policy: TransportSecurityPolicy = .standard, onAttempt: UploadTransport.AttemptObserver? = nil
    ) {
      let configuration = URLSessionConfiguration.background(withIdentifier: identifier)
      configuration.sessionSendsLaunchEvents = true
      configuration.isDiscretionary = false
      configuration.httpShouldSetCookies = false
      configuration.httpCookieAcceptPolicy = .never
      let uploader = URLSessionUploader(configuration: configuration, policy: policy, onAttempt: onAttempt)
      self.uploader = uploader
      self.transport = UploadTransport { request, progress throws(UploadTransportError) in
        try await uploader.upload(request, progress: progress)
      }
    }

    /// Stores the app delegate's completion handler; it is called on the main actor once the
    /// session has delivered every pending event (`urlSessionDidFinishEvents(forBackgroundURLSession:)`).
    public func handleEvents(completionHandler: @escaping @MainActor @Sendable () -> Void) {
      uploader.backgroundEventsFinished.withLock { $0 = completionHandler }
    }
  }
#endif
