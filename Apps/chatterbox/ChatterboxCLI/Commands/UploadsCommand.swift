import Foundation
import Upload

/// `chatterbox uploads [--json]` and `chatterbox uploads retry [--timeout S] [--json]`.
struct UploadsCommand: Command {
  let name = "uploads"
  let summary = "Show the upload queue, or retry what is waiting or failed"
  let usage = """
    chatterbox uploads [--json]
    chatterbox uploads retry [--timeout <seconds>] [--json]
    """
  var options: [OptionSpec] { [OptionSpec("timeout", value: "seconds", help: "How long 'retry' waits (default 120)"), .json] }
  let discussion = """
    Recordings are queued on disk before anything is sent, so a lost network or a killed process
    never loses one: 'retry' resumes them where they stopped. The server's idempotency keys make
    sure a retried upload never creates a second recording. Exit code 75 if uploads remain.
    """

  func run(_ context: CommandContext) async throws -> ExitCode {
    let words = context.arguments.positionals
    guard words.isEmpty || words == ["retry"] else { throw UsageError("expected nothing or 'retry'") }
    let app = try AppDependencies.live(context)
    try await app.requireSession()
    let queue = try await app.startUploadQueue()
    var settled = true
    if words == ["retry"] {
      let timeout = try context.arguments.value("timeout").map(Self.parseTimeout) ?? 120
      _ = await queue.retryFailed()
      await queue.retryWaiting()
      settled = await queue.drain(timeout: .seconds(timeout))
    } else {
      await queue.stop()
    }
    let jobs = queue.jobs
    CommandOutput(context).emit(json: ["settled": settled, "items": jobs.map(Self.json)]) {
      if jobs.isEmpty { return context.strings.string("cli.uploads.empty") }
      return jobs.map(Self.line).joined(separator: "\n")
    }
    let pending = jobs.contains { $0.phase.isActive || $0.phase == .failed }
    return pending ? .temporaryFailure : .success
  }

  static func parseTimeout(_ text: String) throws -> Int {
    guard let value = Int(text), (1...3600).contains(value) else { throw UsageError("--timeout must be 1–3600 seconds") }
    return value
  }

  static func line(_ job: UploadJobSnapshot) -> String {
    let state: String =
      switch job.state {
      case .queued: "queued"
      case .uploading(let progress): "uploading \(progress.bytesSent)/\(progress.totalBytes) bytes"
      case .waitingForNetwork: "waiting for network"
      case .failed(let info): "failed: \(info.message)"
      case .done: "done → \(job.recordingID ?? "?")"
      }
    return "\(job.id.rawValue.prefix(8))  \(job.cueID)  \(job.totalBytes) bytes  \(state)"
  }

  static func json(_ job: UploadJobSnapshot) -> [String: Any] {
    var object: [String: Any] = [
      "id": job.id.rawValue, "cue_id": job.cueID, "phase": job.phase.rawValue, "bytes_sent": job.bytesSent,
      "total_bytes": job.totalBytes, "attempts": job.attempts,
    ]
    if let recordingID = job.recordingID { object["recording_id"] = recordingID }
    if let error = job.lastError { object["error"] = ["key": error.key, "message": error.message] }
    return object
  }
}
