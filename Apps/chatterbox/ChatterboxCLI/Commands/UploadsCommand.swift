import Foundation
import Localization
import Upload

/// `chatterbox uploads [--json]` and `chatterbox uploads retry [--timeout S] [--json]`.
struct UploadsCommand: Command {
  let name = "uploads"
  let usage = """
    chatterbox uploads [--json]
    chatterbox uploads retry [--timeout <seconds>] [--json]
    """
  var options: [OptionSpec] { [OptionSpec("timeout", value: "seconds"), .json] }
  let hasDiscussion = true

  func run(_ context: CommandContext) async throws -> ExitCode {
    let words = context.arguments.positionals
    guard words.isEmpty || words == ["retry"] else { throw UsageError(context.strings.string("cli.usage.uploads")) }
    let app = try AppDependencies.live(context)
    try await app.requireSession()
    let queue = try await app.startUploadQueue()
    var settled = true
    if words == ["retry"] {
      let timeout = try context.arguments.value("timeout").map { try Self.parseTimeout($0, context.strings) } ?? 120
      _ = await queue.retryFailed()
      await queue.retryWaiting()
      settled = await queue.drain(timeout: .seconds(timeout))
    } else {
      await queue.stop()
    }
    let jobs = queue.jobs
    CommandOutput(context).emit(json: ["settled": settled, "items": jobs.map(Self.json)]) {
      if jobs.isEmpty { return context.strings.string("cli.uploads.empty") }
      return jobs.map { Self.line($0, context.strings) }.joined(separator: "\n")
    }
    let pending = jobs.contains { $0.phase.isActive || $0.phase == .failed }
    return pending ? .temporaryFailure : .success
  }

  static func parseTimeout(_ text: String, _ strings: Localizer) throws -> Int {
    guard let value = Int(text), (1...3600).contains(value) else { throw UsageError(strings.string("cli.usage.timeout_range")) }
    return value
  }

  /// One queue entry: id, cue, size and state in words ("queued", "failed: …"). The failure's own
  /// message is the queue's record of it, shown as stored.
  static func line(_ job: UploadJobSnapshot, _ strings: Localizer) -> String {
    let state: String =
      switch job.state {
      case .queued: strings.string("cli.uploads.state.queued")
      case .uploading(let progress):
        strings.string("cli.uploads.state.uploading", .int(Int(progress.bytesSent)), .int(Int(progress.totalBytes)))
      case .waitingForNetwork: strings.string("cli.uploads.state.waiting")
      case .failed(let info): strings.string("cli.uploads.state.failed", .string(info.message))
      case .done: strings.string("cli.uploads.state.done", .string(job.recordingID ?? "?"))
      }
    let size = strings.plural("common.size.bytes", count: Int(job.totalBytes))
    return "\(job.id.rawValue.prefix(8))  \(job.cueID)  \(size)  \(state)"
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
