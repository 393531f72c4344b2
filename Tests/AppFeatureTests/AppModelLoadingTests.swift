import AppFeature
import ChatterboxAPI
import ChatterboxAPITestSupport
import Foundation
import Networking
import Observability
import TestSupport
import Testing

/// Issue 35: entering the app is "loading", then "slow" after the patience — with the saved
/// account (and so its saved cues) where one is saved — and never a profile-less state ("Choose a
/// language") that the server did not say.
@MainActor
@Suite("AppModel: loading and slow")
struct AppModelLoadingTests {
  /// An account snapshot that answers only when the test says.
  final class Gate: Sendable {
    let answers: AsyncStream<AccountSnapshotCache.Snapshot>
    let send: AsyncStream<AccountSnapshotCache.Snapshot>.Continuation
    init() { (answers, send) = AsyncStream.makeStream() }

    func snapshot() async throws(NetworkError) -> AccountSnapshotCache.Snapshot {
      var iterator = answers.makeAsyncIterator()
      guard let answer = await iterator.next() else { throw .cancelled }
      return answer
    }
  }

  static func snapshot(_ language: String, savedAt: Date? = nil) -> AccountSnapshotCache.Snapshot {
    AccountSnapshotCache.Snapshot(
      me: Me(account: .mock(), activeProfile: .mock(languageCode: language, id: "p-\(language)")), config: .mock(),
      savedAt: savedAt)
  }

  func model(
    clock: TestClock, gate: Gate, saved: AccountSnapshotCache.Snapshot?, practice: ScriptedPracticeRepository
  ) -> AppModel {
    AppModelTests.model(
      signedIn: true, accounts: ScriptedAccountRepository(), practice: practice,
      configure: { environment in
        environment.accountSnapshot = { () throws(NetworkError) in try await gate.snapshot() }
        environment.time = clock.source
        environment.patience = .seconds(2)
        environment.savedAccountSnapshot = { saved }
      })
  }

  @Test("Loading, then slow after the patience, then idle; no profile is guessed without a saved copy")
  func loadingThenSlowThenEntered() async {
    let clock = TestClock()
    let gate = Gate()
    let app = model(clock: clock, gate: gate, saved: nil, practice: ScriptedPracticeRepository())
    let entry = Task { await app.enterApp() }
    await clock.waitForSleepers(1)
    #expect(app.accountLoad == .loading && app.route == .cues && app.profile == nil)
    clock.advance(by: .seconds(2))
    await waitUntilObserved { app.accountLoad == .slow }
    #expect(app.profile == nil && app.snapshot == nil, "nothing saved: nothing shown but that it is slow")
    gate.send.yield(Self.snapshot("es"))
    #expect(await entry.value == .entered)
    #expect(app.accountLoad == .idle && app.profile?.languageCode == "es")
  }

  @Test("Slow with a saved account: its profile (and saved cues) show, then the server's answer replaces it")
  func slowShowsTheSavedAccount() async {
    let clock = TestClock()
    let gate = Gate()
    let practice = ScriptedPracticeRepository()
    let saved = Self.snapshot("fr", savedAt: clock.now)
    let app = model(clock: clock, gate: gate, saved: saved, practice: practice)
    let entry = Task { await app.enterApp() }
    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(2))
    await waitUntilObserved { app.profile != nil }
    #expect(app.accountLoad == .slow && app.profile?.languageCode == "fr" && app.snapshot?.isSaved == true)
    gate.send.yield(Self.snapshot("fr"))
    #expect(await entry.value == .entered)
    #expect(app.accountLoad == .idle && app.snapshot?.isSaved == false)
    let cueLoads = practice.calls.filter { if case .cues(profileID: "p-fr", _, _) = $0 { true } else { false } }
    #expect(cueLoads.count == 1, "the saved cues' load is joined, not repeated: \(practice.calls)")
  }

  @Test("An answer within the patience never reads as slow")
  func fastAnswerIsNeverSlow() async {
    let clock = TestClock()
    let gate = Gate()
    let app = model(clock: clock, gate: gate, saved: Self.snapshot("fr"), practice: ScriptedPracticeRepository())
    gate.send.yield(Self.snapshot("es"))
    #expect(await app.enterApp() == .entered)
    clock.advance(by: .seconds(10))
    #expect(app.accountLoad == .idle && app.profile?.languageCode == "es")
  }
}
