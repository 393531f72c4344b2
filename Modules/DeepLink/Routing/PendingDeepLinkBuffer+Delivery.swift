extension PendingDeepLinkBuffer {
  /// What ``PendingDeepLinkBuffer/submit(_:)`` did with a route.
  public enum Delivery: Sendable, Hashable {
    /// A handler was attached and has handled the route.
    case delivered

    /// No handler yet; the route waits in the empty slot.
    case buffered

    /// No handler yet; the route replaced an earlier undelivered one, which is dropped.
    case replacedPending
  }
}
