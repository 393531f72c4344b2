import Foundation
import Storage
import TestSupport
import Testing
import Upload

/// The queue against a server that is not the signed-URL protocol: one PUT per file to a URL the
/// caller derives from its own metadata, over the live transport and a real loopback socket.
@Suite("A single-request server (UploadAPI.singleRequest)")
struct SingleRequestStrategyTests {
  @Test func eachFileIsOnePutToTheCallersURLAndCompletesOnA2xx() async throws {
    let temp = try TemporaryDirectory()
    let server = try LoopbackHTTPServer(answers: [.status(201, body: "")])
    defer { server.stop() }
    let file = temp.url.appending(path: "notes.txt")
    let bytes = Data("hello from an outside tool".utf8)
    try bytes.write(to: file)
    let base = server.baseURL
    let api = UploadAPI.singleRequest { metadata, key in
      base.appending(path: "inbox").appending(path: metadata["name"] ?? key)
    }
    let queue = UploadQueue(directory: temp.url.appending(path: "queue"), api: api, transport: .live())
    try await queue.start()
    try await queue.enqueue(file: file, metadata: ["name": "notes.txt"], contentType: "text/plain")
    #expect(await queue.drain(timeout: .hangGuard))

    let received = try #require(server.received.value.first)
    #expect(received.method == "PUT")
    #expect(received.path == "/inbox/notes.txt")
    #expect(received.headers["content-type"] == "text/plain" || received.headers["Content-Type"] == "text/plain")
    #expect(received.sha256 == SHA256.hash(bytes).hexString)
    let job = try #require(queue.jobs.first)
    #expect(job.phase == .done)
    #expect(job.metadata == ["name": "notes.txt"])
  }
}
