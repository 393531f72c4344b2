import AppFeature
import AudioCapture
import ChatterboxComposition
import ChatterboxPresentation
import Foundation
import Observability
import PracticeFeature

/// Records practice answers for the full-screen and plain modes: AudioCapture's `Recorder` over
/// the default capture command or a generated tone, with no drawing of its own (the screens
/// draw). Levels go to the view model; elapsed time and pause state to ``status``.
///
/// ```swift
/// let recorder = TerminalPracticeRecorder(recordings: { folder }, maxSeconds: 90)
/// recorder.prepare(.tone)
/// let answer = try await recorder.record(cueID: "en-001") { dBFS in … }
/// ```
package final class TerminalPracticeRecorder: InteractiveRecorder, @unchecked Sendable {
  /// The signed-in account's recordings folder, asked at each take (accounts change while the
  /// app runs; a take belongs to the account that recorded it).
  let recordings: @Sendable () throws -> URL
  let toneSeconds: Int
  private let microphone: @Sendable () throws -> any PCMSource
  private let current = LockedValue<Recorder?>(nil)
  private let state = LockedValue(RecordingStatus())
  private let limit: LockedValue<Int>

  package init(
    recordings: @escaping @Sendable () throws -> URL, maxSeconds: Int = PracticeLimits.defaultLiveSeconds,
    toneSeconds: Int = 6,
    microphone: @escaping @Sendable () throws -> any PCMSource = { try ProcessSource() }
  ) {
    self.recordings = recordings
    limit = LockedValue(maxSeconds)
    self.toneSeconds = toneSeconds
    self.microphone = microphone
  }

  package var status: RecordingStatus { state.value }

  /// The longest take, in seconds.
  var maxSeconds: Int { limit.value }

  package func prepare(_ source: RecordingSourceChoice) { state.withLock { $0.source = source } }

  package func prepare(_ source: RecordingSourceChoice, limits: PracticeLimits) {
    prepare(source)
    limit.withLock { $0 = limits.maxSeconds }
  }

  package func togglePause() async {
    guard let recorder = current.value else { return }
    if await recorder.state == .recording { try? await recorder.pause() } else { try? await recorder.resume() }
  }

  package func record(cueID: String, levels: @escaping @Sendable (Double) -> Void) async throws -> RecordedAnswer {
    let choice = state.value.source
    state.withLock { $0 = RecordingStatus(source: choice) }
    let source = try makeSource(choice)
    let recorder = Recorder(
      source: source,
      configuration: RecorderConfiguration(directory: try recordings(), label: cueID, maxDuration: .seconds(maxSeconds))
    )
    current.withLock { $0 = recorder }
    defer { current.withLock { $0 = nil } }
    let levelStream = await recorder.levelUpdates()
    let stateStream = await recorder.stateUpdates()
    let watchers = Task {
      await withTaskGroup(of: Void.self) { group in
        group.addTask { [state] in
          for await level in levelStream {
            levels(level.rmsDBFS)
            let elapsed = await recorder.recordedDuration
            state.withLock { $0.elapsedSeconds = Self.seconds(elapsed) }
          }
        }
        group.addTask { [state] in
          for await update in stateStream { state.withLock { $0.isPaused = update.phase == .paused } }
        }
      }
    }
    defer { watchers.cancel() }
    do {
      try await recorder.start()
    } catch {
      throw fail(RecordingMessages.detail(for: error))
    }
    let final = await recorder.waitForCompletion()
    state.withLock { $0.isPaused = false }
    switch final {
    case .finished(let take, _):
      state.withLock { $0.elapsedSeconds = take.durationInSeconds }
      return RecordedAnswer(fileURL: take.url, duration: take.durationInSeconds, byteSize: take.byteSize)
    case .failed(let error, let partial?):
      // Keep what was recorded: the learner reviews it and decides.
      state.withLock { $0.failure = RecordingMessages.detail(for: error) }
      return RecordedAnswer(fileURL: partial.url, duration: partial.durationInSeconds, byteSize: partial.byteSize)
    case .failed(let error, nil):
      throw fail(RecordingMessages.detail(for: error))
    default:
      throw CancellationError()
    }
  }

  package func stop() async { _ = try? await current.value?.stop() }
  package func cancel() async { try? await current.value?.cancel() }

  private func makeSource(_ choice: RecordingSourceChoice) throws -> any PCMSource {
    switch choice {
    case .microphone:
      do { return try microphone() } catch {
        throw fail(RecordingMessages.detail(for: error))
      }
    case .tone:
      // Made as it plays, in real time, so the take starts at once and the meter and the clock move
      // as they would with a voice.
      return ToneSource(duration: .seconds(toneSeconds))
    }
  }

  private func fail(_ message: String) -> CLIError {
    state.withLock { $0.failure = message }
    return CLIError(message)
  }

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }
}
