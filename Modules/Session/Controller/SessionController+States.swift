extension SessionController {
  /// Every state change, for any number of subscribers.
  ///
  /// Each new stream first yields the current state, then every change in order; all streams see
  /// the same sequence, and consecutive duplicates are never sent. Nothing is dropped (unbounded
  /// buffer). A stream whose consumer stops (task cancelled, loop exited) is unregistered.
  public nonisolated func states() -> AsyncStream<SessionState> {
    broadcaster.subscribe()
  }

  /// The state right now, readable synchronously from any context.
  public nonisolated var currentState: SessionState { broadcaster.current }

  /// The signed-in user (also while refreshing), or `nil`.
  public nonisolated var currentUser: SessionUser? { currentState.user }

  /// How many ``states()`` streams are live; a diagnostic for leak checks in tests.
  public nonisolated var stateSubscriberCount: Int { broadcaster.subscriberCount }
}
