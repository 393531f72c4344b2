import Foundation
import Storage

/// Records one take: drives a ``PCMSource`` into a ``WAVWriter`` and a ``LevelMeter`` under the
/// rules of ``RecorderStateMachine``, and publishes state and levels as `AsyncStream`s.
///
/// One recorder is one take. It finishes when stopped, at ``RecorderConfiguration/maxDuration``,
/// after configured silence, or when the source ends; a failing source leaves the audio so far as
/// a valid partial take. Cancelling deletes the file (also after finishing: that is "discard").
public actor Recorder {
  /// Where and how this take is recorded.
  public nonisolated let configuration: RecorderConfiguration

  /// The current state. Subscribe with ``stateUpdates()`` to follow it.
  public internal(set) var state: RecorderState = .idle

  let source: any PCMSource
  let permission: any MicrophonePermission
  var writer: WAVWriter?
  var takeFormat: PCMFormat?
  var meter: LevelMeter?
  var silenceDetector: SilenceDetector?
  var maxFrames: Int?
  var pumpTask: Task<Void, Never>?
  var systemEventsTask: Task<Void, Never>?
  var stateSubscribers: [Int: AsyncStream<RecorderState>.Continuation] = [:]
  var levelSubscribers: [Int: AsyncStream<LevelSample>.Continuation] = [:]
  var nextSubscriberID = 0
  var discardedFrames = 0

  /// A recorder for one take of `source`.
  ///
  /// - Parameters:
  ///   - source: where the samples come from; its ``PCMSource/chunks()`` is called once, by ``start()``.
  ///   - configuration: the take's folder, label, length limit, silence detection and meter window.
  ///   - permission: consulted on ``start()`` only when the source
  ///     ``PCMSource/requiresMicrophonePermission``.
  public init(
    source: any PCMSource,
    configuration: RecorderConfiguration,
    permission: any MicrophonePermission = MicrophonePermissions.platformDefault
  ) {
    self.source = source
    self.configuration = configuration
    self.permission = permission
  }

  deinit {
    pumpTask?.cancel()
    systemEventsTask?.cancel()
  }

  /// Audio recorded so far.
  public var recordedDuration: Duration { writer?.duration ?? state.take?.duration ?? .zero }

  /// Audio the source delivered while paused, which was discarded: how long the take was
  /// paused, measured in the source's own time (useful in logs and for a "paused for" label).
  public var discardedDuration: Duration { (takeFormat ?? source.format.mono).duration(ofFrames: discardedFrames) }

  // MARK: Commands

  /// Asks for microphone permission if needed, creates the take file and starts the source.
  ///
  /// - Throws: ``RecorderError/permissionDenied(hint:)`` (the recorder stays idle),
  ///   ``RecorderError/illegalTransition(_:)`` unless idle, ``RecorderError/capture(_:)`` for an
  ///   unsupported source format, ``RecorderError/wav(_:)`` when the file cannot be created.
  public func start() async throws(RecorderError) {
    _ = try legal(.start)
    if source.requiresMicrophonePermission {
      var permissionState = await permission.current()
      if permissionState == .undetermined { permissionState = await permission.request() }
      if case .denied(let hint) = permissionState { throw .permissionDenied(hint: hint) }
      if permissionState != .granted { throw .permissionDenied(hint: PermissionState.settingsHint) }
    }
    // Awaiting permission let other calls in (a second start, a cancel): decide again.
    _ = try legal(.start)

    let format = source.format.mono
    do {
      try source.format.validateForCapture()
    } catch {
      throw .capture(error)
    }
    writer = try makeWriter(format: format)
    takeFormat = format
    meter = LevelMeter(format: format, window: configuration.meterWindow)
    silenceDetector = configuration.silence.map(SilenceDetector.init(rule:))
    maxFrames = configuration.maxDuration.map { max(1, format.frames(in: $0)) }
    publish(.recording)
    startPump()
  }

  /// Pauses: the source keeps running (so resuming is instant) but its audio is discarded.
  public func pause() throws(RecorderError) {
    _ = try legal(.pause)
    publish(.paused(.user))
  }

  /// Resumes after any pause (user, interruption, route change).
  public func resume() throws(RecorderError) {
    _ = try legal(.resume)
    meter?.reset(atFrame: writer?.frameCount ?? 0)
    silenceDetector?.reset()
    publish(.recording)
  }

  /// Finishes the take: fixes the header, hashes the file, returns it.
  ///
  /// - Throws: ``RecorderError/emptyRecording`` (the file is removed) when no audio arrived,
  ///   ``RecorderError/illegalTransition(_:)`` unless recording or paused.
  public func stop() throws(RecorderError) -> RecordedTake {
    _ = try legal(.stop)
    stopSource()
    switch commit() {
    case .success(let take):
      publish(.finished(take, .stopped))
      return take
    case .failure(let error):
      publish(.failed(error, partial: nil))
      throw error
    }
  }

  /// Cancels the take, or discards it once finished or failed: the file is deleted.
  public func cancel() throws(RecorderError) {
    _ = try legal(.cancel)
    stopSource()
    writer?.discard()
    writer = nil
    if let take = state.take { try? FileManager.default.removeItem(at: take.url) }
    publish(.cancelled)
  }

  /// Applies an operating-system event. Never fails: outside a live take these change nothing.
  public func handle(_ event: CaptureSystemEvent) {
    let recorderEvent: RecorderEvent
    let reason: PauseReason?
    switch event {
    case .interruptionBegan: (recorderEvent, reason) = (.interruptionBegan, .interruption)
    case .interruptionEnded: (recorderEvent, reason) = (.interruptionEnded, nil)
    case .routeChanged(let change): (recorderEvent, reason) = (.routeChanged, .routeChanged(change))
    }
    // Only a move into (or within) paused changes anything; every other legal outcome of a
    // system event leaves the phase as it was.
    guard case .success(.paused) = RecorderStateMachine.transition(from: state.phase, on: recorderEvent),
      let reason
    else { return }
    publish(.paused(reason))
  }

  /// Waits until the take is finished, failed or cancelled and returns that state (or the
  /// current state if the waiting task is cancelled).
  public func waitForCompletion() async -> RecorderState {
    for await update in stateUpdates() where update.phase.isTerminal { return update }
    return state
  }

  // MARK: Internals

  /// The next phase for `event`, or the typed refusal.
  func legal(_ event: RecorderEvent) throws(RecorderError) -> RecorderPhase {
    switch RecorderStateMachine.transition(from: state.phase, on: event) {
    case .success(let next): return next
    case .failure(let illegal): throw .illegalTransition(illegal)
    }
  }

  private func makeWriter(format: PCMFormat) throws(RecorderError) -> WAVWriter {
    let directory = configuration.directory
    do {
      try FileManager.default.createDirectory(
        at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      throw .wav(.unwritable(directory.lastPathComponent, reason: error.localizedDescription))
    }
    // O_EXCL refuses an existing name; a fresh random suffix makes a second clash unlikely.
    var lastError = WAVError.unwritable(directory.lastPathComponent, reason: "no unused file name")
    for _ in 0..<5 {
      let url = directory.appending(path: TakeFileName.make(label: configuration.label), directoryHint: .notDirectory)
      do {
        return try WAVWriter(creating: url, format: format)
      } catch {
        lastError = error
        if !FileManager.default.fileExists(atPath: url.path) { break }
      }
    }
    throw .wav(lastError)
  }

  /// Closes the writer and turns the file into a take, or removes it if it holds no audio.
  func commit() -> Result<RecordedTake, RecorderError> {
    guard let writer else { return .failure(.emptyRecording) }
    self.writer = nil
    guard writer.frameCount > 0 else {
      writer.discard()
      return .failure(.emptyRecording)
    }
    do throws(RecorderError) {
      let info: WAVInfo
      do {
        info = try writer.finish()
      } catch {
        // Left on disk: the sizes are placeholders that WAVRecovery can still repair.
        throw .wav(error)
      }
      let digest: String
      do {
        digest = try SHA256.hash(fileAt: writer.url).hexString
      } catch {
        throw .storage(error)
      }
      let byteSize = Int(info.dataOffset + info.dataByteCount)
      return .success(
        RecordedTake(
          url: writer.url, duration: info.duration, frameCount: info.frameCount, byteSize: byteSize,
          sha256: digest, format: info.format))
    } catch {
      return .failure(error)
    }
  }
}
