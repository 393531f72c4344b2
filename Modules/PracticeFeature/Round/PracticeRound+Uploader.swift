import Upload

extension PracticeRound {
  /// The uploader the round's view model talks to: it asks the shell for the queue only when a
  /// take is first handed over (the queue starts on first use) and remembers the last job, so the
  /// round can say which job a failure or a deadline left behind.
  actor JobTrackingUploader: PracticeUploader {
    private let make: @Sendable () async throws -> any PracticeUploader
    /// The job of the last take handed over.
    private(set) var lastJobID: String?

    init(make: @escaping @Sendable () async throws -> any PracticeUploader) { self.make = make }

    func enqueue(_ answer: RecordedAnswer, cueID: String) async throws -> String {
      let jobID = try await make().enqueue(answer, cueID: cueID)
      lastJobID = jobID
      return jobID
    }

    func progress(of jobID: String) async -> AsyncStream<UploadJobState> {
      guard let uploader = try? await make() else {
        // The queue could not start: the view model rolls back and shows why.
        return AsyncStream {
          $0.yield(
            .failed(
              UploadErrorInfo(key: PracticeFailure.enqueueFailed.messageKey, message: "The upload queue did not start.")
            ))
          $0.finish()
        }
      }
      return await uploader.progress(of: jobID)
    }
  }
}
