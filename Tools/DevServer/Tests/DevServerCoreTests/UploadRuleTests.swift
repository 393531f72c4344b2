import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

@testable import DevServerCore

@Suite("Upload rules: signed URLs, state conflicts, declaration checks")
struct UploadRuleTests {
  @Test("Signed URLs: tampered is 403 invalid_signature, expired is 403 upload_url_expired")
  func signedURLs() async throws {
    try await TestHarness.run(configure: {
      $0.signedURLTTL = 900
      $0.accessTokenTTL = 3600
    }) { harness, client in
      let (tokens, _) = try await client.signInWithProfile()
      let upload = try await client.createUpload(token: tokens.access, bytes: [1, 2, 3])
      let tampered = PendingUpload(
        recordingID: upload.recordingID,
        uploadPath: upload.uploadPath.replacingOccurrences(of: "expires=", with: "expires=9"),
        bytes: upload.bytes)
      #expect(try await client.put(tampered).errorCode == "invalid_signature")
      let unsigned = PendingUpload(
        recordingID: upload.recordingID, uploadPath: "/uploads/\(upload.recordingID)", bytes: upload.bytes)
      #expect(try await client.put(unsigned).status == .forbidden)

      harness.clock.advance(seconds: 901)
      let expired = try await client.put(upload)
      #expect(expired.status == .forbidden)
      #expect(expired.errorCode == "upload_url_expired")

      let renewed = try await client.rpc(
        "renew_recording_upload", ["recording_id": upload.recordingID], token: tokens.access)
      let url = try #require(renewed.json["upload_url"] as? String)
      let fresh = PendingUpload(
        recordingID: upload.recordingID, uploadPath: UploadFixtures.pathAndQuery(url), bytes: upload.bytes)
      #expect(try await client.put(fresh).status == .noContent)
    }
  }

  @Test("Upload state conflicts: complete before upload, PUT after completion")
  func stateConflicts() async throws {
    try await TestHarness.run { _, client in
      let (tokens, _) = try await client.signInWithProfile()
      let upload = try await client.createUpload(token: tokens.access, bytes: [1, 2, 3])
      let early = try await client.rpc(
        "complete_recording_upload", ["recording_id": upload.recordingID], token: tokens.access)
      #expect(early.status == .conflict)
      #expect(early.errorCode == "upload_incomplete")
      _ = try await client.put(upload)
      _ = try await client.rpc("complete_recording_upload", ["recording_id": upload.recordingID], token: tokens.access)
      let late = try await client.put(upload)
      #expect(late.status == .conflict)
      #expect(late.errorCode == "already_completed")
      let renew = try await client.rpc(
        "renew_recording_upload", ["recording_id": upload.recordingID], token: tokens.access)
      #expect(renew.errorCode == "already_completed")
    }
  }

  @Test("create_recording_upload validation")
  func createValidation() async throws {
    try await TestHarness.run(configure: { $0.maxUploadBytes = 1_000 }) { _, client in
      let tokens = try await client.signIn()
      let valid: [String: Any] = [
        "cue_id": "en-001", "content_type": "audio/wav", "byte_size": 10, "sha256": String(repeating: "a", count: 64),
      ]
      #expect(
        try await client.rpc("create_recording_upload", valid, token: tokens.access).errorCode == "no_active_profile")
      _ = try await client.rpc("set_active_profile", ["language_code": "en"], token: tokens.access)

      func attempt(_ changes: [String: Any]) async throws -> TestResponse {
        try await client.rpc("create_recording_upload", valid.merging(changes) { $1 }, token: tokens.access)
      }
      #expect(try await attempt(["content_type": "video/mp4"]).status == .unsupportedMediaType)
      #expect(try await attempt(["byte_size": 1_001]).status == .contentTooLarge)
      #expect(try await attempt(["byte_size": 0]).errorCode == "invalid_request")
      #expect(try await attempt(["sha256": String(repeating: "A", count: 64)]).errorCode == "invalid_request")
      #expect(try await attempt(["cue_id": "fr-001"]).status == .notFound)
      #expect(try await attempt(["cue_id": "en/001"]).status == .badRequest)
      #expect(try await attempt([:]).status == .created)
    }
  }

  @Test("Signed URLs start with --public-url and magic links with --link-base")
  func configuredBases() async throws {
    try await TestHarness.run(configure: {
      $0.publicURL = "http://10.0.2.2:8080"
      $0.linkBase = "https://chatterbox.example/app"
    }) { _, client in
      let (tokens, _) = try await client.signInWithProfile()
      let message = try await client.latestMessage(for: "learner@example.com")
      #expect(message.link.hasPrefix("https://chatterbox.example/app/auth/magic?token="))
      let response = try await client.rpc(
        "create_recording_upload",
        ["cue_id": "en-001", "content_type": "audio/wav", "byte_size": 3, "sha256": UploadFixtures.sha256([1, 2, 3])],
        token: tokens.access)
      #expect((response.json["upload_url"] as? String)?.hasPrefix("http://10.0.2.2:8080/uploads/rec_") == true)
    }
  }
}
