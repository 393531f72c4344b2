import ChatterboxAPI
import ChatterboxAPITestSupport
import CuesFeature
import Foundation
import Networking
import Testing

func cue(_ id: String) -> Cue { .mock(id: id, title: "T\(id)", body: "Body") }
let profile = Profile.mock(languageCode: "es", id: "p1", createdAt: Date(timeIntervalSince1970: 0))

@MainActor
@Suite("Cue list: paging, coalescing, cache")
struct CueListTests {
  func cacheDirectory() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("cues-\(UUID().uuidString)")
  }

  @Test func pagesByCursor() async {
    let repo = ScriptedPracticeRepository(cuePages: [
      nil: CuePage(items: [cue("a"), cue("b")], nextCursor: "c1"), "c1": CuePage(items: [cue("c")], nextCursor: nil),
    ])
    let list = CueListViewModel(repository: repo, cache: nil)
    await list.load(profile: profile)
    #expect(list.cues.map(\.id) == ["a", "b"])
    #expect(list.hasMore)
    await list.loadNextPage()
    #expect(list.cues.map(\.id) == ["a", "b", "c"])
    #expect(!list.hasMore)
    await list.loadNextPage()
    #expect(repo.cueCursors == [nil, "c1"])
  }

  @Test func concurrentNextPageIsCoalesced() async {
    let repo = ScriptedPracticeRepository(cuePages: [
      nil: CuePage(items: [cue("a")], nextCursor: "c1"), "c1": CuePage(items: [cue("b")], nextCursor: "c2"),
    ])
    let list = CueListViewModel(repository: repo, cache: nil)
    await list.load(profile: profile)
    repo.delay = .milliseconds(50)
    async let first: Void = list.loadNextPage()
    async let second: Void = list.loadNextPage()
    async let third: Void = list.loadNextPage()
    _ = await (first, second, third)
    #expect(repo.cueCursors == [nil, "c1"])
    #expect(list.cues.map(\.id) == ["a", "b"])
  }

  @Test func cacheThenNetworkAndOfflineState() async {
    let directory = cacheDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let repo = ScriptedPracticeRepository(cuePages: [nil: CuePage(items: [cue("a"), cue("b")], nextCursor: nil)])
    let online = CueListViewModel(repository: repo, cache: CueCache(directory: directory))
    await online.load(profile: profile)
    #expect(online.freshness == .live)

    repo.failures[.cues] = .offline
    let offline = CueListViewModel(repository: repo, cache: CueCache(directory: directory))
    await offline.load(profile: profile)
    #expect(offline.cues.map(\.id) == ["a", "b"])
    #expect(offline.isShowingSavedCues)
    #expect(offline.failure == .offline)

    let empty = CueListViewModel(repository: repo, cache: CueCache(directory: cacheDirectory()))
    await empty.load(profile: profile)
    #expect(empty.freshness == .empty)
    #expect(!empty.isShowingSavedCues)
  }

  @Test func corruptCacheIsIgnored() async throws {
    let directory = cacheDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let cache = CueCache(directory: directory)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data("{garbage".utf8).write(to: directory.appendingPathComponent("p1-es.json"))
    #expect(cache.load(profileID: "p1", language: "es") == nil)
  }

  @Test func shuffleReplacesTheList() async {
    let repo = ScriptedPracticeRepository(shuffled: [cue("z")])
    let list = CueListViewModel(repository: repo, cache: nil)
    await list.load(profile: profile)
    await list.shuffle()
    #expect(list.cues.map(\.id) == ["z"])
  }
}

@Suite("Cue markdown")
struct CueContentTests {
  @Test func promptAndHints() {
    let content = CueContent(
      markdown:
        "Describe **your** morning _routine_.\nBe specific.\n\nHints:\n- When do you wake up?\n- **Coffee** or tea?")
    #expect(
      content.paragraphs == [
        [.plain("Describe "), .bold("your"), .plain(" morning "), .italic("routine"), .plain(". Be specific.")]
      ])
    #expect(content.hints == ["When do you wake up?", "Coffee or tea?"])
  }

  /// Every unmatched or empty marker stays in the text, character for character; only a closed,
  /// non-empty pair becomes a styled run.
  @Test(arguments: [
    ("Tell me **about it", [[CueContent.Span.plain("Tell me **about it")]]),
    ("a ** b", [[.plain("a ** b")]]),
    ("****", [[.plain("****")]]),
    ("**", [[.plain("**")]]),
    ("_", [[.plain("_")]]),
    ("__", [[.plain("__")]]),
    ("_open italic", [[.plain("_open italic")]]),
    ("**bold** then **open", [[.bold("bold"), .plain(" then **open")]]),
    ("one _two", [[.plain("one _two")]]),
    // Underscores inside a word pair up today (CommonMark would keep them literal).
    ("snake_case_word", [[.plain("snake"), .italic("case"), .plain("word")]]),
    ("", []),
  ])
  func malformedMarkupDegradesToText(body: String, expected: [[CueContent.Span]]) {
    let content = CueContent(markdown: body)
    #expect(content.paragraphs == expected)
    #expect(content.plainPrompt == expected.map { $0.map(\.text).joined() }.joined(separator: "\n\n"))
    #expect(content.hints.isEmpty)
  }

  @Test func unclosedBoldStaysLiteral() {
    #expect(CueContent(markdown: "Tell me **about it").paragraphs == [[.plain("Tell me **about it")]])
  }
}
