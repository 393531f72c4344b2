extension Recorder {
  /// Starts consuming the source and its system events. The tasks hold the recorder weakly, so
  /// dropping a recorder stops its source.
  func startPump() {
    let chunks = source.chunks()
    pumpTask = Task { [weak self] in
      do {
        for try await chunk in chunks {
          guard let self, await self.ingest(chunk) else { return }
        }
        await self?.sourceFinished(failure: nil)
      } catch {
        await self?.sourceFinished(failure: error)
      }
    }
    let events = source.systemEvents()
    systemEventsTask = Task { [weak self] in
      for await event in events {
        guard let self else { return }
        await self.handle(event)
      }
    }
  }

  /// Cancels the source: ends the stream, which stops its process, reader or engine.
  func stopSource() {
    pumpTask?.cancel()
    pumpTask = nil
    systemEventsTask?.cancel()
    systemEventsTask = nil
  }

  /// Takes one chunk: discarded while paused; otherwise downmixed, cut at the maximum duration
  /// and at detected silence, metered and written. Returns whether to keep reading.
  func ingest(_ chunk: PCMChunk) -> Bool {
    switch state.phase {
    case .recording: break
    case .paused:
      discardedFrames += chunk.frameCount
      return true
    case .idle, .finished, .failed, .cancelled: return false
    }
    guard let writer, let takeFormat, var meter else { return false }

    let mono = chunk.downmixedToMono()
    guard mono.format == takeFormat else {
      fail(.capture(.unsupportedFormat("the source changed format mid-take, from \(takeFormat) to \(chunk.format)")))
      return false
    }
    var samples = mono.samples
    var ending: (RecorderEvent, FinishReason)?
    if let maxFrames, samples.count >= maxFrames - writer.frameCount {
      samples = Array(samples.prefix(max(0, maxFrames - writer.frameCount)))
      ending = (.maxDurationReached, .maxDuration)
    }

    let window = configuration.meterWindow
    var readings = meter.process(samples)
    if var detector = silenceDetector {
      if let index = readings.firstIndex(where: { detector.observe($0, window: window) }) {
        // Keep audio only up to the end of the window that completed the silence.
        let endFrame = takeFormat.frames(in: readings[index].time)
        samples = Array(samples.prefix(max(0, endFrame - writer.frameCount)))
        readings = Array(readings.prefix(through: index))
        ending = (.silenceDetected, .silence)
      }
      silenceDetector = detector
    }
    self.meter = meter

    do {
      try writer.append(samples)
    } catch {
      fail(.wav(error))
      return false
    }
    for reading in readings {
      for subscriber in levelSubscribers.values { subscriber.yield(reading) }
    }
    if let (event, reason) = ending {
      finish(on: event, reason: reason)
      return false
    }
    return true
  }

  /// The source stream ended, normally or by throwing.
  func sourceFinished(failure: (any Error)?) {
    guard let failure else {
      finish(on: .sourceEnded, reason: .sourceEnded)
      return
    }
    guard case .success = RecorderStateMachine.transition(from: state.phase, on: .sourceFailed) else { return }
    fail(RecorderError(wrapping: failure))
  }

  /// Finishes for an event the recorder found itself (max duration, silence, end of source).
  /// Events that arrive after the take is over are dropped.
  func finish(on event: RecorderEvent, reason: FinishReason) {
    guard case .success = RecorderStateMachine.transition(from: state.phase, on: event) else { return }
    stopSource()
    switch commit() {
    case .success(let take): publish(.finished(take, reason))
    case .failure(let error): publish(.failed(error, partial: nil))
    }
  }

  /// Fails the take, keeping the audio so far as a valid partial take.
  func fail(_ error: RecorderError) {
    stopSource()
    switch commit() {
    case .success(let take): publish(.failed(error, partial: take))
    case .failure: publish(.failed(error, partial: nil))
    }
  }
}
