// swift-format-ignore-file: OrderedImports
// (the README region, with its own imports, opens the file; the example's other imports follow it)
// README:begin
import Foundation
import Upload

// Byte-level resume over tus 1.0: the queue creates the upload (POST), keeps its location in the job
// file, and after a drop or a kill asks the server for its offset (HEAD) and PATCHes only the rest.
func startResumableUploads(to endpoint: URL, queueFolder: URL) async throws -> UploadQueue {
  let tus = TusUploads(endpoint: endpoint, chunkSize: 4 << 20)
  let queue = UploadQueue(directory: queueFolder, api: tus.api, transport: tus.transport)
  try await queue.start()  // a job a killed process left half sent continues from the server's offset
  return queue
}
// README:end

import LoopbackHTTP

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Two roles in one executable: run with `child <endpoint> <queue folder> [file]`, it uploads (and
// enqueues `file` first); run plainly, it is the parent: a loopback tus server, a 30 MB file, a
// first child killed with SIGKILL mid-upload, a second child that resumes, and the checks.
let arguments = CommandLine.arguments
if arguments.count >= 4, arguments[1] == "child" {
  let queue = try await startResumableUploads(
    to: URL(string: arguments[2])!, queueFolder: URL(fileURLWithPath: arguments[3]))
  if arguments.count >= 5 {
    try await queue.enqueue(file: URL(fileURLWithPath: arguments[4]), metadata: [:], contentType: "audio/wav")
  }
  let settled = await queue.drain(timeout: .seconds(60))
  exit(settled && queue.jobs.allSatisfy { $0.phase == .done } ? 0 : 3)
}

/// The server's side of tus 1.0 (creation, HEAD, PATCH at the offset), keeping every byte that arrives.
final class TusState: @unchecked Sendable {
  let lock = NSLock()
  var length = 0
  var data = Data()
  var creations = 0
  var receivedBytes = 0

  func respond(_ request: LoopbackHTTPServer.Request) -> LoopbackHTTPServer.Response {
    lock.withLock {
      let tus = ["Tus-Resumable": "1.0.0"]
      guard request.headers["tus-resumable"] == "1.0.0" else { return .init(412, headers: tus) }
      switch (request.method, request.path) {
      case ("POST", "/files"):
        if creations == 0 { length = Int(request.headers["upload-length"] ?? "") ?? 0 }
        creations += 1
        return .init(201, headers: tus.merging(["Location": "/files/take"]) { $1 })
      case ("HEAD", "/files/take"):
        return .init(
          200, headers: tus.merging(["Upload-Offset": "\(data.count)", "Upload-Length": "\(length)"]) { $1 })
      case ("PATCH", "/files/take"):
        guard Int(request.headers["upload-offset"] ?? "") == data.count else { return .init(409, headers: tus) }
        // A body cut short by a killed client is kept: tus resumes after it.
        let room = length - data.count
        data.append(request.body.prefix(room))
        receivedBytes += request.body.count
        return .init(204, headers: tus.merging(["Upload-Offset": "\(data.count)"]) { $1 })
      default:
        return .init(404, headers: tus)
      }
    }
  }
}

let state = TusState()
let server = try LoopbackHTTPServer { state.respond($0) }
defer { server.stop() }
let folder = FileManager.default.temporaryDirectory.appending(path: "tus-example-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: folder) }
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
let size = 30_000_000
var bytes = Data(count: size)
bytes.withUnsafeMutableBytes { buffer in
  var generator = SystemRandomNumberGenerator()
  for index in stride(from: 0, to: size - 7, by: 8) {
    buffer.storeBytes(of: generator.next() as UInt64, toByteOffset: index, as: UInt64.self)
  }
}
let file = folder.appending(path: "take.wav")
try bytes.write(to: file)
let endpoint = server.baseURL.appending(path: "files").absoluteString
let queueFolder = folder.appending(path: "queue").path

func child(_ extra: [String]) throws -> Process {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
  process.arguments = ["child", endpoint, queueFolder] + extra
  process.standardOutput = FileHandle.nullDevice
  process.standardError = FileHandle.nullDevice
  try process.run()
  return process
}

// The first process: killed with SIGKILL a moment after a third of the file is on the server.
let first = try child([file.path])
let started = Date()
while state.lock.withLock({ state.data.count }) < size / 3 {
  guard first.isRunning, Date().timeIntervalSince(started) < 60 else {
    fatalError("the first upload did not get going")
  }
  usleep(1_000)
}
usleep(40_000)  // into the next PATCH's body, so the kill lands mid-chunk
kill(first.processIdentifier, SIGKILL)
first.waitUntilExit()
usleep(200_000)  // the server finishes reading what the killed process had sent
let offsetAtKill = state.lock.withLock { state.data.count }

// The second process: resumes from the server's offset.
let second = try child([])
second.waitUntilExit()
guard second.terminationStatus == 0 else { fatalError("the resuming process exited \(second.terminationStatus)") }

let (stored, creations, received) = state.lock.withLock { (state.data, state.creations, state.receivedBytes) }
let jobs = UploadQueue.peek(directory: URL(fileURLWithPath: queueFolder))
guard stored == bytes else { fatalError("the server's bytes differ from the file (\(stored.count) of \(size))") }
guard creations == 1 else { fatalError("\(creations) uploads created for one job") }
guard jobs.count == 1, jobs.first?.phase == .done else { fatalError("job not done: \(jobs)") }
let resent = received - size
guard resent <= 4 << 20 else { fatalError("\(resent) bytes sent twice: more than one chunk") }
print(
  "TusResumeUpload: 30 MB killed (SIGKILL) with \(offsetAtKill) bytes on the server"
    + (offsetAtKill == size
      ? " (it had finished)" : offsetAtKill % (4 << 20) == 0 ? " (between chunks)" : " (mid-chunk)")
    + ", resumed in a new process: 1 upload, byte-identical, \(resent) bytes re-sent (chunk 4 MiB)")
