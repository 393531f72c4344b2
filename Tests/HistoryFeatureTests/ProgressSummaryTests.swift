import ChatterboxAPI
import ChatterboxAPITestSupport
import Foundation
import Observability
import Testing

@testable import HistoryFeature

/// Issue 38 item 3: the streak, minutes and tallies are worked out against one given today, never the calendar.
@Suite("Progress over days")
struct ProgressSummaryTests {
  let today = CalendarDay(year: 2026, month: 12, day: 9)  // a Wednesday

  func progress(_ days: [(Int, Double)], cues: [(String, Int, Int)] = []) -> PracticeProgress {
    PracticeProgress(
      timeZone: "Europe/Madrid", takeCount: days.count,
      days: days.map { .init(date: today.adding(days: $0.0), takes: 1, speakingSeconds: $0.1) },
      cues: cues.map { .init(cueID: $0.0, takes: $0.1, lastDate: today.adding(days: $0.2)) })
  }

  @Test func calendarDaysReadWriteAndCountAcrossMonthsAndLeapYears() throws {
    #expect(CalendarDay("2028-02-29") == CalendarDay(year: 2028, month: 2, day: 29))
    for bad in ["2027-02-29", "2026-13-01", "2026-1-01", "2026-12-07T00:00", "٢٠٢٦-12-07", ""] {
      #expect(CalendarDay(bad) == nil, "\(bad)")
    }
    #expect(CalendarDay(year: 2026, month: 12, day: 31).adding(days: 1).description == "2027-01-01")
    #expect(CalendarDay(year: 2028, month: 3, day: 1).adding(days: -1).description == "2028-02-29")
    #expect(today.startOfWeek.description == "2026-12-07")
    #expect(CalendarDay(year: 2026, month: 12, day: 6).startOfWeek.description == "2026-11-30", "a Sunday")
    #expect(CalendarDay(year: 2026, month: 3, day: 28).days(to: CalendarDay(year: 2026, month: 3, day: 30)) == 2)
    let decoded = try JSONDecoder().decode([CalendarDay].self, from: Data(#"["2026-12-07"]"#.utf8))
    #expect(decoded == [CalendarDay(year: 2026, month: 12, day: 7)])
    #expect(throws: DecodingError.self) { try JSONDecoder().decode([CalendarDay].self, from: Data(#"["7/12"]"#.utf8)) }
  }

  @Test func theDayOfAnInstantIsTheZonesDay() throws {
    let instant = try #require(ISO8601DateFormatter().date(from: "2026-12-07T23:30:00Z"))
    #expect(CalendarDay(instant, in: try #require(TimeZone(identifier: "Europe/Madrid"))).description == "2026-12-08")
    #expect(
      CalendarDay(instant, in: try #require(TimeZone(identifier: "America/New_York"))).description == "2026-12-07")
  }

  @Test func aStreakEndsTodayOrYesterdayAndAGapEndsIt() {
    #expect(ProgressSummary(progress: progress([(-2, 60), (-1, 60), (0, 60)]), cues: [], today: today).streakDays == 3)
    let open = ProgressSummary(progress: progress([(-3, 60), (-2, 60), (-1, 60)]), cues: [], today: today)
    #expect(open.streakDays == 3 && !open.practisedToday, "yesterday's streak lives until today ends")
    #expect(ProgressSummary(progress: progress([(-3, 60), (-2, 60)]), cues: [], today: today).streakDays == 0)
    #expect(ProgressSummary(progress: progress([(-4, 60), (-2, 60), (0, 60)]), cues: [], today: today).streakDays == 1)
    let ahead = ProgressSummary(progress: progress([(-1, 60), (0, 60), (1, 60)]), cues: [], today: today)
    #expect(ahead.streakDays == 3, "a take recorded in a zone ahead of this one is tomorrow here, and counts")
    #expect(ProgressSummary(progress: .empty(timeZone: "UTC"), cues: [], today: today).streakDays == 0)
  }

  @Test func minutesTodayAndThisIsoWeek() {
    let summary = ProgressSummary(
      progress: progress([(-3, 600), (-2, 30), (-1, 45), (0, 90)]), cues: [], today: today)
    #expect(summary.speakingSecondsToday == 90)
    #expect(summary.speakingSecondsThisWeek == 30 + 45 + 90, "Monday to today: last Sunday is last week")
  }

  @Test func levelsCountThePractisedCuesAndTheNextCueIsTheLowestLevelsFirstUnpractised() {
    let cues = [
      Cue.mock(id: "es-001", difficulty: .beginner), Cue.mock(id: "es-002", difficulty: .beginner),
      Cue.mock(id: "es-003", difficulty: .intermediate), Cue.mock(id: "es-004", difficulty: .advanced),
    ]
    let summary = ProgressSummary(
      progress: progress([(0, 60)], cues: [("es-001", 2, 0), ("es-003", 1, 0)]), cues: cues, today: today)
    #expect(summary.practisedCueIDs == ["es-001", "es-003"])
    #expect(summary.levels.map(\.practised) == [1, 1, 0] && summary.levels.map(\.total) == [2, 1, 1])
    #expect(summary.nextCue?.id == "es-002")
    let done = ProgressSummary(
      progress: progress([(0, 60)], cues: cues.enumerated().map { ($1.id, 1, $0 == 2 ? -5 : 0) }), cues: cues,
      today: today)
    #expect(done.nextCue?.id == "es-003", "every cue practised: the one practised longest ago")
    #expect(ProgressSummary(progress: progress([]), cues: [], today: today).nextCue == nil)
  }

  @Test func theSavedCopyRoundTripsAndAForeignFileIsNoCopy() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("progress-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let cache = ProgressCache(directory: folder)
    let copy = CachedProgress(
      progress: progress([(0, 60)], cues: [("es-001", 1, 0)]), cues: [.mock(id: "es-001")],
      savedAt: Date(timeIntervalSince1970: 1_700_000_000))
    try cache.save(copy, profileID: "prf/../1")
    #expect(cache.load(profileID: "prf/../1") == copy)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(names == [cache.fileURL(profileID: "prf/../1").lastPathComponent], "one file, in the folder: \(names)")
    try Data("{\"progress\": 1}".utf8).write(to: cache.fileURL(profileID: "prf_2"))
    #expect(cache.load(profileID: "prf_2") == nil)
    cache.clear()
    #expect(!FileManager.default.fileExists(atPath: folder.path))
  }
}

/// The history's progress: the saved copy's at once, the server's once it answers, and the saved one kept offline.
@MainActor
@Suite("History with progress")
struct HistoryProgressTests {
  @Test func aLoadCountsProgressAndOfflineKeepsTheSavedCopy() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("progress-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let now = try #require(ISO8601DateFormatter().date(from: "2026-12-09T12:00:00Z"))
    let time = TimeSource(now: { now }, uptime: { .zero }, sleep: { _ in })
    let today = CalendarDay(year: 2026, month: 12, day: 9)
    let counted = PracticeProgress(
      timeZone: "UTC", takeCount: 2,
      days: [
        .init(date: today.adding(days: -1), takes: 1, speakingSeconds: 30),
        .init(date: today, takes: 1, speakingSeconds: 12),
      ],
      cues: [.init(cueID: "en-001", takes: 2, lastDate: today)])
    let practice = ScriptedPracticeRepository(catalog: [.mock(id: "en-001"), .mock(id: "en-002")])
    let cache = ProgressCache(directory: folder)
    let history = HistoryViewModel(repository: practice, cache: nil, time: time, patience: nil)
    let utc = try #require(TimeZone(identifier: "UTC"))
    history.progressSource = (
      ProgressLoader(progress: TestProgressRepository.answering(counted), practice: practice, cache: cache, time: time),
      utc
    )
    await history.load(profile: Profile.mock(languageCode: "en"))
    #expect(history.progress?.streakDays == 2 && history.progress?.nextCue?.id == "en-002")

    let offline = HistoryViewModel(repository: practice, cache: nil, time: time, patience: nil)
    offline.progressSource = (
      ProgressLoader(progress: TestProgressRepository.offline, practice: practice, cache: cache, time: time), utc
    )
    await offline.refreshProgress(profile: Profile.mock(languageCode: "en"))
    #expect(offline.progress?.practisedCueIDs == ["en-001"], "the saved copy stands in")
    await offline.load(profile: Profile.mock(languageCode: "en"), cueID: "en-001")
    #expect(offline.progress?.streakDays == 2, "a filtered load leaves the progress as it was")
  }
}
