import AudioCapture
import ChatterboxComposition
import ChatterboxPresentation
import Foundation
import Localization
import Observability
import PracticeFeature
import Upload

/// Records a practice answer with AudioCapture: the live meter and keys on a terminal, quietly
/// otherwise. The take lands in the app's recordings folder under a generated name.
package final class CLIPracticeRecorder: PracticeRecorder, @unchecked Sendable {
  let source: @Sendable () throws -> any PCMSource
  let recordings: URL
  let maxSeconds: Int
  let console: Console
  let interactive: Bool
  let strings: Localizer
  /// Say so when a take stops at ``maxSeconds`` (a live source; a file is taken whole).
  let noticesLimit: Bool
  private let current = LockedValue<Recorder?>(nil)
  private let failure = LockedValue<String?>(nil)

  /// Why the last take could not be recorded when the capture command is why, in words (the practice
  /// view model keeps only that it failed): which command and why. `nil` after a take, and when the
  /// recorder itself failed (a full disk), whose words the view model's failure already covers.
  package var lastFailure: String? { failure.value }

  package init(
    source: @escaping @Sendable () throws -> any PCMSource, recordings: URL, maxSeconds: Int, console: Console,
    interactive: Bool,
    strings: Localizer, noticesLimit: Bool = true
  ) {
    self.noticesLimit = noticesLimit
    self.source = source
    self.recordings = recordings
    self.maxSeconds = maxSeconds
    self.console = console
    self.interactive = interactive
    self.strings = strings
  }

  package func record(cueID: String, levels: @escaping @Sendable (Double) -> Void) async throws -> RecordedAnswer {
    failure.withLock { $0 = nil }
    do { return try await recordTake(cueID: cueID) } catch let error as CaptureError {
      // The capture command could not be started.
      failure.withLock { $0 = RecordingMessages.text(for: error, strings) }
      throw error
    }
  }

  private func recordTake(cueID: String) async throws -> RecordedAnswer {
    let pcm = try source()
    let recorder = Recorder(
      source: pcm,
      configuration: RecorderConfiguration(directory: recordings, label: cueID, maxDuration: .seconds(maxSeconds)))
    current.withLock { $0 = recorder }
    let final = try await ConsoleRecording(
      recorder: recorder, console: console, interactive: interactive, strings: strings
    ).run()
    switch final {
    case .finished(let take, let reason):
      if reason == .maxDuration, noticesLimit {
        console.error(strings.string("cli.practice.stopped_at_limit", .int(maxSeconds)))
      }
      return RecordedAnswer(fileURL: take.url, duration: take.durationInSeconds, byteSize: take.byteSize)
    case .failed(let error, let partial):
      // A take cut short (a full disk) is not an answer: removed now, rather than left in the
      // recordings folder where a later run would queue it unasked (issue 24).
      if let partial { try? FileManager.default.removeItem(at: partial.url) }
      if let command = pcm as? ProcessSource, let words = CaptureCommandWords.failure(error, of: command, strings) {
        failure.withLock { $0 = words }
        throw CLIError(words)
      }
      throw CLIError(RecordingMessages.text(for: error, strings))
    default:
      throw CLIError(strings.string("cli.error.recording_cancelled"))
    }
  }

  package func stop() async { _ = try? await current.value?.stop() }
  package func cancel() async { try? await current.value?.cancel() }
}
