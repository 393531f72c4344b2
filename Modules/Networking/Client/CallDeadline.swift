import Observability

/// Bounds a whole call (``APIClientConfiguration/callDeadline``): the call races a timer on the
/// client's clock, and the loser is cancelled. Whatever the call is doing at the limit (queued for a
/// connection, mid-attempt, in a backoff) it is cancelled and the caller gets `NetworkError.timeout`.
enum CallDeadline {
  static func race<Value: Sendable>(
    until endsAt: Duration, time: TimeSource, _ operation: @escaping @Sendable () async throws(NetworkError) -> Value
  ) async throws(NetworkError) -> Value {
    let outcome = await withTaskGroup(of: Result<Value, NetworkError>?.self) { group in
      group.addTask {
        do throws(NetworkError) { return .success(try await operation()) } catch { return .failure(error) }
      }
      group.addTask {
        let remaining = endsAt - time.uptime()
        if remaining > .zero {
          do { try await time.sleep(remaining) } catch { return nil }  // cancelled: the call won
        }
        return .failure(.timeout)
      }
      defer { group.cancelAll() }
      while let next = await group.next() {
        if let next { return next }
      }
      return .failure(.cancelled)
    }
    return try outcome.get()
  }
}
