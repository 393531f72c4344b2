#if canImport(FoundationNetworking)
  import Foundation
  import FoundationNetworking

  /// A delegate queue that runs each block at once, on the thread that adds it.
  ///
  /// FoundationNetworking hands a completion handler to the session's delegate queue, an `OperationQueue`
  /// of its own per session: one more thread hand-off and one more queue per request, ~17 µs of CPU
  /// each (Swift 6.3, docs/performance.md). Foundation's own async `data(for:)` skips that queue and calls
  /// its handler inline on the session's work queue; it cannot be used here (see
  /// `URLSession.abandonableData(for:)`), so a session built for one attempt takes this queue instead and
  /// gets the same inline call. Only for sessions without a delegate, whose one handler merely resumes a
  /// continuation: anything slower would hold up the session's work queue.
  final class InlineCompletionQueue: OperationQueue, @unchecked Sendable {
    override func addOperation(_ block: @escaping @Sendable () -> Void) {
      block()
    }
  }

  extension OperationQueue {
    /// The one `InlineCompletionQueue`: it holds no state, so every per-attempt session shares it.
    static let inlineCompletions: OperationQueue = InlineCompletionQueue()
  }
#endif
