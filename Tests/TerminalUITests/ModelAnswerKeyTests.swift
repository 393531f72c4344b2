import AudioCaptureTestSupport
import ChatterboxAPI
import ChatterboxAPITestSupport
import Foundation
import PracticeFeature
import SpeechSynthesis
import SpeechSynthesisTestSupport
import TestSupport
import Testing

@testable import TerminalUI

/// Issue 38 item 2 in both shells: on a cue with a model answer, `m` speaks and plays it (`M` slowly),
/// the cue screen says it is playing and then the pace beside the learner's (the fixture's take: 3.1); a cue without one offers
/// no key; a machine without a voice says so on the cue.
@MainActor
@Suite struct ModelAnswerKeyTests {
  let folder = try! TemporaryDirectory()
  static let cue = Cue.mock(id: "es-001", title: "Tu mañana", sampleAnswer: "Me levanto a las siete y desayuno.")

  func shell(
    synthesizer: ToneSpeechSynthesizer, player: ScriptedAudioPlayer, cues: [Cue] = [Self.cue]
  ) -> TerminalShell {
    var services = InteractiveFixtures.services(practice: InteractiveFixtures.practice(cues: cues))
    services.player = player
    services.modelAnswers = ModelAnswerDependencies(
      synthesizer: synthesizer, folder: folder.url, player: nil, measure: { _ in .sample(rate: 5.2) })
    return TerminalShell(services: services)
  }

  func screen(_ session: TerminalShell) -> String {
    session.render(size: TerminalSize(columns: 100, rows: 30), theme: TestThemes.plain(.dark))
      .joined(separator: "\n")
  }

  @Test func mPlaysTheModelAnswerAndThenShowsItsPace() async throws {
    let synthesizer = ToneSpeechSynthesizer()
    let player = ScriptedAudioPlayer()
    let session = shell(synthesizer: synthesizer, player: player)
    await session.start()
    await session.press(.enter)
    #expect(session.screen == .cueDetail)
    #expect(screen(session).contains("m listen to the model"), "the footer offers it")
    await session.press(.character("m"), settle: false)
    try await InteractiveScreenTour.eventually { session.round?.modelAnswer?.isBusy == true && !player.log.isEmpty }
    #expect(screen(session).contains("▶ The model answer is playing"), "\(screen(session))")
    #expect(synthesizer.spoken.map(\.language) == ["es"], "the profile's language")
    player.finish()
    await session.settle()
    #expect(
      screen(session).contains("The model answer: 5.2 syllables per second — you: 3.1 (slower than the model)"),
      "\(screen(session))")

    await session.press(.character("M"), settle: false)
    try await InteractiveScreenTour.eventually { player.log.count == 2 }
    await session.press(.character("m"))  // pressed again while playing: stops
    #expect(player.log.last == "stop")
    #expect(synthesizer.spoken.map(\.rate) == [.normal, .slow])
  }

  @Test func aCueWithoutAnAnswerOffersNoKeyAndNoVoiceIsSaid() async throws {
    let player = ScriptedAudioPlayer()
    let silent = shell(synthesizer: ToneSpeechSynthesizer(), player: player, cues: [.mock(id: "es-001")])
    await silent.start()
    await silent.press(.enter)
    #expect(!screen(silent).contains("listen to the model"))
    await silent.press(.character("m"))
    #expect(player.log.isEmpty)

    let mute = shell(
      synthesizer: ToneSpeechSynthesizer(failing: SpeechSynthesisError(.noVoice, language: "es")), player: player)
    await mute.start()
    await mute.press(.enter)
    await mute.press(.character("m"))
    #expect(screen(mute).contains("No voice on this device speaks 'es'"), "\(screen(mute))")
    let plain = PlainPages.page(for: mute)
    #expect(plain.lines.contains { $0.contains("No voice on this device speaks 'es'") })
    #expect(plain.choices.map(\.label).contains("Listen to the model"), "\(plain.choices.map(\.label))")
  }
}
