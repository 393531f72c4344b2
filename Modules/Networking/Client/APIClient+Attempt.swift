import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension APIClient {
  enum AttemptOutcome {
    case done(Data, HTTPURLResponse)
    case again
    /// Send the same request to this same-origin URL (``RedirectPolicy`` accepted it).
    case redirected(URL)
  }

  /// Counts attempts, the single 401 replay and the time spent honouring `Retry-After`.
  struct AttemptLoop {
    let policy: RetryPolicy
    let isRetryable: Bool
    let requestID = RequestIDs.make()
    var attempt = 0
    var hasRefreshed = false
    var redirects = 0
    var waitedForRetryAfter: TimeInterval = 0
    /// The call's deadline on the client's monotonic clock (``APIClientConfiguration/callDeadline``).
    var endsAt: Duration?
    /// The last failure of this call that the server itself gave (an unreadable answer, a status that
    /// was retried): when a later attempt's connection then fails, the call was not "offline".
    var serverFailure: NetworkError?

    init(policy: RetryPolicy, isRetryable: Bool, endsAt: Duration? = nil) {
      self.policy = policy
      self.isRetryable = isRetryable
      self.endsAt = endsAt
    }

    /// Whether a wait of `delay` seconds from `now` still leaves time for an attempt before the call's deadline.
    func leavesTime(after delay: TimeInterval, now: Duration) -> Bool {
      guard let endsAt else { return true }
      return now + .milliseconds(Int64((delay * 1000).rounded(.up))) < endsAt
    }
  }

  /// Sends one attempt and decides what comes next. Returns `.again` after any wait.
  func performAttempt<Response>(
    _ base: PreparedRequest, token: String?, endpoint: Endpoint<Response>, loop: inout AttemptLoop
  ) async throws(NetworkError) -> AttemptOutcome {
    loop.attempt += 1
    var request = base.urlRequest(token: token)
    for interceptor in configuration.interceptors {
      do { try await interceptor.willSend(&request, attempt: loop.attempt) } catch {
        throw (error as? NetworkError) ?? .encoding(details: String(describing: error))
      }
    }
    let started = (date: configuration.time.now(), uptime: configuration.time.uptime())
    var policy = base.policy
    if let endsAt = loop.endsAt {
      // An attempt gets what is left of the call's deadline, at most its own.
      let remaining = endsAt - started.uptime
      guard remaining > .zero else { throw .timeout }
      policy.deadline = min(policy.deadline, remaining)
    }
    let result: Result<(Data, HTTPURLResponse), any Error>
    do {
      let (data, response) = try await transport.send(request, policy)
      // Whatever the transport did, an answer past the cap is refused and never reaches a cache.
      if data.count > base.policy.maximumAnswerBytes {
        throw NetworkError.answerTooLarge(limit: base.policy.maximumAnswerBytes)
      }
      result = .success((data, response))
    } catch {
      result = .failure(error)
    }
    let record = AttemptRecord(request: request, started: started, loop: loop)
    switch result {
    case .failure(let error):
      return try await handleTransportFailure(error, record: record, loop: &loop)
    case .success(let (data, response)):
      return try await handleResponse(data, response, token: token, endpoint: endpoint, record: record, loop: &loop)
    }
  }

  private func handleTransportFailure(
    _ error: any Error, record: AttemptRecord, loop: inout AttemptLoop
  ) async throws(NetworkError) -> AttemptOutcome {
    let mapped = Task.isCancelled ? NetworkError.cancelled : NetworkError.transport(error)
    if mapped != .cancelled, Self.isConnectionLoss(error), loop.isRetryable, loop.attempt < loop.policy.maxAttempts,
      case let delay = loop.policy.delay(beforeAttempt: loop.attempt + 1, random: configuration.random()),
      loop.leavesTime(after: delay, now: configuration.time.uptime())
    {
      if mapped == .invalidResponse { loop.serverFailure = mapped }
      notify(record, status: nil, response: nil, body: nil, error: mapped, outcome: .retrying(after: delay))
      try await wait(delay)
      return .again
    }
    // A server that answered an earlier attempt (badly) and then reset the connection was reached:
    // the call reports what it answered, not "Can't reach the server" (a hostile HTTP/2 server did this).
    let reported = mapped == .offline ? loop.serverFailure ?? mapped : mapped
    notify(record, status: nil, response: nil, body: nil, error: mapped, outcome: .failed(reported))
    throw reported
  }

  private func handleResponse<Response>(
    _ data: Data, _ response: HTTPURLResponse, token: String?, endpoint: Endpoint<Response>,
    record: AttemptRecord, loop: inout AttemptLoop
  ) async throws(NetworkError) -> AttemptOutcome {
    let status = response.statusCode
    try refuseForeignAnswer(response, record: record)
    if let fresh = response.value(forHTTPHeaderField: "X-New-Access-Token"), !fresh.isEmpty {
      await configuration.authorization?.adopt(newAccessToken: fresh)
    }
    if (200..<300).contains(status) {
      notify(record, status: status, response: response, body: data, error: nil, outcome: .delivered)
      return .done(data, response)
    }
    if RedirectPolicy.isRedirect(status) {
      return try followRedirect(response, record: record, loop: &loop)
    }
    let retryAfter = RetryAfter.parse(response.value(forHTTPHeaderField: "Retry-After"), time: configuration.time)
    let error = NetworkError.status(status, body: data, retryAfter: retryAfter, parser: configuration.errorBody)

    if status == 401, endpoint.requiresAuth, let token, let provider = configuration.authorization, !loop.hasRefreshed {
      notify(record, status: status, response: response, body: data, error: error, outcome: .refreshingCredentials)
      loop.hasRefreshed = true
      loop.attempt -= 1  // the replay after a refresh is not a retry
      try await refresh(rejected: token, provider: provider)
      return .again
    }
    if status == 429, loop.attempt < loop.policy.maxAttempts {
      let delay = retryAfter ?? loop.policy.delay(beforeAttempt: loop.attempt + 1, random: configuration.random())
      if loop.waitedForRetryAfter + delay <= loop.policy.retryAfterBudget,
        loop.leavesTime(after: delay, now: configuration.time.uptime())
      {
        loop.waitedForRetryAfter += delay
        loop.serverFailure = error
        notify(record, status: status, response: response, body: data, error: error, outcome: .retrying(after: delay))
        try await wait(delay)
        return .again
      }
    }
    if RetryPolicy.retries(status: status), loop.isRetryable, loop.attempt < loop.policy.maxAttempts,
      case let delay = loop.policy.delay(beforeAttempt: loop.attempt + 1, random: configuration.random()),
      loop.leavesTime(after: delay, now: configuration.time.uptime())
    {
      loop.serverFailure = error
      notify(record, status: status, response: response, body: data, error: error, outcome: .retrying(after: delay))
      try await wait(delay)
      return .again
    }
    let final: NetworkError =
      if status == 401, endpoint.requiresAuth { .unauthorized(code: error.serverCode) } else { error }
    notify(record, status: status, response: response, body: data, error: final, outcome: .failed(final))
    throw final
  }

  /// Decides a 3xx with ``RedirectPolicy``; a followed hop is not a retry and costs no retry budget.
  private func followRedirect(
    _ response: HTTPURLResponse, record: AttemptRecord, loop: inout AttemptLoop
  ) throws(NetworkError) -> AttemptOutcome {
    let status = response.statusCode
    guard let url = record.request.url else { throw .invalidResponse }
    do {
      let next = try configuration.redirects.destination(
        status: status, location: response.value(forHTTPHeaderField: "Location"), from: url,
        method: record.request.httpMethod ?? "GET", hops: loop.redirects,
        transportSecurity: configuration.transportSecurity)
      loop.redirects += 1
      loop.attempt -= 1
      notify(record, status: status, response: response, body: nil, error: nil, outcome: .redirected)
      return .redirected(next)
    } catch {
      let refused = NetworkError.redirectRefused(error)
      notify(record, status: status, response: response, body: nil, error: refused, outcome: .failed(refused))
      throw refused
    }
  }

  /// An answer whose URL has another origin than the request's means the transport followed a
  /// redirect on its own (a host-supplied ``HTTPTransport`` that should not): refused, so at least
  /// nothing from that origin is believed.
  private func refuseForeignAnswer(_ response: HTTPURLResponse, record: AttemptRecord) throws(NetworkError) {
    // The common answer carries its request's own URL: compared whole first, it costs no parsing.
    guard let answered = response.url, let asked = record.request.url, answered != asked,
      let to = Origin(answered), let from = Origin(asked), to != from
    else { return }
    let refused = NetworkError.redirectRefused(.crossOrigin(from: from.description, to: to.description))
    notify(
      record, status: response.statusCode, response: response, body: nil, error: refused, outcome: .failed(refused))
    throw refused
  }

  /// Runs the shared refresh. The provider's `NetworkError` is the answer as it is (its contract keeps
  /// `.unauthorized` for a refused refresh token); an error of another type means it has no token to give,
  /// which reads `.unauthorized`.
  func refresh(rejected token: String, provider: any AuthorizationProvider) async throws(NetworkError) {
    do {
      _ = try await refreshCoordinator.freshToken(replacing: token, provider: provider)
    } catch let error as NetworkError {
      // The provider's contract: `.unauthorized` only when the refresh token was refused; anything else
      // (an unreadable answer, a 400 the provider does not count as a refusal, another account's answer)
      // kept the session and must reach the caller as what it is, not as "signed out".
      throw error
    } catch is CancellationError {
      throw .cancelled
    } catch {
      throw .unauthorized(code: nil)
    }
  }

  private func wait(_ seconds: TimeInterval) async throws(NetworkError) {
    do { try await configuration.time.sleep(seconds: seconds) } catch { throw .cancelled }
    if Task.isCancelled { throw .cancelled }
  }

  static func isConnectionLoss(_ error: any Error) -> Bool { NetworkError.isConnectionLoss(error) }

  /// Sends one attempt without following redirects (``RedirectPolicy`` decides them, above the
  /// transport). On Linux it gets a session of its own (same configuration, so stubs and
  /// timeouts carry over, but not the delegate): libcurl resends a request whose reused connection
  /// died without rewinding its body, and only a private connection cache guarantees no reuse,
  /// even when the server closes without saying so (ADR 0022). A cancelled attempt there
  /// is abandoned rather than cancelled (`URLSession.abandonableData(for:)` says why), and its answer is
  /// handed over inline (`InlineCompletionQueue`), as Foundation's own `data(for:)` does.
  static func transfer(_ request: URLRequest, on session: URLSession) async throws -> (Data, URLResponse) {
    #if canImport(FoundationNetworking)
      let own = URLSession(
        configuration: session.configuration, delegate: RedirectRefusingDelegate.shared,
        delegateQueue: OperationQueue.inlineCompletions)
      defer { own.finishTasksAndInvalidate() }
      return try await own.abandonableData(for: request)
    #else
      return try await session.data(for: request, delegate: RedirectRefusingDelegate.shared)
    #endif
  }
}
