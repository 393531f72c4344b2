#if canImport(FoundationNetworking)
  import Foundation
  import FoundationNetworking
  import Observability

  extension URLSession {
    /// `data(for:)` for FoundationNetworking that, when the calling task is cancelled, ends at once with
    /// `URLError(.cancelled)` and leaves the request to finish on its own instead of cancelling it.
    ///
    /// FoundationNetworking (checked with Swift 6.3) cannot cancel a request safely while its answer
    /// arrives. Its own `data(for:)` deadlocks: `Task.cancel()` holds the task's lock while the
    /// cancellation handler calls `URLSessionTask.cancel()`, which waits for the session's queue, which is
    /// resuming that same task and needs the lock (swift-corelibs-foundation#5412). And a `cancel()` that
    /// lands just after completion crashes in `URLSession.behaviour(for:)` ("a task that is not in the
    /// registry"). Two loaded end-to-end runs hung in the first; a test cancelling near the answer hit the
    /// second within a few hundred requests. So nothing here calls `cancel()`: the abandoned request runs
    /// until it answers or times out, on a session the caller invalidates with `finishTasksAndInvalidate()`.
    func abandonableData(for request: URLRequest) async throws -> (Data, URLResponse) {
      let waiter = LockedValue<CheckedContinuation<(Data, URLResponse), any Error>?>(nil)
      let finish = { @Sendable (result: Result<(Data, URLResponse), any Error>) in
        waiter.withLock { continuation in
          continuation?.resume(with: result)
          continuation = nil
        }
      }
      return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
          waiter.withLock { $0 = continuation }
          let task = dataTask(with: request) { data, response, error in
            if let error {
              finish(.failure(error))
            } else if let response {
              finish(.success((data ?? Data(), response)))
            } else {
              finish(.failure(URLError(.badServerResponse)))
            }
          }
          task.resume()
          if Task.isCancelled { finish(.failure(URLError(.cancelled))) }
        }
      } onCancel: {
        // Resumed from another thread: the runtime holds the cancelled task's lock while this handler runs.
        DispatchQueue.global().async { finish(.failure(URLError(.cancelled))) }
      }
    }
  }
#endif
