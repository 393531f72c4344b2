import ChatterboxAPI

/// `get_progress`'s answer, as the contract's `Progress` schema spells it.
struct ProgressDTO: Decodable, Sendable {
  struct Day: Decodable, Sendable {
    let date: CalendarDay
    let takes: Int
    let speakingSeconds: Double
  }
  struct Cue: Decodable, Sendable {
    let cueId: String
    let takes: Int
    let lastDate: CalendarDay
  }

  let timeZone: String
  let takeCount: Int
  let days: [Day]
  let cues: [Cue]

  /// Negative counts and non-finite seconds read as zero: a server's slip never shows as a negative streak.
  var domain: PracticeProgress {
    PracticeProgress(
      timeZone: timeZone, takeCount: max(0, takeCount),
      days: days.map {
        .init(
          date: $0.date, takes: max(0, $0.takes),
          speakingSeconds: $0.speakingSeconds.isFinite ? max(0, $0.speakingSeconds) : 0)
      }.sorted { $0.date < $1.date },
      cues: cues.map { .init(cueID: $0.cueId, takes: max(0, $0.takes), lastDate: $0.lastDate) })
  }
}

struct ProgressBody: Encodable {
  let profileId: String
  let timeZone: String
}
