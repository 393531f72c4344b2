import ChatterboxAPI
import CuesFeature
import Localization

/// `chatterbox cues [--shuffle] [--count N] [--json]`.
struct CuesCommand: Command {
  let name = "cues"
  let usage = "chatterbox cues [--shuffle] [--count N] [--json]"
  var options: [OptionSpec] {
    [
      OptionSpec("shuffle"),
      OptionSpec("count", value: "N"),
      .json,
    ]
  }
  let hasDiscussion = true

  func run(_ context: CommandContext) async throws -> ExitCode {
    try context.requireNoPositionals()
    let count = try context.arguments.value("count").map { try Self.parseCount($0, context.strings) } ?? 20
    let app = try AppDependencies.live(context)
    let (profile, snapshot) = try await app.requireProfile()
    let list = await Self.load(app: app, profile: profile, count: count, shuffle: context.arguments.flag("shuffle"))
    guard !list.cues.isEmpty || list.errorKey == nil else {
      throw CLIError(ErrorDescriptions.userMessage(forKey: list.errorKey, context.strings), exitCode: .unavailable)
    }
    let language = snapshot.config.supportedLanguages.first { $0.code == profile.languageCode }
    CommandOutput(context).emit(json: [
      "language": profile.languageCode, "has_more": list.hasMore, "offline": list.offline,
      "items": list.cues.prefix(count).map(Self.json),
    ]) {
      var lines = ["\(language?.nativeName ?? profile.languageCode) — \(context.strings.plural("cues.count", count: min(count, list.cues.count)))\(list.hasMore ? " (+)" : "")"]
      if list.offline { lines.append(context.strings.string("cues.offline_banner")) }
      let width = list.cues.map(\.id.count).max() ?? 0
      for cue in list.cues.prefix(count) {
        let difficulty = context.strings.string("cues.difficulty.\(cue.difficulty.rawValue)")
        lines.append("  \(cue.id.padding(toLength: width, withPad: " ", startingAt: 0))  \(difficulty.padding(toLength: 14, withPad: " ", startingAt: 0))  \(cue.title)")
      }
      lines.append(context.strings.string("cli.cues.practise_hint"))
      return lines.joined(separator: "\n")
    }
    return .success
  }

  struct Loaded {
    let cues: [Cue]
    let hasMore: Bool
    let offline: Bool
    let errorKey: String?
  }

  @MainActor
  static func load(app: AppDependencies, profile: Profile, count: Int, shuffle: Bool) async -> Loaded {
    let list = CueListViewModel(repository: app.practice, cache: app.cueCache, pageSize: count) { milliseconds, count in
      app.trackCueFetch(milliseconds: milliseconds, count: count)
    }
    await list.load(profile: profile)
    if shuffle { await list.shuffle() }
    return Loaded(cues: list.cues, hasMore: list.hasMore, offline: list.isShowingSavedCues, errorKey: list.errorKey)
  }

  static func parseCount(_ text: String, _ strings: Localizer) throws -> Int {
    guard let value = Int(text), (1...50).contains(value) else { throw UsageError(strings.string("cli.usage.count_range")) }
    return value
  }

  static func json(_ cue: Cue) -> [String: Any] {
    let content = CueContent(markdown: cue.body)
    return ["id": cue.id, "title": cue.title, "difficulty": cue.difficulty.rawValue, "tags": cue.tags, "prompt": content.plainPrompt, "hints": content.hints]
  }
}
