import ChatterboxAPI
import ChatterboxAPITestSupport
import Foundation
import Networking
import Observability
import TestSupport
import Testing

@testable import TerminalUI

/// Issue 35 on the app's screens (full screen and plain): a history that has not come says it is
/// loading, then that the server is slow, and never "No recordings yet" or "0 of 0" before the
/// server said so; the upload screen names the takes waiting for another server or account.
@MainActor
@Suite("Interactive app: waiting is never emptiness")
struct InteractiveWaitingTests {
  static let size = TerminalSize(columns: 100, rows: 30)

  func screen(_ session: TerminalShell) -> String {
    session.render(size: Self.size, theme: TestThemes.plain(.dark)).joined(separator: "\n")
  }

  func plain(_ session: TerminalShell) -> String { PlainPages.page(for: session).lines.joined(separator: "\n") }

  @Test("History: loading, then slow after the patience, then the server's own empty state")
  func historyWaitsInWords() async throws {
    let clock = TestClock()
    let answers = AsyncStream<RecordingPage>.makeStream()
    var services = InteractiveFixtures.services()
    var practice = TestPracticeRepository.noop
    practice.recordings = { [stream = answers.stream] _, _, _, _ throws(NetworkError) in
      var iterator = stream.makeAsyncIterator()
      guard let page = await iterator.next() else { throw .cancelled }
      return page
    }
    services.practice = practice
    services.time = clock.source
    let session = TerminalShell(services: services)
    await session.start()
    guard case .success(let load) = session.model.show(tab: .history), let load else {
      Issue.record("history did not open")
      return
    }
    await waitUntilObserved { session.history.isLoading }
    for shown in [screen(session), plain(session)] {
      #expect(shown.contains("Loading…"), "\(shown)")
      #expect(!shown.contains("No recordings yet") && !shown.contains("0 of 0"), "\(shown)")
    }
    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(2))
    await waitUntilObserved { session.history.isSlow }
    for shown in [screen(session), plain(session)] {
      #expect(shown.contains("The server is slow to answer"), "\(shown)")
      #expect(!shown.contains("No recordings yet") && !shown.contains("0 of 0"), "\(shown)")
    }
    answers.continuation.yield(RecordingPage(items: [], nextCursor: nil, practisedCueCount: 0, cueCount: 0))
    await load.value
    // Now the server said it: an empty history is empty.
    #expect(screen(session).contains("No recordings yet"), "\(screen(session))")
  }

  @Test("Cues: refreshing a list on screen says it is loading, then that the server is slow, in both shells")
  func cueRefreshWaitsInWords() async throws {
    let clock = TestClock()
    let later = AsyncStream<CuePage>.makeStream()
    let calls = LockedValue(0)
    var services = InteractiveFixtures.services()
    var practice = TestPracticeRepository.noop
    practice.cues = { [stream = later.stream] _, _, _ throws(NetworkError) in
      let call = calls.withLock { count in
        count += 1
        return count
      }
      if call == 1 { return CuePage(items: [.mock(id: "c1", title: "Order a coffee")], nextCursor: nil) }
      var iterator = stream.makeAsyncIterator()
      guard let page = await iterator.next() else { throw .cancelled }
      return page
    }
    services.practice = practice
    services.time = clock.source
    let session = TerminalShell(services: services)
    await session.start()
    #expect(screen(session).contains("Order a coffee"), "\(screen(session))")

    session.handle(.character("r"))
    await waitUntilObserved { session.cues.isRefreshing }
    #expect(screen(session).contains("Loading…") && !screen(session).contains("Loading more"), "\(screen(session))")
    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(2))
    await waitUntilObserved { session.cues.isSlow }
    for shown in [screen(session), plain(session)] {
      #expect(shown.contains("The server is slow to answer"), "\(shown)")
      #expect(shown.contains("Order a coffee"), "\(shown)")  // what was shown stays
    }
    later.continuation.yield(CuePage(items: [.mock(id: "c2", title: "Ask the way")], nextCursor: nil))
    await session.settle()
    #expect(screen(session).contains("Ask the way") && !screen(session).contains("slow"), "\(screen(session))")
  }

  @Test("Settings: the practice language reads as loading, then slow, and 'not chosen' only once known")
  func settingsSaysItIsWaitingForTheLanguage() {
    let strings = InteractiveStrings(language: "en")
    #expect(strings.practiceLanguageUnknown(loading: .loading, switching: false) == strings.string(.loading))
    #expect(strings.practiceLanguageUnknown(loading: .slow, switching: false) == strings.string(.loadingSlow))
    #expect(strings.practiceLanguageUnknown(loading: .idle, switching: true) == strings.string(.loading))
    #expect(strings.practiceLanguageUnknown(loading: .idle, switching: false) == strings.string(.settingsNotChosen))
  }

  @Test("The upload screen names the takes waiting for another server or account")
  func uploadScreenNamesTakesWaitingElsewhere() async {
    let uploader = InteractiveFixtures.uploader()
    var services = InteractiveFixtures.services(uploader: uploader)
    services.waitingElsewhere = { 3 }
    let session = TerminalShell(services: services)
    await session.start()
    await session.press(.enter)
    await session.press(.character("t"))
    await session.recordTask?.value
    await session.press(.character("u"))
    await session.uploadTask?.value
    #expect(session.screen == .uploaded)
    let shown = screen(session)
    #expect(shown.contains("waiting for another server or account: 3"), "\(shown)")
  }
}
