import ChatterboxAPI
import ChatterboxAPITestSupport
import Foundation
import PracticeFeature
import Testing

/// A cue's attempts for history: numbered oldest first, each measured one compared with the measured one
/// before it, and the trend from the first measured rate to the last.
@Suite("Cue attempts")
struct CueAttemptsTests {
  static func recording(_ id: String, at seconds: Double, cue: String = "en-001", rate: Double?) -> Recording {
    var recording = Recording.mock(id: id, cueID: cue, createdAt: Date(timeIntervalSince1970: seconds))
    recording.evaluation = rate.map { .ready(id, rate: $0) } ?? .pending(id)
    return recording
  }

  @Test func attemptsAreNumberedOldestFirstAndComparedWithTheLastMeasuredOne() {
    let recordings = [
      Self.recording("c", at: 300, rate: 3.1), Self.recording("b", at: 200, rate: nil),
      Self.recording("x", at: 250, cue: "en-002", rate: 1.0), Self.recording("a", at: 100, rate: 2.6),
    ]
    let attempts = CueAttempts(cueID: "en-001", recordings: recordings)
    #expect(attempts.attempts.map(\.recording.id) == ["a", "b", "c"])
    #expect(attempts.attempts.map(\.number) == [1, 2, 3])
    #expect(attempts.attempts[0].comparison == nil)
    #expect(attempts.attempts[1].comparison == nil, "a pending attempt has nothing to compare")
    #expect(attempts.attempts[2].comparison == RateComparison(current: 3.1, previous: 2.6))
    #expect(attempts.trend?.direction == .faster)
  }

  @Test func fewerThanTwoMeasuredAttemptsHaveNoTrend() {
    let attempts = CueAttempts(
      cueID: "en-001", recordings: [Self.recording("a", at: 1, rate: 2.0), Self.recording("b", at: 2, rate: nil)])
    #expect(attempts.trend == nil)
    #expect(CueAttempts(cueID: "en-001", recordings: []).attempts.isEmpty)
  }

  @Test func aSlowerLastAttemptTrendsSlower() {
    let attempts = CueAttempts(
      cueID: "en-001",
      recordings: [
        Self.recording("a", at: 1, rate: 3.0), Self.recording("b", at: 2, rate: 3.5),
        Self.recording("c", at: 3, rate: 2.5),
      ])
    #expect(attempts.trend == RateComparison(current: 2.5, previous: 3.0))
    #expect(attempts.attempts[2].comparison?.direction == .slower)
  }

  @Test func thePreviousRateIsTheLatestMeasuredOneBeforeTheTake() {
    let recordings = [
      Self.recording("later", at: 400, rate: 9.9), Self.recording("now", at: 300, rate: 3.0),
      Self.recording("pending", at: 250, rate: nil), Self.recording("before", at: 200, rate: 2.4),
    ]
    #expect(CueAttempts.previousRate(before: "now", in: recordings) == 2.4)
    #expect(CueAttempts.previousRate(before: "unlisted", in: recordings) == 9.9)
    #expect(CueAttempts.previousRate(before: "before", in: recordings) == nil)
  }

  /// Two takes in one second (the server's resolution): the id, which the server makes in creation order,
  /// decides which came last.
  @Test func takesInTheSameSecondAreOrderedByID() {
    let recordings = [
      Self.recording("rec_0003", at: 300, rate: 6.2), Self.recording("rec_0002", at: 299, rate: 6.2),
      Self.recording("rec_0001", at: 299, rate: 3.6),
    ]
    #expect(CueAttempts.previousRate(before: "rec_0003", in: recordings) == 6.2)
    #expect(CueAttempts.previousRate(before: "rec_0002", in: recordings) == 3.6)
    #expect(CueAttempts.previousRate(before: "rec_0001", in: recordings) == nil)
  }

  @Test func byCueGroupsEveryCue() {
    let grouped = CueAttempts.byCue([
      Self.recording("a", at: 1, rate: 2), Self.recording("b", at: 2, cue: "en-002", rate: 3),
    ])
    #expect(Set(grouped.keys) == ["en-001", "en-002"])
    #expect(grouped["en-002"]?.attempts.count == 1)
  }

  static func recording(_ id: String, at seconds: Double, result: EvaluationResult) -> Recording {
    var recording = Recording.mock(id: id, cueID: "en-001", createdAt: Date(timeIntervalSince1970: seconds))
    recording.evaluation = RecordingEvaluation(recordingID: id, state: .ready, result: result)
    return recording
  }

  @Test("Takes without speech or too noisy are left out of comparisons, the previous rate and the trend")
  func takesThatAreNotComparableAreLeftOut() {
    let tone = EvaluationResult(
      durationSeconds: 6, speakingTimeSeconds: 0, pauseCount: 0, meanPauseSeconds: 0, longestPauseSeconds: 0,
      syllableCount: 0, speechRate: 0, articulationRate: 0, confidence: 0, quality: .clean)
    let noisy = EvaluationResult.sample(
      rate: 4.2, quality: EvaluationQuality(clipped: true, tooQuiet: false, signalToNoiseDB: 9))
    let recordings = [
      Self.recording("a", at: 100, rate: 2.6), Self.recording("tone", at: 200, result: tone),
      Self.recording("noisy", at: 300, result: noisy), Self.recording("b", at: 400, rate: 3.1),
    ]
    let attempts = CueAttempts(cueID: "en-001", recordings: recordings)
    #expect(attempts.attempts.map(\.notComparableReason) == [nil, .noSpeech, .clipped, nil])
    #expect(attempts.attempts[1].comparison == nil && attempts.attempts[2].comparison == nil)
    #expect(attempts.attempts[3].comparison == RateComparison(current: 3.1, previous: 2.6))
    #expect(attempts.comparableAttempts.map(\.recording.id) == ["a", "b"])
    #expect(CueAttempts.previousRate(before: "unlisted", in: recordings) == 3.1)
    #expect(CueAttempts.previousRate(before: "b", in: recordings) == 2.6, "the tone and the clipped take are skipped")
  }

  @Test("The trend compares medians of the earliest and latest comparable attempts, so one odd take does not swing it")
  func theTrendIsRobustToOneOddTake() {
    let rates = [3.6, 7.0, 3.7, 4.6, 4.8, 4.7]
    let recordings = rates.enumerated().map { index, rate in Self.recording("r\(index)", at: Double(index), rate: rate)
    }
    let trend = CueAttempts(cueID: "en-001", recordings: recordings).trend
    #expect(trend == RateComparison(current: 4.7, previous: 3.7))  // medians of 3.6, 7.0, 3.7 and of 4.6, 4.8, 4.7
    #expect(trend?.direction == .faster)
  }
}
