import ChatterboxAPI
import ChatterboxAPITestSupport
import Foundation
import PracticeFeature
import PracticeFeatureTestSupport
import Testing

/// The feedback's facts (issue 28): the comparison's tolerance, the quality notes, the rounded
/// summary, and the phases the round moves the view model through after an upload.
@MainActor
@Suite("Feedback")
struct FeedbackTests {
  static func result(rate: Double = 3.1, quality: EvaluationQuality) -> EvaluationResult {
    EvaluationResult(
      durationSeconds: 50, speakingTimeSeconds: 41.6, pauseCount: 3, meanPauseSeconds: 0.6, longestPauseSeconds: 1.2,
      syllableCount: 130, speechRate: rate, articulationRate: rate + 0.4, confidence: 0.9, quality: quality)
  }
  static let clean = EvaluationQuality(clipped: false, tooQuiet: false, signalToNoiseDB: 30)

  @Test func ratesWithinTheTempoJNDOrATenthAreAboutTheSame() {
    #expect(RateComparison(current: 3.1, previous: 2.6).direction == .faster)
    #expect(RateComparison(current: 2.6, previous: 3.1).direction == .slower)
    #expect(RateComparison(current: 3.2, previous: 3.1).direction == .aboutTheSame, "3 % of 3.1")
    #expect(RateComparison(current: 4.3, previous: 4.0).direction == .aboutTheSame, "7.5 %: under the 10 % JND")
    #expect(RateComparison(current: 4.5, previous: 4.0).direction == .faster, "12.5 %")
    #expect(RateComparison(current: 3.5, previous: 4.0).direction == .slower, "12.5 %")
    #expect(RateComparison(current: 1.05, previous: 1.0).direction == .aboutTheSame, "under 0.1 syllables/s")
    #expect(RateComparison(current: 3.1, previous: 2.6).previous == 2.6)
  }

  @Test func qualityNotesFollowTheQualityInAFixedOrder() {
    #expect(QualityNote.notes(for: Self.clean).isEmpty)
    #expect(
      QualityNote.notes(for: EvaluationQuality(clipped: true, tooQuiet: true, signalToNoiseDB: 9))
        == [.clipped, .tooQuiet, .noisy])
    #expect(QualityNote.notes(for: EvaluationQuality(clipped: false, tooQuiet: false, signalToNoiseDB: 15)).isEmpty)
    #expect(QualityNote.noisy.rawValue == "noisy" && QualityNote.tooQuiet.rawValue == "too_quiet")
  }

  @Test func theSummaryRoundsEveryNumber() {
    let feedback = Feedback(
      recordingID: "rec_1", cueID: "en-001", result: Self.result(rate: 3.14, quality: Self.clean),
      comparison: RateComparison(current: 3.14, previous: 3.0), isPreview: true)
    let summary = EvaluationSummary(feedback)
    #expect(summary.speakingSeconds == 42 && summary.pauseCount == 3 && summary.speechRateTenths == 31)
    #expect(summary.trend == "about_the_same" && summary.isPreview && summary.qualityNotes.isEmpty)
  }

  @Test func thePhasesAfterAnUploadMoveOnlyFromWhereTheyMay() async {
    let model = PracticeViewModel(
      cue: .mock(), recorder: ScriptedRecorder(),
      uploader: ScriptedUploader(script: [.queued, .done(remoteID: "rec_9")]), player: nil)
    model.awaitEvaluation()
    #expect(model.phase == .viewingCue, "nothing to wait for before an upload")
    await model.record()
    await model.upload()
    model.showEvaluationFailed(.noSpeech)
    #expect(model.phase == .done(recordingID: "rec_9"), "only while waiting")
    model.awaitEvaluation()
    #expect(model.phase == .waitingForEvaluation(recordingID: "rec_9"))
    let feedback = Feedback(
      recordingID: "rec_9", cueID: "en-001", result: Self.result(quality: Self.clean), comparison: nil,
      isPreview: false)
    model.showResult(feedback)
    #expect(model.phase == .showingResult(feedback))
    model.show(.mock(id: "en-002"))
    #expect(model.phase == .viewingCue && model.cue.id == "en-002", "a shown result is between takes")
  }

  @Test func anUnknownEvaluationEndsAtDone() async {
    let model = PracticeViewModel(
      cue: .mock(), recorder: ScriptedRecorder(),
      uploader: ScriptedUploader(script: [.queued, .done(remoteID: "rec_9")]), player: nil)
    await model.record()
    await model.upload()
    model.awaitEvaluation()
    model.endEvaluation()
    #expect(model.phase == .done(recordingID: "rec_9"))
    model.awaitEvaluation()
    model.showEvaluationFailed(.timedOut)
    #expect(model.phase == .evaluationFailed(recordingID: "rec_9", reason: .timedOut))
  }

  @Test func aTakeIsComparableOnlyWithSpeechOfAdequateQuality() {
    #expect(Self.result(rate: 3.1, quality: Self.clean).notComparableReason == nil)
    #expect(Self.result(rate: 3.1, quality: Self.clean).comparableSpeechRate == 3.1)
    let silent = EvaluationResult(
      durationSeconds: 5, speakingTimeSeconds: 0, pauseCount: 0, meanPauseSeconds: 0, longestPauseSeconds: 0,
      syllableCount: 0, speechRate: 0, articulationRate: 0, confidence: 0, quality: Self.clean)
    #expect(silent.notComparableReason == .noSpeech && silent.comparableSpeechRate == nil)
    let clipped = EvaluationQuality(clipped: true, tooQuiet: true, signalToNoiseDB: 30)
    #expect(Self.result(rate: 3.1, quality: clipped).notComparableReason == .clipped)
    let quiet = EvaluationQuality(clipped: false, tooQuiet: true, signalToNoiseDB: 30)
    #expect(Self.result(rate: 3.1, quality: quiet).notComparableReason == .tooQuiet)
    let noisy = EvaluationResult(
      durationSeconds: 5, speakingTimeSeconds: 4, pauseCount: 0, meanPauseSeconds: 0, longestPauseSeconds: 0,
      syllableCount: 20, speechRate: 4, articulationRate: 4, confidence: 0.3, quality: Self.clean)
    #expect(noisy.notComparableReason == .lowConfidence)
  }
}
