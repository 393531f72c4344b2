extension Recorder {
  /// State changes as a stream. Every subscriber first receives the current state; the stream
  /// finishes after a terminal state (finished, failed, cancelled).
  public func stateUpdates() -> AsyncStream<RecorderState> {
    let (stream, continuation) = AsyncStream.makeStream(of: RecorderState.self)
    continuation.yield(state)
    guard !state.phase.isTerminal else {
      continuation.finish()
      return stream
    }
    let id = subscriberID()
    stateSubscribers[id] = continuation
    continuation.onTermination = { [weak self] _ in
      Task { await self?.removeStateSubscriber(id) }
    }
    return stream
  }

  /// Level readings (``LevelSample``) while recording: one per
  /// ``RecorderConfiguration/meterWindow`` of audio, none while paused. A slow subscriber sees
  /// only the newest 32 readings. The stream finishes when the take is over.
  public func levelUpdates() -> AsyncStream<LevelSample> {
    let (stream, continuation) = AsyncStream.makeStream(of: LevelSample.self, bufferingPolicy: .bufferingNewest(32))
    guard !state.phase.isTerminal else {
      continuation.finish()
      return stream
    }
    let id = subscriberID()
    levelSubscribers[id] = continuation
    continuation.onTermination = { [weak self] _ in
      Task { await self?.removeLevelSubscriber(id) }
    }
    return stream
  }

  /// Sets the state and tells every subscriber; a terminal state also ends every stream.
  func publish(_ newState: RecorderState) {
    state = newState
    for subscriber in stateSubscribers.values { subscriber.yield(newState) }
    guard newState.phase.isTerminal else { return }
    let states = stateSubscribers.values
    let levels = levelSubscribers.values
    stateSubscribers = [:]
    levelSubscribers = [:]
    for subscriber in states { subscriber.finish() }
    for subscriber in levels { subscriber.finish() }
  }

  private func subscriberID() -> Int {
    nextSubscriberID += 1
    return nextSubscriberID
  }

  private func removeStateSubscriber(_ id: Int) { stateSubscribers[id] = nil }
  private func removeLevelSubscriber(_ id: Int) { levelSubscribers[id] = nil }
}
