import Foundation
import Networking
import Testing
import Upload

@Suite("Logs")
struct LogPrivacyTests {
  @Test func signedURLsKeysAndRecordingIDsNeverReachTheLogs() async throws {
    let harness = try Harness()
    harness.server.scriptPut(.failure(.expired))
    harness.server.script(.complete, .offline)
    try await harness.queue.start()
    let id = try await harness.queue.enqueue(
      file: try harness.makeRecording(), metadata: ["item": "en-001"], contentType: "audio/wav")
    await harness.queue.settle()

    let text = harness.logs.allText
    let state = harness.server.snapshot
    #expect(!text.isEmpty)
    #expect(harness.logs.records.allSatisfy { $0.category == .upload })
    for put in state.puts {
      #expect(!text.contains(put.target.url.absoluteString))
      #expect(!text.contains(put.target.url.query ?? "unreachable"))
    }
    #expect(!text.contains("signature"))
    #expect(!text.contains("secret"))
    #expect(!text.contains(try #require(state.creates.first?.idempotencyKey)))
    #expect(!text.contains("rec_1"), "recording ids are private by default")
    #expect(text.contains("<private>"))
    #expect(text.contains(id.rawValue), "job ids are local and public")
  }

  @Test func errorInfoNeverCarriesServerFreeText() async throws {
    let harness = try Harness()
    harness.server.script(
      .create, .server(status: 400, code: "invalid_request", message: "see https://x.test/?signature=abc"))
    try await harness.queue.start()
    try await harness.queue.enqueue(
      file: try harness.makeRecording(), metadata: ["item": "en-001"], contentType: "audio/wav")
    await harness.queue.settle()
    let error = try #require(harness.queue.jobs.first?.lastError)
    #expect(
      error
        == UploadErrorInfo(
          key: "error.network.server", message: "The server refused the upload (400).", isPermanent: true))
    #expect(!harness.logs.allText.contains("signature=abc"))
  }
}
