import AudioCaptureTestSupport
import ChatterboxAPI
import ChatterboxAPITestSupport
import Foundation
import HistoryFeature
import Networking
import Testing

/// The history server of these tests: pages of two, sixty cues in the course.
func historyRepository(_ items: [Recording]) -> ScriptedPracticeRepository {
  ScriptedPracticeRepository(recordings: items, recordingPageSize: 2, cueCount: 60)
}

func recording(_ id: String, cue: String) -> Recording { .mock(id: id, cueID: cue, profileID: "p") }

@MainActor
@Suite("History and playback")
struct HistoryFeatureTests {
  let profile = Profile.mock(id: "p")

  @Test func pagesAttemptsAndProgress() async {
    let repo = historyRepository([recording("r1", cue: "a"), recording("r2", cue: "a"), recording("r3", cue: "b")])
    let history = HistoryViewModel(repository: repo)
    await history.load(profile: profile)
    #expect(history.recordings.map(\.id) == ["r1", "r2"])
    #expect(history.hasMore)
    await history.loadMore()
    #expect(history.recordings.map(\.id) == ["r1", "r2", "r3"])
    #expect(history.attemptsByCue == ["a": 2, "b": 1])
    #expect(history.practisedCueCount == 2)
    #expect(history.cueCount == 60)
  }

  @Test func deleteRemovesServerAndLocalCopy() async throws {
    let local = FileManager.default.temporaryDirectory.appendingPathComponent("local-\(UUID().uuidString).wav")
    try Data([1]).write(to: local)
    let repo = historyRepository([recording("r1", cue: "a")])
    let history = HistoryViewModel(repository: repo, localCopy: { $0 == "r1" ? local : nil })
    await history.load(profile: profile)
    await history.delete(id: "r1")
    #expect(repo.deleted == ["r1"])
    #expect(history.recordings.isEmpty)
    #expect(history.practisedCueCount == 0)
    #expect(!FileManager.default.fileExists(atPath: local.path))
  }

  @Test func playbackStateMachine() async {
    let player = ScriptedAudioPlayer(stopPosition: 4)
    let playback = PlaybackCoordinator(player: player)
    let a = URL(fileURLWithPath: "/a.wav")
    let b = URL(fileURLWithPath: "/b.wav")
    #expect(!playback.seek(by: 10))
    #expect(await !playback.pause())
    await playback.play(id: "a", url: a, duration: 30)
    #expect(playback.state == .playing(id: "a", position: 0, duration: 30))
    playback.seek(by: -10)
    #expect(playback.state == .playing(id: "a", position: 0, duration: 30))
    #expect(await playback.pause())
    #expect(playback.state == .paused(id: "a", position: 4, duration: 30))
    playback.seek(by: 10)
    #expect(playback.state == .paused(id: "a", position: 14, duration: 30))
    #expect(await playback.resume(url: a))
    playback.seek(by: 100)
    #expect(playback.state == .playing(id: "a", position: 30, duration: 30))
    await playback.play(id: "b", url: b, duration: 5)  // one item at a time
    #expect(playback.state == .playing(id: "b", position: 0, duration: 5))
    await playback.stop()
    #expect(playback.state == .idle)
    #expect(player.log == ["start a.wav @0.0", "stop", "start a.wav @14.0", "stop", "start b.wav @0.0", "stop"])
  }
}
