extension PendingDeepLinkBuffer {
  /// What ``PendingDeepLinkBuffer/submit(_:)`` did with a route.
  ///
  /// ```swift
  /// if await buffer.submit(route) == .replacedPending { logger.info("newer link replaced a pending one") }
  /// ```
  public enum Delivery: Sendable, Hashable {
    /// A handler was attached and has handled the route.
    ///
    /// ```swift
    /// await buffer.attach(handler); await buffer.submit(route) // .delivered
    /// ```
    case delivered

    /// No handler yet; the route waits in the empty slot.
    ///
    /// ```swift
    /// await PendingDeepLinkBuffer().submit(route) // .buffered
    /// ```
    case buffered

    /// No handler yet; the route replaced an earlier undelivered one, which is dropped.
    ///
    /// ```swift
    /// await buffer.submit(first); await buffer.submit(second) // .replacedPending
    /// ```
    case replacedPending
  }
}
