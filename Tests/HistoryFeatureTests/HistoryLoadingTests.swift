import ChatterboxAPI
import ChatterboxAPITestSupport
import Foundation
import HistoryFeature
import Networking
import Observability
import TestSupport
import Testing

/// Issue 35: waiting is never shown as emptiness. A history load is "loading", then "slow" after
/// the patience (with the saved copy, dated, where one was saved); the counts and the empty state
/// are only ever the server's (or the saved copy's) word.
@MainActor
@Suite("History: loading, slow, saved copy")
struct HistoryLoadingTests {
  let profile = Profile.mock(id: "p")

  /// A server whose `recordings` answers only when the test says, with what it says.
  final class Gate: Sendable {
    let answers: AsyncStream<Result<RecordingPage, NetworkError>>
    let send: AsyncStream<Result<RecordingPage, NetworkError>>.Continuation

    init() { (answers, send) = AsyncStream.makeStream() }

    var repository: TestPracticeRepository {
      var repository = TestPracticeRepository.noop
      repository.recordings = { [answers] _, _, _, _ throws(NetworkError) in
        var iterator = answers.makeAsyncIterator()
        guard let answer = await iterator.next() else { throw .cancelled }
        return try answer.get()
      }
      return repository
    }
  }

  func scratchCache() -> HistoryCache {
    HistoryCache(directory: FileManager.default.temporaryDirectory.appendingPathComponent("history-\(UUID())"))
  }

  func page(_ ids: [String]) -> RecordingPage {
    RecordingPage(
      items: ids.map { Recording.mock(id: $0, cueID: "c-\($0)", profileID: "p") }, nextCursor: nil,
      practisedCueCount: ids.count, cueCount: 60)
  }

  @Test("Loading, then slow after the patience; no saved copy: nothing shown, never 'empty'")
  func slowWithoutSavedCopy() async throws {
    let clock = TestClock()
    let gate = Gate()
    let history = HistoryViewModel(
      repository: gate.repository, cache: scratchCache(), time: clock.source, patience: .seconds(2))
    let load = Task { await history.load(profile: profile) }
    await clock.waitForSleepers(1)
    #expect(history.isLoading && !history.isSlow && !history.hasLoaded)
    clock.advance(by: .seconds(2))
    await waitUntilObserved { history.isSlow }
    #expect(history.recordings.isEmpty && history.savedAt == nil && !history.hasLoaded)
    gate.send.yield(.success(page([])))
    await load.value
    #expect(history.hasLoaded && !history.isLoading && !history.isSlow)  // now "No recordings yet" is the server's word
  }

  @Test("Slow: the saved copy shows, dated; the server's answer then replaces it")
  func slowShowsSavedCopyThenFresh() async throws {
    let clock = TestClock()
    let cache = scratchCache()
    defer { cache.clear() }
    // A first visit saves the server's page.
    let first = Gate()
    let earlier = HistoryViewModel(repository: first.repository, cache: cache, time: clock.source, patience: nil)
    first.send.yield(.success(page(["r1", "r2"])))
    await earlier.load(profile: profile)
    let savedAt = clock.now

    clock.advance(by: .seconds(3600))
    let gate = Gate()
    let history = HistoryViewModel(repository: gate.repository, cache: cache, time: clock.source)
    let load = Task { await history.load(profile: profile) }
    await clock.waitForSleepers(1)
    #expect(history.recordings.isEmpty && history.savedAt == nil)
    clock.advance(by: .seconds(2))
    await waitUntilObserved { history.savedAt != nil }
    #expect(history.isSlow && history.recordings.map(\.id) == ["r1", "r2"])
    #expect(history.savedAt == savedAt && history.practisedCueCount == 2 && history.cueCount == 60)
    #expect(history.savedCopyReason == nil)  // slow, not offline
    gate.send.yield(.success(page(["r3"])))
    await load.value
    #expect(history.recordings.map(\.id) == ["r3"] && history.savedAt == nil && history.hasLoaded)
  }

  @Test("Unreachable: the saved copy stands in, marked offline; a refusal shows nothing saved")
  func offlineShowsSavedCopy() async throws {
    let clock = TestClock()
    let cache = scratchCache()
    defer { cache.clear() }
    let first = Gate()
    first.send.yield(.success(page(["r1"])))
    await HistoryViewModel(repository: first.repository, cache: cache, time: clock.source, patience: nil)
      .load(profile: profile)

    let offline = Gate()
    offline.send.yield(.failure(.offline))
    let history = HistoryViewModel(repository: offline.repository, cache: cache, time: clock.source, patience: nil)
    await history.load(profile: profile)
    #expect(history.recordings.map(\.id) == ["r1"] && history.savedAt != nil)
    #expect(history.savedCopyReason == .unreachable && !history.hasLoaded)

    let refused = Gate()
    refused.send.yield(.failure(.unauthorized(code: nil)))
    let signedOut = HistoryViewModel(repository: refused.repository, cache: cache, time: clock.source, patience: nil)
    await signedOut.load(profile: profile)
    #expect(signedOut.recordings.isEmpty && signedOut.savedAt == nil && signedOut.failure == .unauthorized(code: nil))
  }
}

extension HistoryLoadingTests {
  @Test("A deleted recording leaves every saved copy")
  func deleteLeavesTheSavedCopies() async throws {
    let clock = TestClock()
    let cache = scratchCache()
    defer { cache.clear() }
    let first = Gate()
    first.send.yield(.success(page(["r1", "r2"])))
    let history = HistoryViewModel(repository: first.repository, cache: cache, time: clock.source, patience: nil)
    await history.load(profile: profile)
    try cache.save(
      CachedHistory(items: history.recordings, practisedCueCount: 2, cueCount: 60, hasMore: false, savedAt: clock.now),
      profileID: "p", cueID: "c-r1")
    await history.delete(id: "r1")
    #expect(cache.load(profileID: "p")?.items.map(\.id) == ["r2"])
    #expect(cache.load(profileID: "p", cueID: "c-r1")?.items.map(\.id) == ["r2"])
  }
}
