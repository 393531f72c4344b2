import Foundation

/// One complete take with speech as `get_progress` reads it (``RecordingStore/progressTakes(profileID:)``).
struct ProgressTake: Sendable, Equatable {
  let cueID: String
  /// Unix seconds.
  let createdAt: Int64
  /// The IANA zone stored on the take, if any.
  let timeZone: String?
  let durationMS: Int64?
  /// Set exactly when the take's evaluation is `ready`.
  let speakingTimeSeconds: Double?

  /// The measured speaking time once evaluated, else the take's length (0 when unknown: not a WAV).
  var seconds: Double {
    speakingTimeSeconds ?? Double(durationMS ?? 0) / 1000
  }
}

/// Practice over days, the answer of `get_progress` (issue 38): takes and speaking time per calendar day, and
/// takes per cue.
struct Progress: Sendable, Equatable, Encodable {
  /// Takes and speaking time on one calendar day.
  struct Day: Sendable, Equatable, Encodable {
    /// `yyyy-MM-dd`, Gregorian.
    let date: String
    let takes: Int
    /// Rounded to 0.1.
    let speakingSeconds: Double

    enum CodingKeys: String, CodingKey {
      case date, takes
      case speakingSeconds = "speaking_seconds"
    }
  }

  /// Takes of one cue, and the latest day it was practised.
  struct Cue: Sendable, Equatable, Encodable {
    let cueID: String
    let takes: Int
    let lastDate: String

    enum CodingKeys: String, CodingKey {
      case takes
      case cueID = "cue_id"
      case lastDate = "last_date"
    }
  }

  /// Days answered at most, the latest ones: a bit over a year, enough for any streak or calendar a client draws,
  /// while the answer stays small however long someone practises.
  static let maxDays = 400

  let timeZone: String
  /// Every take counted, also those on days beyond ``maxDays``.
  let takeCount: Int
  /// Ascending by date; only days with a take.
  let days: [Day]
  /// Ascending by cue id.
  let cues: [Cue]

  enum CodingKeys: String, CodingKey {
    case days, cues
    case timeZone = "time_zone"
    case takeCount = "take_count"
  }

  /// Aggregates `takes`: each falls on the calendar day of its `createdAt` in its own zone, or in `timeZone` when
  /// it has none (or a zone this system no longer knows).
  ///
  /// - Precondition: `timeZone` names a zone `TimeZone(identifier:)` knows (``FieldValidation/timeZone(_:field:)``).
  init(takes: [ProgressTake], timeZone: String) {
    var calendars = CalendarCache(fallback: timeZone)
    var days: [String: (takes: Int, seconds: Double)] = [:]
    var cues: [String: (takes: Int, lastDate: String)] = [:]
    for take in takes {
      let date = calendars.date(of: take.createdAt, in: take.timeZone)
      days[date, default: (0, 0)].takes += 1
      days[date, default: (0, 0)].seconds += take.seconds
      let cue = cues[take.cueID, default: (0, date)]
      cues[take.cueID] = (cue.takes + 1, max(cue.lastDate, date))
    }
    self.timeZone = timeZone
    takeCount = takes.count
    // `yyyy-MM-dd` sorts as the dates do.
    self.days = days.sorted { $0.key < $1.key }.suffix(Self.maxDays).map { date, day in
      Day(date: date, takes: day.takes, speakingSeconds: (day.seconds * 10).rounded() / 10)
    }
    self.cues = cues.sorted { $0.key < $1.key }.map {
      Cue(cueID: $0.key, takes: $0.value.takes, lastDate: $0.value.lastDate)
    }
  }
}

/// One Gregorian calendar per zone seen, so a long history builds a handful rather than one per take.
private struct CalendarCache {
  let fallback: String
  private var calendars: [String: Calendar] = [:]

  init(fallback: String) {
    self.fallback = fallback
  }

  /// `yyyy-MM-dd` of `unixSeconds` in `zone`, or in the fallback zone when `zone` is `nil` or unknown.
  mutating func date(of unixSeconds: Int64, in zone: String?) -> String {
    let calendar = calendar(for: zone ?? fallback) ?? calendar(for: fallback) ?? Calendar(identifier: .gregorian)
    let parts = calendar.dateComponents([.year, .month, .day], from: Date(unixSeconds: unixSeconds))
    return Self.padded(parts.year ?? 0, 4) + "-" + Self.padded(parts.month ?? 0, 2) + "-"
      + Self.padded(parts.day ?? 0, 2)
  }

  private mutating func calendar(for identifier: String) -> Calendar? {
    if let cached = calendars[identifier] { return cached }
    guard let zone = TimeZone(identifier: identifier) else { return nil }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    calendars[identifier] = calendar
    return calendar
  }

  private static func padded(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
