import Foundation
import Upload

/// The `tus-upload` child of ``TusResumeAfterKill``: `tus-upload <endpoint> <access token> <queue folder>
/// [<file>]` enqueues `file` (when given) on a queue over ``TusUploads`` (4 MiB chunks, the bearer token
/// on every request) and drains it. Exits 0 when every job is done, 3 otherwise; prints nothing. A
/// process of its own so the entry can kill it with SIGKILL mid-upload.
enum TusUploadRunner {
  static func main(_ arguments: [String]) async -> Never {
    guard arguments.count >= 3, let endpoint = URL(string: arguments[0]) else { exit(2) }
    let token = arguments[1]
    let tus = TusUploads(endpoint: endpoint, chunkSize: TusResumeAfterKill.chunkSize) {
      ["Authorization": "Bearer \(token)"]
    }
    let queue = UploadQueue(
      directory: URL(fileURLWithPath: arguments[2]), api: tus.api, transport: tus.transport,
      configuration: .init(baseDelay: 0.2, maxDelay: 1))
    do {
      try await queue.start()
      if arguments.count >= 4 {
        try await queue.enqueue(file: URL(fileURLWithPath: arguments[3]), metadata: [:], contentType: "audio/wav")
      }
    } catch {
      exit(4)
    }
    let settled = await queue.drain(timeout: .seconds(120))
    exit(settled && queue.jobs.allSatisfy { $0.phase == .done } ? 0 : 3)
  }
}
