import ChatterboxAPI
import ChatterboxAPITestSupport
import Foundation
import HistoryFeature
import Observability
import Testing

@testable import AppFeature
@testable import TerminalUI

/// Issue 38 item 3 in the app: History's header says the streak and the minutes in `chatterbox progress`'s
/// words, and the cue list ticks the cues practised on other days, with nothing practised in this run.
@MainActor
@Suite("Interactive app: progress over days")
struct InteractiveProgressTests {
  @Test func historySaysTheStreakAndTheCueListTicksCuesPractisedBefore() async throws {
    let practice = InteractiveFixtures.practice()
    let first = try #require(InteractiveFixtures.cues.first)
    let now = try #require(ISO8601DateFormatter().date(from: "2026-12-09T12:00:00Z"))  // a Wednesday
    let today = CalendarDay(year: 2026, month: 12, day: 9)
    let counted = PracticeProgress(
      timeZone: "UTC", takeCount: 2,
      days: [
        .init(date: today.adding(days: -1), takes: 1, speakingSeconds: 42),
        .init(date: today, takes: 1, speakingSeconds: 18),
      ],
      cues: [.init(cueID: first.id, takes: 2, lastDate: today)])
    var services = InteractiveFixtures.services(practice: practice)
    services.repositories.progressSource = (
      ProgressLoader(
        progress: TestProgressRepository.answering(counted), practice: practice, cache: nil,
        time: TimeSource(now: { now }, uptime: { .zero }, sleep: { _ in })),
      try #require(TimeZone(identifier: "UTC"))
    )
    let session = TerminalShell(services: services)
    await session.start()
    await session.history.refreshProgress(profile: try #require(session.model.profile))
    #expect(session.practisedCueIDs == [first.id], "ticked without a take in this run")
    await session.press(.character("2"))
    let screen = session.render(size: TerminalSize(columns: 120, rows: 40), theme: TestThemes.plain(.dark))
      .joined(separator: "\n")
    #expect(
      screen.contains("Streak: 2 days in a row (practised today) · Spoken: 0.3 min today · 1.0 min this week"),
      "\(screen)")
    // `s`: every line of `chatterbox progress` in place of the list; again: the list.
    await session.press(.character("s"))
    let full = session.render(size: TerminalSize(columns: 120, rows: 40), theme: TestThemes.plain(.dark))
      .joined(separator: "\n")
    #expect(full.contains("Levels: ") && full.contains("Next: "), "\(full)")
    #expect(full.contains("s progress"), "the footer names the key: \(full)")
    await session.press(.character("s"))
    #expect(!session.ui.showsProgress)
  }
}
