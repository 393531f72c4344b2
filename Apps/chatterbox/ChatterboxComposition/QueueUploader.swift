import ChatterboxPresentation
import Foundation
import Localization
import PracticeFeature
import Upload

/// Hands takes to the persistent upload queue and follows one job's state.
package struct QueueUploader: PracticeUploader {
  package let queue: UploadQueue
  /// Words for the one error it raises itself (the view models report it by key; the commands
  /// pass their UI language).
  package var strings: Localizer = CLIStrings.english
  /// Told each job's id as soon as the queue holds its take, before the upload starts (a command's
  /// deadline ending names the job without waiting for the round).
  package var onEnqueued: @Sendable (String) -> Void
  /// The data folder a take that cannot be queued for lack of disk names (``CLIError/storage(_:dataFolder:_:)``).
  package var dataFolder: URL?

  /// An uploader over `queue`, reporting its own error in `strings`' language.
  package init(
    queue: UploadQueue, strings: Localizer = CLIStrings.english,
    onEnqueued: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    self.queue = queue
    self.strings = strings
    self.onEnqueued = onEnqueued
  }

  package func enqueue(_ answer: RecordedAnswer, cueID: String) async throws -> String {
    do {
      let id = try await queue.enqueue(file: answer.fileURL, cueID: cueID, contentType: "audio/wav")
      onEnqueued(id.rawValue)
      await queue.process()
      return id.rawValue
    } catch {
      if let dataFolder, CLIError.isStorageFailure(error) {
        throw CLIError.storage(error, dataFolder: dataFolder, strings)
      }
      // Never the error's value: its words are the queue's, in English, with file names.
      throw CLIError(strings.string("cli.error.cannot_queue_upload", .string("\(type(of: error))")))
    }
  }

  package func progress(of jobID: String) async -> AsyncStream<UploadJobState> {
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
