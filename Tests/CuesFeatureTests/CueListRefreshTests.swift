import ChatterboxAPI
import ChatterboxAPITestSupport
import CuesFeature
import Foundation
import Networking
import Observability
import TestSupport
import Testing

/// Issue 35: refreshing a list already on screen says it is loading, then that the server is slow
/// after the patience; the cues shown stay until the server's answer replaces them.
@MainActor
@Suite("Cue list: a refresh waits in words")
struct CueListRefreshTests {
  /// A server that answers `first` at once (when given), and the next request only when the test
  /// says, with what it says (a stream has one iterator: it ends when that one goes).
  final class Gate: Sendable {
    let answers: AsyncStream<CuePage>
    let send: AsyncStream<CuePage>.Continuation
    private let first: LockedValue<CuePage?>

    init(first: CuePage? = nil) {
      (answers, send) = AsyncStream.makeStream()
      self.first = LockedValue(first)
    }

    var repository: TestPracticeRepository {
      var repository = TestPracticeRepository.noop
      repository.cues = { [answers, first] _, _, _ throws(NetworkError) in
        if let page = first.withLock({ page in
          defer { page = nil }
          return page
        }) {
          return page
        }
        var iterator = answers.makeAsyncIterator()
        guard let page = await iterator.next() else { throw .cancelled }
        return page
      }
      return repository
    }
  }

  @Test("A refresh is refreshing, then slow after the patience; the shown cues stay until the answer")
  func refreshTurnsSlowAfterThePatience() async {
    let clock = TestClock()
    let gate = Gate(first: CuePage(items: [cue("a")], nextCursor: nil))
    let list = CueListViewModel(repository: gate.repository, cache: nil, time: clock.source, patience: .seconds(2))
    await list.load(profile: profile)
    #expect(!list.isRefreshing && !list.isSlow)

    let refresh = Task { await list.load(profile: profile) }
    await clock.waitForSleepers(1)
    #expect(list.isRefreshing && !list.isSlow && list.cues.map(\.id) == ["a"])
    clock.advance(by: .seconds(2))
    await waitUntilObserved { list.isSlow }
    #expect(list.isRefreshing && list.cues.map(\.id) == ["a"])
    gate.send.yield(CuePage(items: [cue("b")], nextCursor: nil))
    await refresh.value
    #expect(!list.isRefreshing && !list.isSlow && list.cues.map(\.id) == ["b"])
  }

  @Test("A first load with nothing shown is not a refresh; without a patience nothing is ever slow")
  func firstLoadAndNoPatience() async {
    let clock = TestClock()
    let gate = Gate()
    let list = CueListViewModel(repository: gate.repository, cache: nil, time: clock.source)
    let load = Task { await list.load(profile: profile) }
    await waitUntilObserved { list.isLoading }
    #expect(!list.isRefreshing)
    clock.advance(by: .seconds(60))
    #expect(!list.isSlow && clock.sleeperCount == 0)
    gate.send.yield(CuePage(items: [cue("a")], nextCursor: nil))
    await load.value
    #expect(list.cues.map(\.id) == ["a"] && !list.isSlow)
  }
}
