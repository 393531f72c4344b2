import ChatterboxAPI
import Foundation

/// What a learner sees of their practice over days, worked out from the server's ``PracticeProgress`` and the
/// cues of their language against one `today` (this device's day, so a saved copy reads right offline).
///
/// The streak counts days in a row with a take, each take on the day it was recorded where it was
/// recorded: a learner who flies from Madrid to Tokyo keeps a streak of Madrid evenings. It is alive
/// when its last day is today or yesterday (or tomorrow: a take recorded in a zone ahead of this one).
public struct ProgressSummary: Sendable, Equatable {
  /// Practised and shipped cues of one level.
  public struct LevelTally: Sendable, Equatable {
    public let difficulty: Cue.Difficulty
    /// Cues of the level with at least one take.
    public let practised: Int
    /// Cues of the level.
    public let total: Int
  }

  /// The day the summary was worked out for.
  public let today: CalendarDay
  /// Days in a row with a take, ending today or yesterday; 0 when the last take is older.
  public let streakDays: Int
  /// Whether today already has a take (the streak then needs nothing more today).
  public let practisedToday: Bool
  /// Seconds of speech today.
  public let speakingSecondsToday: Double
  /// Seconds of speech this ISO week, Monday to today.
  public let speakingSecondsThisWeek: Double
  /// Every take counted.
  public let takeCount: Int
  /// The cues with at least one take.
  public let practisedCueIDs: Set<String>
  /// Beginner, intermediate and advanced, in that order (a level without cues is left out).
  public let levels: [LevelTally]
  /// The first cue not yet practised at the lowest level that has one; with every cue practised, the
  /// one practised longest ago; `nil` without cues.
  public let nextCue: Cue?

  /// Works the summary out; `cues` in the server's order.
  public init(progress: PracticeProgress, cues: [Cue], today: CalendarDay) {
    self.today = today
    let byDay = Dictionary(progress.days.map { ($0.date, $0) }, uniquingKeysWith: { first, _ in first })
    let anchor = [today.adding(days: 1), today, today.adding(days: -1)].first { byDay[$0] != nil }
    var streak = 0
    if var day = anchor {
      while byDay[day] != nil {
        streak += 1
        day = day.adding(days: -1)
      }
    }
    streakDays = streak
    practisedToday = byDay[today] != nil
    speakingSecondsToday = byDay[today]?.speakingSeconds ?? 0
    let monday = today.startOfWeek
    speakingSecondsThisWeek = progress.days.filter { $0.date >= monday && $0.date <= today }
      .reduce(0) { $0 + $1.speakingSeconds }
    takeCount = progress.takeCount
    let practised = Set(progress.cues.filter { $0.takes > 0 }.map(\.cueID))
    practisedCueIDs = practised
    levels = Cue.Difficulty.allCases.compactMap { level in
      let ofLevel = cues.filter { $0.difficulty == level }
      guard !ofLevel.isEmpty else { return nil }
      return LevelTally(
        difficulty: level, practised: ofLevel.filter { practised.contains($0.id) }.count, total: ofLevel.count)
    }
    let unpractised = cues.filter { !practised.contains($0.id) }
    if let level = Cue.Difficulty.allCases.first(where: { level in unpractised.contains { $0.difficulty == level } }) {
      nextCue = unpractised.first { $0.difficulty == level }
    } else {
      let last = Dictionary(progress.cues.map { ($0.cueID, $0.lastDate) }, uniquingKeysWith: max)
      nextCue = cues.min { (last[$0.id] ?? today) < (last[$1.id] ?? today) }
    }
  }
}
