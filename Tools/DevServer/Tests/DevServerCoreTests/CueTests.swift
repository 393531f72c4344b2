import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

@testable import DevServerCore

@Suite("Cues")
struct CueTests {
  @Test("get_cues pages through every cue of the profile's language exactly once, in a stable order")
  func paging() async throws {
    try await TestHarness.run { _, client in
      let (tokens, profileID) = try await client.signInWithProfile(language: "es")
      var seen: [String] = []
      var cursor: String?
      repeat {
        var body: [String: Any] = ["profile_id": profileID, "count": 25]
        if let cursor { body["cursor"] = cursor }
        let page = try await client.rpc("get_cues", body, token: tokens.access)
        #expect(page.status == .ok)
        let items = try #require(page.json["items"] as? [[String: Any]])
        seen += items.compactMap { $0["id"] as? String }
        cursor = page.json["next_cursor"] as? String
      } while cursor != nil
      #expect(seen.count == SeedCues.spanish.count)
      #expect(seen == seen.sorted())
      #expect(Set(seen).count == seen.count)
      #expect(seen.allSatisfy { $0.hasPrefix("es-") })
    }
  }

  @Test("Cue shape follows the contract")
  func shape() async throws {
    try await TestHarness.run { _, client in
      let (tokens, profileID) = try await client.signInWithProfile()
      let page = try await client.rpc("get_cues", ["profile_id": profileID, "count": 50], token: tokens.access)
      let items = try #require(page.json["items"] as? [[String: Any]])
      for cue in items {
        let difficulty = try #require(cue["difficulty"] as? String)
        #expect(["beginner", "intermediate", "advanced"].contains(difficulty))
        let tags = try #require(cue["tags"] as? [String])
        #expect((1...3).contains(tags.count))
        let body = try #require(cue["body"] as? String)
        #expect(!body.isEmpty)
        if let hints = body.range(of: "\n\nHints:\n") {
          #expect(body[hints.upperBound...].split(separator: "\n").allSatisfy { $0.hasPrefix("- ") })
        }
        let sample = try #require(cue["sample_answer"] as? String, "every shipped cue has a model answer")
        #expect(!sample.isEmpty && !sample.contains("**") && !sample.contains("\n"), "plain text: \(sample)")
      }
    }
  }

  /// The model answers `listen` speaks: one per shipped cue, plain spoken text a few sentences long.
  @Test("Every seed cue has a short plain model answer")
  func sampleAnswers() {
    for language in SeedLanguage.all {
      for cue in language.cues {
        let sample = cue.sample ?? ""
        let words = sample.split(whereSeparator: \.isWhitespace).count
        #expect((15...70).contains(words), "\(language.code) \(cue.title): \(words) words")
        #expect(!sample.contains("**") && !sample.contains("_") && !sample.contains("\""), "\(cue.title)")
      }
    }
  }

  @Test("shuffle_cues returns distinct cues of the language and no cursor")
  func shuffle() async throws {
    try await TestHarness.run { _, client in
      let (tokens, profileID) = try await client.signInWithProfile(language: "fr")
      let page = try await client.rpc("shuffle_cues", ["profile_id": profileID, "count": 10], token: tokens.access)
      let ids = try #require(page.json["items"] as? [[String: Any]]).compactMap { $0["id"] as? String }
      #expect(ids.count == 10)
      #expect(Set(ids).count == 10)
      #expect(ids.allSatisfy { $0.hasPrefix("fr-") })
      #expect(page.json["next_cursor"] is NSNull)
    }
  }

  @Test("count must be 1...50", arguments: [0, 51, -1])
  func countRange(count: Int) async throws {
    try await TestHarness.run { _, client in
      let (tokens, profileID) = try await client.signInWithProfile()
      let response = try await client.rpc("get_cues", ["profile_id": profileID, "count": count], token: tokens.access)
      #expect(response.status == .badRequest)
      #expect(response.json["message"] as? String == "Field `count` must be between 1 and 50.")
    }
  }

  @Test("Another account's profile is 404")
  func foreignProfile() async throws {
    try await TestHarness.run { harness, client in
      let (_, profileID) = try await client.signInWithProfile("ana@example.com")
      harness.clock.advance(seconds: 61)
      let ben = try await client.signIn("ben@example.com")
      let response = try await client.rpc("get_cues", ["profile_id": profileID, "count": 5], token: ben.access)
      #expect(response.status == .notFound)
      #expect(response.errorCode == "not_found")
    }
  }

  @Test("me reports the active profile; unsupported languages are 422")
  func activeProfile() async throws {
    try await TestHarness.run { _, client in
      let tokens = try await client.signIn()
      let before = try await client.rpc("me", token: tokens.access)
      #expect(before.json["active_profile"] is NSNull)
      let unsupported = try await client.rpc("set_active_profile", ["language_code": "tlh"], token: tokens.access)
      #expect(unsupported.errorCode == "unsupported_language")
      let profile = try await client.rpc("set_active_profile", ["language_code": "de"], token: tokens.access)
      let again = try await client.rpc("set_active_profile", ["language_code": "de"], token: tokens.access)
      #expect(profile.json["id"] as? String == again.json["id"] as? String)
      let after = try await client.rpc("me", token: tokens.access)
      #expect((after.json["active_profile"] as? [String: Any])?["language_code"] as? String == "de")
    }
  }

  @Test("app_config lists languages, flags and upload limits")
  func appConfig() async throws {
    try await TestHarness.run { _, client in
      let config = try await client.rpc("app_config")
      #expect(config.status == .ok)
      let languages = try #require(config.json["supported_languages"] as? [[String: Any]])
      #expect(languages.compactMap { $0["code"] as? String }.starts(with: ["en", "es", "fr", "de"]))
      #expect(languages.first { $0["code"] as? String == "es" }?["native_name"] as? String == "Español")
      let upload = try #require(config.json["upload"] as? [String: Any])
      #expect(upload["max_bytes"] as? Int == 512 * 1024 * 1024)
      #expect((upload["content_types"] as? [String])?.contains("audio/wav") == true)
      #expect(config.json["feature_flags"] is [String: Any])
    }
  }
}
