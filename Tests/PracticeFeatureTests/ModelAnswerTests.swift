import AudioCapture
import ChatterboxAPI
import ChatterboxAPITestSupport
import Foundation
import PracticeFeature
import SpeechSynthesis
import SpeechSynthesisTestSupport
import TestSupport
import Testing

@Suite struct ModelAnswerTests {
  let folder = try! TemporaryDirectory()

  @Test func aCueWithoutWordsHasNoModelAnswer() {
    #expect(ModelAnswer(cue: .mock(), language: "en") == nil)
    #expect(ModelAnswer(cue: .mock(sampleAnswer: " \n "), language: "en") == nil)
    let answer = ModelAnswer(cue: .mock(sampleAnswer: "  I get up at seven.\n"), language: "en", rate: .slow)
    #expect(answer?.text == "I get up at seven." && answer?.rate == .slow)
  }

  @Test func theFileNameNeverBecomesAPathAndChangesWithTheWordsAndThePace() throws {
    let hostile = try #require(ModelAnswer(cue: .mock(id: "../../etc/passwd", sampleAnswer: "Hi."), language: "en"))
    #expect(!hostile.fileName.contains("/") && hostile.fileName.hasPrefix("etcpasswd-100-"), "\(hostile.fileName)")
    let normal = try #require(ModelAnswer(cue: .mock(sampleAnswer: "Hi there."), language: "en"))
    let slow = try #require(ModelAnswer(cue: .mock(sampleAnswer: "Hi there."), language: "en", rate: .slow))
    let rewritten = try #require(ModelAnswer(cue: .mock(sampleAnswer: "Hello there."), language: "en"))
    let spanish = try #require(ModelAnswer(cue: .mock(sampleAnswer: "Hi there."), language: "es"))
    #expect(Set([normal, slow, rewritten, spanish].map(\.fileName)).count == 4)
    #expect(slow.fileName.hasPrefix("en-001-70-"))
  }

  @Test func aSpokenAnswerIsKeptAndSpokenAgainOnlyWhenItNoLongerReads() async throws {
    let synthesizer = ToneSpeechSynthesizer()
    let answer = try #require(ModelAnswer(cue: .mock(sampleAnswer: "Me levanto a las siete."), language: "es"))
    let first = try await answer.speak(with: synthesizer, into: folder.url.appending(path: "answers"))
    let second = try await answer.speak(with: synthesizer, into: folder.url.appending(path: "answers"))
    #expect(first.file == second.file && first.duration == second.duration)
    #expect(synthesizer.spoken.count == 1, "the kept copy answers")
    #expect(synthesizer.spoken.first == SpeechRequest(text: "Me levanto a las siete.", language: "es"))
    try Data("not a WAV".utf8).write(to: first.file)
    _ = try await answer.speak(with: synthesizer, into: folder.url.appending(path: "answers"))
    #expect(synthesizer.spoken.count == 2, "a damaged copy is spoken again")
  }

  @Test func theSynthesizersFailureIsPassedOn() async throws {
    let synthesizer = ToneSpeechSynthesizer(failing: SpeechSynthesisError(.noVoice, language: "tlh"))
    let answer = try #require(ModelAnswer(cue: .mock(sampleAnswer: "nuqneH"), language: "tlh"))
    await #expect(throws: SpeechSynthesisError(.noVoice, language: "tlh")) {
      try await answer.speak(with: synthesizer, into: folder.url)
    }
  }

  @Test func theLearnersPaceIsTheirLatestComparableTake() {
    func take(_ id: String, _ seconds: TimeInterval, _ evaluation: RecordingEvaluation) -> Recording {
      var recording = Recording.mock(id: id, createdAt: Date(timeIntervalSince1970: seconds))
      recording.evaluation = evaluation
      return recording
    }
    let attempts = CueAttempts(
      cueID: "en-001",
      recordings: [
        take("r1", 1, .ready("r1", rate: 3.0)), take("r2", 2, .ready("r2", rate: 4.0)),
        take(
          "r3", 3,
          .ready(
            "r3", rate: 9.0, createdQuality: EvaluationQuality(clipped: true, tooQuiet: false, signalToNoiseDB: 30))),
        take("r4", 4, .pending("r4")),
      ])
    let pace = ModelAnswerPace(model: .sample(rate: 4.2), learnerAttempts: attempts)
    #expect(pace.model == 4.2 && pace.learner == 4.0, "the clipped and the pending takes are left out")
    #expect(pace.learnerAgainstModel?.direction == .aboutTheSame, "within the tempo JND")
    #expect(ModelAnswerPace(model: 5.0, learner: 4.0).learnerAgainstModel?.direction == .slower)
    #expect(ModelAnswerPace(model: nil, learner: 4.0).learnerAgainstModel == nil)
    #expect(ModelAnswerPace(model: .sample(rate: 4.2), learnerAttempts: nil).learner == nil)
  }
}
