import Observability

/// Logs one line per attempt in the `network` category: method, path, status, duration and what
/// happens next. Headers, query values and bodies are never logged.
public struct LoggingEventMonitor: NetworkEventMonitor {
  private let logger: Logger

  /// Creates a monitor logging to the given logger.
  public init(logger: Logger = Logger(category: .network)) { self.logger = logger }

  public func attemptDidFinish(_ attempt: NetworkAttempt) {
    // Computed inside the messages, which are built only when the handler's level lets them
    // through: at `.warning` and above the routine line costs nothing (docs/performance.md).
    let line = Line(attempt)
    switch attempt.outcome {
    case .delivered:
      logger.info(
        "\(attempt.method, privacy: .public) \(line.path, privacy: .public) → \(line.status, privacy: .public) in \(line.milliseconds, privacy: .public) ms"
      )
    case .retrying(let delay):
      // Retrying is routine; the caller reports the outcome if it fails in the end.
      logger.debug(
        "\(attempt.method, privacy: .public) \(line.path, privacy: .public) → \(line.status, privacy: .public); retry \(attempt.attemptNumber + 1, privacy: .public) in \(Int(delay * 1000), privacy: .public) ms"
      )
    case .redirected:
      logger.debug(
        "\(attempt.method, privacy: .public) \(line.path, privacy: .public) → \(line.status, privacy: .public); following a same-origin redirect"
      )
    case .refreshingCredentials:
      logger.notice("\(attempt.method, privacy: .public) \(line.path, privacy: .public) → 401; refreshing credentials")
    case .failed(.cancelled):
      // The caller cancelled (quitting, a deadline, a superseded load): its decision, not news.
      logger.debug(
        "\(attempt.method, privacy: .public) \(line.path, privacy: .public) cancelled after \(line.milliseconds, privacy: .public) ms"
      )
    case .failed(let error) where (400..<500).contains(attempt.status ?? 0):
      // The caller reports client errors to the user; for the log they are routine.
      logger.notice(
        "\(attempt.method, privacy: .public) \(line.path, privacy: .public) → \(line.status, privacy: .public) (\(error.messageKey, privacy: .public))"
      )
    case .failed(let error):
      // The error is thrown to the caller, which tells the user; at `notice` the log keeps the
      // detail for whoever asks (the host's log level) without saying it twice on stderr.
      logger.notice(
        "\(attempt.method, privacy: .public) \(line.path, privacy: .public) failed: \(error.messageKey, privacy: .public) (\(line.status, privacy: .public)) in \(line.milliseconds, privacy: .public) ms"
      )
    }
  }

  /// The parts of a line, derived from the attempt on first use.
  private struct Line {
    let attempt: NetworkAttempt
    init(_ attempt: NetworkAttempt) { self.attempt = attempt }
    var path: String { attempt.url.path }
    var milliseconds: Int { Int(attempt.duration * 1000) }
    var status: String { attempt.status.map(String.init) ?? (attempt.error?.messageKey ?? "no response") }
  }
}
