import Foundation

/// A profile's practice over days, as the server counts it (`get_progress`): every complete take with
/// speech (a take whose evaluation found none is left out), each on the day it was recorded in the
/// time zone the device was in then (the asked zone for a take that did not say).
public struct PracticeProgress: Sendable, Equatable, Codable {
  /// One day with at least one take.
  public struct Day: Sendable, Equatable, Codable {
    /// The day, in the take's own time zone.
    public let date: CalendarDay
    /// Takes with speech that day.
    public let takes: Int
    /// Seconds of speech that day (the evaluation's speaking time, else the takes' length).
    public let speakingSeconds: Double

    /// Stores the values as given.
    public init(date: CalendarDay, takes: Int, speakingSeconds: Double) {
      self.date = date
      self.takes = takes
      self.speakingSeconds = speakingSeconds
    }
  }

  /// One cue with at least one take.
  public struct CueTally: Sendable, Equatable, Codable {
    /// The cue's id (a ``Cue/id``).
    public let cueID: String
    /// Its takes with speech.
    public let takes: Int
    /// The latest day it was practised.
    public let lastDate: CalendarDay

    /// Stores the values as given.
    public init(cueID: String, takes: Int, lastDate: CalendarDay) {
      self.cueID = cueID
      self.takes = takes
      self.lastDate = lastDate
    }
  }

  /// The zone asked for (an IANA identifier), where takes that did not say their own are counted.
  public let timeZone: String
  /// Every take counted, including those on days older than ``days`` holds.
  public let takeCount: Int
  /// The days with takes, oldest first (the server keeps the latest 400).
  public let days: [Day]
  /// The cues practised, by id.
  public let cues: [CueTally]

  /// Stores the values as given.
  public init(timeZone: String, takeCount: Int, days: [Day], cues: [CueTally]) {
    self.timeZone = timeZone
    self.takeCount = takeCount
    self.days = days
    self.cues = cues
  }

  /// Nothing practised yet.
  public static func empty(timeZone: String) -> PracticeProgress {
    PracticeProgress(timeZone: timeZone, takeCount: 0, days: [], cues: [])
  }
}
