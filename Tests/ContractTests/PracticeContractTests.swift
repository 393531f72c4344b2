import ChatterboxAPI
import Foundation
import Networking
import Storage
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite(
  "Contract: profiles, cues and recordings against the live dev server", .enabled(if: devServerAvailable), .serialized)
struct PracticeContractTests {
  @Test func configProfilesAndCuePaging() async throws {
    try await DevServer.with { server in
      let clients = ContractClients(server: server)
      let config = try await clients.accounts.appConfig()
      #expect(Set(config.supportedLanguages.map(\.code)).isSuperset(of: ["en", "es", "fr"]))
      #expect(config.upload.contentTypes.contains("audio/wav"))

      _ = try await clients.signIn(uniqueEmail())
      let profile = try await clients.accounts.setActiveProfile(languageCode: "es")
      #expect(profile.languageCode == "es")
      #expect(try await clients.accounts.setActiveProfile(languageCode: "es").id == profile.id)
      #expect(try await clients.accounts.me().activeProfile?.id == profile.id)

      var seen: [String] = []
      var cursor: String?
      repeat {
        let page = try await clients.practice.cues(profileID: profile.id, count: 25, cursor: cursor)
        seen += page.items.map(\.id)
        cursor = page.nextCursor
      } while cursor != nil
      #expect(seen.count >= 60)
      #expect(Set(seen).count == seen.count)
      #expect(seen.allSatisfy { $0.hasPrefix("es-") })
      let shuffled = try await clients.practice.shuffledCues(profileID: profile.id, count: 5)
      #expect(shuffled.count == 5)

      await #expect { try await clients.accounts.setActiveProfile(languageCode: "xx") } throws: { error in
        (error as? NetworkError)?.serverCode == "unsupported_language"
      }
    }
  }

  @Test func uploadWalkAndIdempotency() async throws {
    try await DevServer.with { server in
      let clients = ContractClients(server: server)
      _ = try await clients.signIn(uniqueEmail())
      let profile = try await clients.accounts.setActiveProfile(languageCode: "en")
      let cue = try #require(try await clients.practice.cues(profileID: profile.id, count: 1, cursor: nil).items.first)
      let bytes = Data(repeating: 7, count: 4096)
      let sha = SHA256.hash(bytes).hexString
      let key = UUID().uuidString
      let upload = try await clients.practice.createUpload(
        cueID: cue.id, contentType: "audio/wav", byteSize: bytes.count, sha256: sha, idempotencyKey: key)
      let replay = try await clients.practice.createUpload(
        cueID: cue.id, contentType: "audio/wav", byteSize: bytes.count, sha256: sha, idempotencyKey: key)
      #expect(replay.recordingID == upload.recordingID)

      // Completing before the bytes arrive is a conflict.
      await #expect { try await clients.practice.completeUpload(recordingID: upload.recordingID) } throws: { error in
        (error as? NetworkError)?.serverCode == "upload_incomplete"
      }
      // Wrong bytes are refused and nothing is kept.
      var request = URLRequest(url: upload.uploadURL)
      request.httpMethod = upload.method
      for (name, value) in upload.headers { request.setValue(value, forHTTPHeaderField: name) }
      let (_, bad) = try await URLSession.shared.upload(for: request, from: Data(repeating: 8, count: 4096))
      #expect((bad as? HTTPURLResponse)?.statusCode == 422)
      let (_, good) = try await URLSession.shared.upload(for: request, from: bytes)
      #expect((good as? HTTPURLResponse)?.statusCode == 204)

      let recording = try await clients.practice.completeUpload(recordingID: upload.recordingID)
      #expect(recording.status == .complete)
      #expect(recording.sha256 == sha)
      let page = try await clients.practice.recordings(profileID: profile.id, cueID: nil, cursor: nil, count: nil)
      #expect(page.items.map(\.id) == [upload.recordingID])
      #expect(page.practisedCueCount == 1)
      #expect(page.cueCount >= 60)

      try await clients.practice.deleteRecording(id: upload.recordingID)
      #expect(
        try await clients.practice.recordings(profileID: profile.id, cueID: nil, cursor: nil, count: nil).items.isEmpty)
    }
  }
}
