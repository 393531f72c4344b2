/// Holds a route that arrives before the app can act on it (cold start: the OS hands over the
/// URL before account state and navigation exist) and hands every route to exactly one consumer,
/// exactly once.
///
/// Policy:
/// - Until a handler is attached, routes are buffered; a newer route **replaces** an undelivered
///   one (latest wins: the link the user tapped last is the one they mean, and an older
///   sign-in or invite link is likely superseded by a newer email).
/// - ``attach(_:)`` marks the app ready and delivers the buffered route, if any, to that handler.
///   Attaching again replaces the handler; a route already delivered is not delivered again.
/// - While a handler is attached, ``submit(_:)`` delivers straight to it. The handler is not
///   serialised: two links arriving together may be handled concurrently.
/// - ``take()`` is the pull-style consumer; it and delivery share one slot, so concurrent
///   consumers can never both get the same route.
public actor PendingDeepLinkBuffer {
  /// Receives accepted routes once the app is ready.
  public typealias Handler = @Sendable (DeepLinkRoute) async -> Void

  private var pending: DeepLinkRoute?
  private var handler: Handler?

  /// Creates an empty buffer with no handler (not ready).
  public init() {}

  /// Whether a route is waiting for a consumer.
  public var hasPendingRoute: Bool { pending != nil }

  /// Whether a handler is attached, i.e. routes are delivered rather than buffered.
  public var isReady: Bool { handler != nil }

  /// Delivers `route` to the attached handler, or buffers it (replacing any undelivered route).
  /// Returns after the handler has finished with it, when delivered.
  @discardableResult
  public func submit(_ route: DeepLinkRoute) async -> Delivery {
    guard let handler else {
      let outcome: Delivery = pending == nil ? .buffered : .replacedPending
      pending = route
      return outcome
    }
    await handler(route)
    return .delivered
  }

  /// Marks the app ready: installs `handler` and delivers the buffered route to it, if any.
  /// The slot is emptied before the handler runs, so a concurrent ``attach(_:)`` or ``take()``
  /// (the actor is re-entrant at the `await`) finds nothing.
  public func attach(_ handler: @escaping Handler) async {
    self.handler = handler
    guard let route = pending else { return }
    pending = nil
    await handler(route)
  }

  /// Marks the app not ready again (signed out, scene torn down); later routes are buffered.
  public func detach() {
    handler = nil
  }

  /// Removes and returns the buffered route: the pull-style alternative to ``attach(_:)``, and
  /// the way to drop a stale route.
  public func take() -> DeepLinkRoute? {
    defer { pending = nil }
    return pending
  }
}
