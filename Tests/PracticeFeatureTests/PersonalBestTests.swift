import ChatterboxAPI
import ChatterboxAPITestSupport
import Foundation
import PracticeFeature
import Testing

/// The learner's best at a cue (ADR 0059): the fastest rates over the takes ADR 0055 lets us compare, the take
/// just made included, and whether that take holds it.
@Suite("Personal best")
struct PersonalBestTests {
  static func result(rate: Double, quality: EvaluationQuality = .clean, confidence: Double = 0.9) -> EvaluationResult {
    let sample = EvaluationResult.sample(rate: rate, quality: quality)
    return EvaluationResult(
      durationSeconds: sample.durationSeconds, speakingTimeSeconds: sample.speakingTimeSeconds,
      pauseCount: sample.pauseCount, meanPauseSeconds: sample.meanPauseSeconds,
      longestPauseSeconds: sample.longestPauseSeconds, syllableCount: sample.syllableCount,
      speechRate: sample.speechRate, articulationRate: sample.articulationRate, confidence: confidence,
      quality: sample.quality)
  }

  @Test func onlyComparableTakesCount() throws {
    let clipped = EvaluationQuality(clipped: true, tooQuiet: false, signalToNoiseDB: 30)
    let best = try #require(
      PersonalBest(over: [
        Self.result(rate: 3.0), Self.result(rate: 9.0, quality: clipped), Self.result(rate: 8.0, confidence: 0.2),
        Self.result(rate: 3.5),
      ]))
    #expect(best.speechRate == 3.5 && best.articulationRate == 3.9 && best.comparedTakes == 2)
    #expect(PersonalBest(over: [Self.result(rate: 9.0, quality: clipped)]) == nil)
    #expect(PersonalBest(over: []) == nil)
  }

  @Test func theTakeJustMadeCountsOnceAndMayHoldIt() throws {
    var earlier = Recording.mock(id: "a", cueID: "es-001", createdAt: Date(timeIntervalSince1970: 1))
    earlier.evaluation = .ready("a", rate: 3.0)
    var listed = Recording.mock(id: "b", cueID: "es-001", createdAt: Date(timeIntervalSince1970: 2))
    listed.evaluation = .ready("b", rate: 2.0)  // the server's copy of this take, counted once (as `current`)
    var pending = Recording.mock(id: "c", cueID: "es-001", createdAt: Date(timeIntervalSince1970: 3))
    pending.evaluation = .pending("c")

    let current = Self.result(rate: 3.2)
    let best = try #require(PersonalBest(current: current, recordingID: "b", attempts: [earlier, listed, pending]))
    #expect(best.comparedTakes == 2 && best.speechRate == 3.2)
    #expect(best.isHeld(by: current))

    let slower = Self.result(rate: 2.5)
    let behind = try #require(PersonalBest(current: slower, recordingID: "b", attempts: [earlier, listed]))
    #expect(behind.articulationRate == 3.4 && !behind.isHeld(by: slower))

    let alone = try #require(PersonalBest(current: current, recordingID: nil, attempts: []))
    #expect(alone.comparedTakes == 1 && !alone.isHeld(by: current), "a first take has nothing to beat")
  }

  @Test func aCuesBestIsOverItsComparableAttempts() throws {
    let recordings = [
      CueAttemptsTests.recording("a", at: 1, cue: "es-001", rate: 2.8),
      CueAttemptsTests.recording("b", at: 2, cue: "es-001", rate: nil),
      CueAttemptsTests.recording("c", at: 3, cue: "es-001", rate: 3.6),
      CueAttemptsTests.recording("x", at: 4, cue: "es-002", rate: 6.0),
    ]
    let best = try #require(CueAttempts(cueID: "es-001", recordings: recordings).personalBest)
    #expect(best.speechRate == 3.6 && best.comparedTakes == 2)
    #expect(CueAttempts(cueID: "es-003", recordings: recordings).personalBest == nil)
  }
}
