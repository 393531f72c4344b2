import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import NIOEmbedded
import Testing

@testable import DevServerCore

@Suite("Recording uploads")
struct UploadTests {
  @Test("Create, PUT, complete: a complete recording with WAV duration and a playable audio URL")
  func happyPath() async throws {
    try await TestHarness.run { harness, client in
      let (tokens, profileID) = try await client.signInWithProfile()
      let bytes = UploadFixtures.wav(milliseconds: 1500)
      let recording = try await client.completeRecording(token: tokens.access, bytes: bytes)
      #expect(recording["status"] as? String == "complete")
      #expect(recording["duration_ms"] as? Int == 1500)
      #expect(recording["profile_id"] as? String == profileID)
      #expect(recording["byte_size"] as? Int == bytes.count)

      let audioURL = try #require(recording["audio_url"] as? String)
      let audio = try await client.execute(uri: UploadFixtures.pathAndQuery(audioURL), method: .get)
      #expect(audio.status == .ok)
      #expect(audio.headers[.contentType] == "audio/wav")
      #expect(Array(audio.body.readableBytesView) == bytes)
      #expect(harness.services.blobs.incomingFiles().isEmpty)
    }
  }

  @Test("Completing twice answers the same recording")
  func completeIsIdempotent() async throws {
    try await TestHarness.run { _, client in
      let (tokens, _) = try await client.signInWithProfile()
      let first = try await client.completeRecording(token: tokens.access, bytes: [1, 2, 3])
      let id = try #require(first["id"] as? String)
      let again = try await client.rpc("complete_recording_upload", ["recording_id": id], token: tokens.access)
      #expect(again.status == .ok)
      #expect(again.json["status"] as? String == "complete")
      #expect(again.json["duration_ms"] is NSNull)
    }
  }

  @Test("A short upload is 422 size_mismatch and leaves nothing behind")
  func sizeMismatch() async throws {
    try await TestHarness.run { harness, client in
      let (tokens, _) = try await client.signInWithProfile()
      let upload = try await client.createUpload(token: tokens.access, bytes: [UInt8](repeating: 1, count: 100))
      let response = try await client.put(upload, bytes: [UInt8](repeating: 1, count: 60))
      #expect(response.status == .unprocessableContent)
      #expect(response.errorCode == "size_mismatch")
      try await expectNothingStored(harness, recordingID: upload.recordingID)
    }
  }

  @Test("Wrong bytes are 422 checksum_mismatch and leave nothing behind")
  func checksumMismatch() async throws {
    try await TestHarness.run { harness, client in
      let (tokens, _) = try await client.signInWithProfile()
      let upload = try await client.createUpload(token: tokens.access, bytes: [UInt8](repeating: 1, count: 100))
      let response = try await client.put(upload, bytes: [UInt8](repeating: 2, count: 100))
      #expect(response.errorCode == "checksum_mismatch")
      try await expectNothingStored(harness, recordingID: upload.recordingID)
    }
  }

  @Test("A body larger than declared is 413")
  func tooLarge() async throws {
    try await TestHarness.run { harness, client in
      let (tokens, _) = try await client.signInWithProfile()
      let upload = try await client.createUpload(token: tokens.access, bytes: [UInt8](repeating: 1, count: 100))
      let response = try await client.put(upload, bytes: [UInt8](repeating: 1, count: 101))
      #expect(response.status == .contentTooLarge)
      #expect(response.errorCode == "payload_too_large")
      try await expectNothingStored(harness, recordingID: upload.recordingID)
    }
  }

  @Test("The receiver stops mid-stream once the body outgrows the declared size")
  func receiverStopsMidStream() async throws {
    let harness = try await TestHarness.make()
    defer { try? FileManager.default.removeItem(atPath: harness.dataDirectory) }
    let (stream, continuation) = AsyncStream<ByteBuffer>.makeStream()
    // Four 1 KiB chunks against a declared 2 KiB: the third chunk must fail the upload.
    for _ in 0..<4 { continuation.yield(ByteBuffer(repeating: 9, count: 1024)) }
    continuation.finish()
    let declared = DeclaredUpload(recordingID: "rec_test", byteSize: 2048, sha256: String(repeating: "0", count: 64))
    let context = DevRequestContext(
      source: .init(channel: NIOAsyncTestingChannel(), logger: TestHarness.quietLogger))
    await #expect(throws: APIError.payloadTooLarge("The upload is larger than the declared byte_size.")) {
      _ = try await UploadReceiver(blobs: harness.services.blobs).receive(
        RequestBody(asyncSequence: stream), declared: declared, context: context)
    }
    #expect(harness.services.blobs.incomingFiles().isEmpty)
    try await harness.server.shutdown()
  }

  @Test("Recordings of other accounts do not exist for the caller")
  func ownership() async throws {
    try await TestHarness.run { harness, client in
      let (ana, _) = try await client.signInWithProfile("ana@example.com")
      let recording = try await client.completeRecording(token: ana.access, bytes: [1, 2, 3])
      let id = try #require(recording["id"] as? String)
      harness.clock.advance(seconds: 61)
      let (ben, _) = try await client.signInWithProfile("ben@example.com")
      for function in ["complete_recording_upload", "renew_recording_upload", "delete_recording"] {
        #expect(try await client.rpc(function, ["recording_id": id], token: ben.access).status == .notFound)
      }
    }
  }

  @Test("delete_recording removes the row and the blob")
  func delete() async throws {
    try await TestHarness.run { harness, client in
      let (tokens, _) = try await client.signInWithProfile()
      let recording = try await client.completeRecording(token: tokens.access, bytes: [1, 2, 3])
      let id = try #require(recording["id"] as? String)
      #expect(FileManager.default.fileExists(atPath: harness.services.blobs.path(for: id)))
      let response = try await client.rpc("delete_recording", ["recording_id": id], token: tokens.access)
      #expect(response.status == .noContent)
      #expect(!FileManager.default.fileExists(atPath: harness.services.blobs.path(for: id)))
      #expect(try await harness.count("SELECT COUNT(*) AS n FROM recordings") == 0)
      let audio = try await client.execute(
        uri: UploadFixtures.pathAndQuery(recording["audio_url"] as? String ?? ""), method: .get)
      #expect(audio.status == .notFound)
    }
  }

  private func expectNothingStored(_ harness: TestHarness, recordingID: String) async throws {
    #expect(harness.services.blobs.incomingFiles().isEmpty)
    #expect(!FileManager.default.fileExists(atPath: harness.services.blobs.path(for: recordingID)))
    #expect(
      try await harness.count("SELECT COUNT(*) AS n FROM recordings WHERE id = ? AND status = 'pending'", [recordingID])
        == 1)
  }
}
