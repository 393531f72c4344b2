import Session

extension AsyncStream<SessionState>.Iterator {
  /// The next `count` states. The stream buffers without limit, so states published before this
  /// call are all still there, in order.
  mutating func take(_ count: Int) async -> [SessionState] {
    var states: [SessionState] = []
    for _ in 0..<count {
      guard let state = await next() else { break }
      states.append(state)
    }
    return states
  }
}
