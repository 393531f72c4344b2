import AudioCapture
import AudioCaptureTestSupport
import Foundation
import HistoryFeature
import TestSupport
import Testing

/// Issue 38 item 1: the row follows the player: its end returns it to idle, and a failed player or
/// download leaves the reason, never a row stuck at "▶ 00:00.0".
@MainActor
@Suite("Playback coordinator: the end and failures")
struct PlaybackCoordinatorEndTests {
  @Test func thePlayersEndReturnsTheRowToIdle() async {
    let player = ScriptedAudioPlayer()
    let playback = PlaybackCoordinator(player: player)
    #expect(await playback.play(id: "a", url: URL(fileURLWithPath: "/a.wav"), duration: 30))
    player.finish()
    await waitUntilObserved { playback.state == .idle }
    #expect(playback.state == .idle)
    #expect(playback.failure == nil)
  }

  @Test func aFailingPlayerLeavesItsReason() async {
    let player = ScriptedAudioPlayer()
    let playback = PlaybackCoordinator(player: player)
    await playback.play(id: "a", url: URL(fileURLWithPath: "/a.wav"), duration: 30)
    let failed = PlaybackError.noAudioDevice(name: "aplay", lastLine: "audio open error")
    player.finish(failing: failed)
    await waitUntilObserved { playback.failure != nil }
    #expect(playback.state == .idle)
    #expect(playback.failure == .init(id: "a", error: failed))
  }

  @Test func aFailedDownloadSaysWhyAndPlaysNothing() async {
    let player = ScriptedAudioPlayer()
    let playback = PlaybackCoordinator(player: player)
    let played = await playback.play(id: "a", duration: 30) { () throws(PlaybackError) -> URL in
      #expect(playback.loadingID == "a")
      throw .downloadFailed(reason: "offline")
    }
    #expect(!played)
    #expect(playback.state == .idle)
    #expect(playback.loadingID == nil)
    #expect(playback.failure == .init(id: "a", error: .downloadFailed(reason: "offline")))
    #expect(player.log.isEmpty)
  }

  @Test func aPlayerThatCannotStartLeavesItsReason() async {
    let playback = PlaybackCoordinator(player: UnavailableAudioPlayer(reason: .noPlayer(searched: ["aplay"])))
    #expect(await !playback.play(id: "a", url: URL(fileURLWithPath: "/a.wav"), duration: 3))
    #expect(playback.failure == .init(id: "a", error: .noPlayer(searched: ["aplay"])))
  }

  @Test func pausingIsNoEnd() async {
    let player = ScriptedAudioPlayer(stopPosition: 4)
    let playback = PlaybackCoordinator(player: player)
    await playback.play(id: "a", url: URL(fileURLWithPath: "/a.wav"), duration: 30)
    await playback.pause()
    await Self.settle { false }
    #expect(playback.state == .paused(id: "a", position: 4, duration: 30))
  }

  /// Gives a wrongly sent end its chance to arrive (yields, never sleeps) before checking that none did.
  static func settle(_ done: () -> Bool) async {
    for _ in 0..<1000 where !done() { await Task.yield() }
  }
}
