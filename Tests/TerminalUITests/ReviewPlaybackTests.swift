import AudioCapture
import AudioCaptureTestSupport
import Foundation
import PracticeFeatureTestSupport
import TestSupport
import Testing

@testable import ChatterboxComposition
@testable import TerminalUI

/// Issue 38 item 1 on the review screen: "p" shows the take playing until the player ends, and a
/// player that cannot play says why in words.
@MainActor
@Suite("Interactive app: playing the take under review")
struct ReviewPlaybackTests {
  @Test func theReviewShowsPlayingUntilThePlayerEnds() async {
    let player = ScriptedAudioPlayer()
    var services = InteractiveFixtures.services(recorder: ScriptedInteractiveRecorder(mode: .instant))
    services.player = player
    let session = TerminalShell(services: services)
    await session.start()
    await session.press(.enter)
    await session.press(.character("t"))
    await session.recordTask?.value
    #expect(session.screen == .review)
    let playing = session.play()
    await player.waitUntilStarted()
    #expect(session.round?.isPlaying == true)
    #expect(Self.screen(session).contains("Playing your take"))
    player.finish()
    await playing?.value
    #expect(!Self.screen(session).contains("Playing your take"))
  }

  @Test func aMissingPlayerIsSaidInWords() async {
    var services = InteractiveFixtures.services(recorder: ScriptedInteractiveRecorder(mode: .instant))
    services.player = UnavailableAudioPlayer(reason: .noPlayer(searched: ["aplay", "ffplay"]))
    let session = TerminalShell(services: services)
    await session.start()
    await session.press(.enter)
    await session.press(.character("t"))
    await session.recordTask?.value
    await session.play()?.value
    #expect(Self.screen(session).contains("No audio player found"), "\(Self.screen(session))")
  }

  static func screen(_ session: TerminalShell) -> String {
    session.render(size: TerminalSize(columns: 100, rows: 30), theme: TestThemes.plain(.dark)).joined(separator: "\n")
  }
}
