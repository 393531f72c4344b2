/// How long and how often a round asks for a take's evaluation: long-polls of at most
/// ``longPollSeconds``, for at most ``bound`` in all, waiting ``firstBackoff`` (doubling up to
/// ``maximumBackoff``) after a failed request or an answer that came back at once.
public struct EvaluationPolicy: Sendable, Equatable {
  /// Seconds each request asks the server to wait (the server allows 20; 10 keeps every request
  /// well inside the client's 15 s stall timeout).
  public var longPollSeconds: Int
  /// The longest the round follows one evaluation before it leaves it pending (the server's
  /// evaluation takes a second or two; its own give-up is minutes away).
  public var bound: Duration
  /// The first pause after a failure.
  public var firstBackoff: Duration
  /// The longest pause between requests.
  public var maximumBackoff: Duration

  /// Stores the values as given.
  public init(
    longPollSeconds: Int = 10, bound: Duration = .seconds(75), firstBackoff: Duration = .seconds(1),
    maximumBackoff: Duration = .seconds(8)
  ) {
    self.longPollSeconds = longPollSeconds
    self.bound = bound
    self.firstBackoff = firstBackoff
    self.maximumBackoff = maximumBackoff
  }

  /// Ten-second long-polls for 75 s, backing off from 1 s to 8 s.
  public static let standard = EvaluationPolicy()
}
