import ChatterboxAPI
import ChatterboxAPITestSupport
import CuesFeature
import Foundation
import Networking
import Testing

/// Saved cues after a failed fetch say why (issue 24): an answer that could not be read is not
/// "offline", and a refusal names no reason at all.
@MainActor
@Suite("Cue list: why saved cues are shown")
struct CueListSavedCuesReasonTests {
  func listAfter(_ failure: NetworkError) async -> CueListViewModel {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cues-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let repo = ScriptedPracticeRepository(cuePages: [nil: CuePage(items: [cue("a")], nextCursor: nil)])
    await CueListViewModel(repository: repo, cache: CueCache(directory: directory)).load(profile: profile)
    repo.failures[.cues] = failure
    let list = CueListViewModel(repository: repo, cache: CueCache(directory: directory))
    await list.load(profile: profile)
    return list
  }

  @Test func anUnreadableAnswerIsToldApartFromOffline() async {
    let unreadable = await listAfter(.decoding(details: "invalid UTF-8"))
    #expect(unreadable.isShowingSavedCues && unreadable.savedCuesReason == .unreadableAnswer)
    #expect(await listAfter(.invalidResponse).savedCuesReason == .unreadableAnswer)
    #expect(await listAfter(.offline).savedCuesReason == .unreachable)
    #expect(await listAfter(.timeout).savedCuesReason == .unreachable)
    #expect(await listAfter(.forbidden(code: nil)).savedCuesReason == nil)
  }

  @Test func aLiveListHasNoReason() async {
    let repo = ScriptedPracticeRepository(cuePages: [nil: CuePage(items: [cue("a")], nextCursor: nil)])
    let list = CueListViewModel(repository: repo, cache: nil)
    await list.load(profile: profile)
    #expect(list.savedCuesReason == nil)
  }

  @Test("Saved cues are dated while shown; the server's answer clears the date (issue 35)")
  func savedCuesAreDated() async {
    let offline = await listAfter(.offline)
    #expect(offline.savedAt != nil, "saved cues shown offline carry when they were saved")
    let repo = ScriptedPracticeRepository(cuePages: [nil: CuePage(items: [cue("a")], nextCursor: nil)])
    let live = CueListViewModel(repository: repo, cache: nil)
    await live.load(profile: profile)
    #expect(live.savedAt == nil)
  }
}
