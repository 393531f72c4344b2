// swift-format-ignore-file: OrderedImports
// (the README region, with its own imports, opens the file; the example's other imports follow it)
// README:begin
import Foundation
import Upload

// S3-style storage: your server presigns a PUT URL per file (create) and presigns a fresh one when
// the storage answers 403 <Code>AccessDenied</Code><Message>Request has expired</Message> (renew).
// `.s3` reads those XML errors; the default, `.jsonCodes`, reads JSON `{"code": …}` bodies.
func startS3Uploads(
  presign: @escaping @Sendable (_ key: String) async throws(NetworkError) -> URL, queueFolder: URL
) async throws -> UploadQueue {
  let api = UploadAPI(
    createUpload: { metadata, _, _, _, idempotencyKey throws(NetworkError) in
      let key = metadata["key"] ?? idempotencyKey
      return UploadTarget(remoteID: key, url: try await presign(key), expiresAt: .distantFuture)
    },
    renewUpload: { key throws(NetworkError) in
      UploadTarget(remoteID: key, url: try await presign(key), expiresAt: .distantFuture)
    },
    completeUpload: { key throws(NetworkError) in CompletedUpload(remoteID: key) })
  let queue = UploadQueue(directory: queueFolder, api: api, transport: .live(answers: .s3))
  try await queue.start()
  return queue
}
// README:end

import LoopbackHTTP

/// A bucket on loopback: a PUT to a presigned URL whose `X-Amz-Expires` is 0 is answered the way S3
/// answers an expired presigned URL; any other signed PUT is stored.
final class Bucket: @unchecked Sendable {
  let lock = NSLock()
  var objects: [String: Data] = [:]
  var puts: [Int] = []

  func respond(_ request: LoopbackHTTPServer.Request) -> LoopbackHTTPServer.Response {
    lock.withLock {
      guard request.method == "PUT", let components = URLComponents(string: request.path),
        components.path.hasPrefix("/bucket/"),
        let expires = components.queryItems?.first(where: { $0.name == "X-Amz-Expires" })?.value
      else { return .init(400) }
      let xml = ["Content-Type": "application/xml"]
      guard expires != "0" else {
        puts.append(403)
        return .init(
          403,
          json: """
            <?xml version="1.0" encoding="UTF-8"?>
            <Error><Code>AccessDenied</Code><Message>Request has expired</Message><RequestId>7F3C</RequestId></Error>
            """, headers: xml)
      }
      objects[String(components.path.dropFirst("/bucket/".count))] = request.body
      puts.append(200)
      return .init(200, headers: ["ETag": "\"etag\""])
    }
  }
}

let bucket = Bucket()
let server = try LoopbackHTTPServer { bucket.respond($0) }
defer { server.stop() }
let folder = FileManager.default.temporaryDirectory.appending(path: "s3-example-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: folder) }
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
let recording = folder.appending(path: "take.wav")
let bytes = Data((0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 13) })
try bytes.write(to: recording)

// The first presigned URL has already expired (X-Amz-Expires=0); the renewal presigns a good one.
final class Presigner: @unchecked Sendable {
  let lock = NSLock()
  var count = 0
}
let presigner = Presigner()
let base = server.baseURL
let queue = try await startS3Uploads(
  presign: { key throws(NetworkError) in
    let expires = presigner.lock.withLock {
      presigner.count += 1
      return presigner.count == 1 ? 0 : 900
    }
    return URL(string: "\(base)/bucket/\(key)?X-Amz-Expires=\(expires)&X-Amz-Signature=ab12")!
  }, queueFolder: folder.appending(path: "queue"))
try await queue.enqueue(file: recording, metadata: ["key": "takes/take.wav"], contentType: "audio/wav")
guard await queue.drain(timeout: .seconds(20)) else { fatalError("the queue did not settle: \(queue.jobs)") }
await queue.stop()

guard queue.jobs.first?.phase == .done else { fatalError("job not done: \(queue.jobs)") }
let (stored, puts) = bucket.lock.withLock { (bucket.objects["takes/take.wav"], bucket.puts) }
guard stored == bytes else { fatalError("the bucket holds \(stored?.count ?? 0) bytes, not the file") }
guard puts == [403, 200], presigner.lock.withLock({ presigner.count }) == 2 else {
  fatalError("expected one expired PUT, one renewal, one good PUT; saw \(puts)")
}
print(
  "S3Upload: PUT 403 AccessDenied 'Request has expired' -> renewed once -> PUT 200, \(bytes.count) bytes stored, job done"
)
