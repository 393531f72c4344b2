// swift-format-ignore-file: OrderedImports
// (the README region, with its own imports, opens the file; the example's other imports follow it)
// README:begin
import Foundation
import Upload

// A crash-safe queue sending files to your server: one PUT per file, to a URL you derive from the
// job's metadata, over the live URLSession transport. The metadata is yours; the queue only keeps it.
func startUploads(to inbox: URL, queueFolder: URL) async throws -> UploadQueue {
  let api = UploadAPI.singleRequest { metadata, idempotencyKey in
    inbox.appending(path: metadata["name"] ?? idempotencyKey)
  }
  let queue = UploadQueue(directory: queueFolder, api: api, transport: .live())
  try await queue.start()  // resumes whatever a killed process left in the folder
  return queue
}
// README:end

import LoopbackHTTP

let server = try LoopbackHTTPServer { request in
  request.method == "PUT" && request.path == "/inbox/notes.txt" ? .init(201) : .init(404)
}
defer { server.stop() }
let folder = FileManager.default.temporaryDirectory.appending(path: "upload-example-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: folder) }
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
let notes = folder.appending(path: "notes.txt")
let bytes = Data("Field notes, day 3: the heron came back.\n".utf8)
try bytes.write(to: notes)

let queue = try await startUploads(
  to: server.baseURL.appending(path: "inbox"), queueFolder: folder.appending(path: "queue"))
let id = try await queue.enqueue(file: notes, metadata: ["name": "notes.txt"], contentType: "text/plain")
guard await queue.drain(timeout: .seconds(20)) else { fatalError("the queue did not settle: \(queue.jobs)") }

guard let job = queue.jobs.first(where: { $0.id == id }), job.phase == .done, job.metadata == ["name": "notes.txt"]
else {
  fatalError("job not done: \(queue.jobs)")
}
guard let put = server.requests.first, server.requests.count == 1, put.body == bytes,
  put.headers["content-type"] == "text/plain"
else { fatalError("server saw \(server.requests.map { "\($0.method) \($0.path) \($0.body.count) B" })") }
guard !FileManager.default.fileExists(atPath: notes.path) else {
  fatalError("enqueue should move the file into the queue")
}
await queue.stop()
print("Upload: 1 job, PUT \(put.path) (\(put.body.count) bytes, text/plain) -> 201, phase done, metadata kept")
