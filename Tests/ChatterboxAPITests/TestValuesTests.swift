import ChatterboxAPI
import ChatterboxAPITestSupport
import Foundation
import Networking
import Testing

/// The shared test values keep their promises: `unimplemented` fails the test with the
/// operation's name, `offline` throws `.offline`, the scripted ones answer and record.
@Suite("Test values")
struct TestValuesTests {
  @Test func unimplementedFailsTheTestWithTheOperationsName() async {
    await expectUnimplemented("PracticeRepository.cues") {
      _ = try await TestPracticeRepository.unimplemented.cues(profileID: "p", count: 1, cursor: nil)
    }
    await expectUnimplemented("AccountRepository.me") { _ = try await TestAccountRepository.unimplemented.me() }
    await expectUnimplemented("AuthRepository.logout") {
      try await TestAuthRepository.unimplemented.logout(accessToken: "t")
    }
    await expectUnimplemented("AnalyticsRepository.track") { try await TestAnalyticsRepository.unimplemented.track([]) }
  }

  /// Checks one call on its own: it must record the failure naming `operation` (a call that records
  /// nothing fails as "known issue was not recorded"; any other issue fails as usual) and throw the
  /// error carrying that name.
  func expectUnimplemented(
    _ operation: String, sourceLocation: SourceLocation = #_sourceLocation, _ call: () async throws -> Void
  ) async {
    await withKnownIssue(sourceLocation: sourceLocation) {
      await #expect(
        throws: NetworkError.server(status: 501, code: "unimplemented", message: operation),
        sourceLocation: sourceLocation
      ) { try await call() }
    } matching: { issue in
      issue.comments.contains { $0.rawValue == "Unimplemented: \(operation)" }
    }
  }

  @Test func offlineThrowsOffline() async {
    await #expect(throws: NetworkError.offline) {
      _ = try await TestPracticeRepository.offline.shuffledCues(profileID: "p", count: 1)
    }
    await #expect(throws: NetworkError.offline) { _ = try await TestAccountRepository.offline.appConfig() }
    await #expect(throws: NetworkError.offline) {
      _ = try await TestAuthRepository.offline.requestMagicLink(email: "a@b.c")
    }
    await #expect(throws: NetworkError.offline) { try await TestAnalyticsRepository.offline.track([]) }
  }

  @Test func scriptedPracticePagesFiltersFailsAndRecords() async throws {
    let cues = (1...5).map { Cue.mock(id: "c\($0)") }
    let recordings = ["a", "a", "b"].enumerated().map { index, cue in
      Recording.mock(id: "r\(index)", cueID: cue, profileID: "p")
    }
    let practice = ScriptedPracticeRepository(catalog: cues, recordings: recordings)
    let first = try await practice.cues(profileID: "p", count: 2, cursor: nil)
    #expect(first.items.map(\.id) == ["c1", "c2"] && first.nextCursor == "2")
    #expect(try await practice.cues(profileID: "p", count: 4, cursor: "2").nextCursor == nil)
    #expect(try await practice.shuffledCues(profileID: "p", count: 2).map(\.id) == ["c5", "c4"])
    let page = try await practice.recordings(profileID: "p", cueID: "a", cursor: nil, count: nil)
    #expect(page.items.map(\.id) == ["r0", "r1"] && page.practisedCueCount == 2 && page.cueCount == 5)
    try await practice.deleteRecording(id: "r0")
    #expect(practice.deleted == ["r0"] && practice.recordings.map(\.id) == ["r1", "r2"])
    practice.failures[.cues] = .timeout
    await #expect(throws: NetworkError.timeout) { _ = try await practice.cues(profileID: "p", count: 1, cursor: nil) }
    #expect(practice.cueCursors == [nil, "2", nil])
  }

  @Test func scriptedAccountsSwitchOnlyToListedLanguages() async throws {
    let accounts = ScriptedAccountRepository()
    #expect(try await accounts.setActiveProfile(languageCode: "fr").id == "p-fr")
    #expect(try await accounts.me().activeProfile?.languageCode == "fr")
    await #expect(throws: NetworkError.server(status: 422, code: "unsupported_language", message: nil)) {
      _ = try await accounts.setActiveProfile(languageCode: "tlh")
    }
    #expect(accounts.calls == [.setActiveProfile(languageCode: "fr"), .me, .setActiveProfile(languageCode: "tlh")])
  }
}
