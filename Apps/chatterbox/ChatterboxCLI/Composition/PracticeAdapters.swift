import AudioCapture
import Foundation
import Localization
import Observability
import PracticeFeature
import Upload

/// Records a practice answer with AudioCapture: the live meter and keys on a terminal, quietly
/// otherwise. The take lands in the app's recordings folder under a generated name.
final class CLIPracticeRecorder: PracticeRecorder, @unchecked Sendable {
  let source: @Sendable () throws -> any PCMSource
  let recordings: URL
  let maxSeconds: Int
  let console: Console
  let interactive: Bool
  let strings: Localizer
  /// Say so when a take stops at ``maxSeconds`` (a live source; a file is taken whole).
  let noticesLimit: Bool
  private let current = LockedValue<Recorder?>(nil)

  init(
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

  func record(cueID: String, levels: @escaping @Sendable (Double) -> Void) async throws -> RecordedAnswer {
    let recorder = Recorder(
      source: try source(),
      configuration: RecorderConfiguration(directory: recordings, label: cueID, maxDuration: .seconds(maxSeconds)))
    current.withLock { $0 = recorder }
    let final = try await RecordingSession(
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
      throw CLIError(RecordingMessages.text(for: error, strings))
    default:
      throw CLIError(strings.string("cli.error.recording_cancelled"))
    }
  }

  func stop() async { _ = try? await current.value?.stop() }
  func cancel() async { try? await current.value?.cancel() }
}

/// Hands takes to the persistent upload queue and follows one job's state.
struct QueueUploader: PracticeUploader {
  let queue: UploadQueue
  /// Words for the one error it raises itself (the view models report it by key; the commands
  /// pass their UI language).
  var strings: Localizer = CLIStrings.english

  func enqueue(_ answer: RecordedAnswer, cueID: String) async throws -> String {
    do {
      let id = try await queue.enqueue(file: answer.fileURL, cueID: cueID, contentType: "audio/wav")
      await queue.process()
      return id.rawValue
    } catch {
      throw CLIError(strings.string("cli.error.cannot_queue_upload", .string("\(error)")))
    }
  }

  func progress(of jobID: String) async -> AsyncStream<UploadJobState> {
    let updates = queue.updates()
    return AsyncStream { continuation in
      let task = Task {
        for await jobs in updates {
          guard let job = jobs.first(where: { $0.id.rawValue == jobID }) else { continue }
          let state = job.state
          continuation.yield(state)
          if case .done = state { break }
          if case .failed = state { break }
        }
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }

}
