import AppFeature
import ChatterboxAPI
import ChatterboxComposition
import ChatterboxPresentation
import CuesFeature
import Foundation
import HistoryFeature
import Localization
import Networking
import TerminalUI

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

  /// What `cues` uses, and nothing more.
  struct Dependencies: Sendable {
    var account: AccountClient
    var practice: any PracticeRepository
    var cueCache: CueCache
    /// Records how long a cue fetch took (analytics).
    var trackCueFetch: @Sendable (_ milliseconds: Int, _ count: Int) -> Void
    /// The profile's practised cues (the ✓ marks): the server's progress, else its saved copy; `nil`, no marks.
    var practisedCues: (@Sendable (_ profile: Profile, _ fresh: Bool) async -> Set<String>?)? = nil

    static func live(_ app: AppDependencies, timeZone: TimeZone) -> Self {
      let loader = app.progressLoader
      return Self(
        account: .live(app), practice: app.practice, cueCache: app.cueCache,
        trackCueFetch: { app.trackCueFetch(milliseconds: $0, count: $1) },
        practisedCues: { profile, fresh in
          let saved = { loader.saved(profileID: profile.id)?.progress.cues.map(\.cueID) }
          guard fresh else { return saved().map(Set.init) }
          let counted = try? await app.progress.progress(profileID: profile.id, timeZone: timeZone)
          return (counted?.cues.map(\.cueID) ?? saved()).map(Set.init)
        })
    }
  }

  func run(_ context: CommandContext) async throws -> ExitCode {
    try await run(context, .live(AppDependencies.live(context), timeZone: .named(inEnvironment: context.environment)))
  }

  /// Runs against `dependencies`, built only after the arguments are checked.
  func run(_ context: CommandContext, _ dependencies: @autoclosure () throws -> Dependencies) async throws -> ExitCode {
    try context.requireNoPositionals()
    let count = try context.arguments.value("count").map { try Self.parseCount($0, context.strings) } ?? 20
    let dependencies = try dependencies()
    let shuffle = context.arguments.flag("shuffle")
    let answer = try await SlowServerCopy.answer(context) {
      // The saved profile starts get_cues at once; me + app_config are revalidated alongside (ADR 0012).
      var (profile, snapshot) = try await dependencies.account.requireProfile(true)
      var list = await Self.load(dependencies, profile: profile, count: count, shuffle: shuffle)
      if let (changed, fresh) = await dependencies.account.confirmProfile(profile) {
        (profile, snapshot) = (changed, fresh)
        list = await Self.load(dependencies, profile: profile, count: count, shuffle: shuffle)
      }
      return (profile, snapshot, list)
    } saved: {
      await Self.savedCopy(dependencies, shuffle: shuffle)
    }
    let (profile, snapshot, list) = answer.value
    guard !list.cues.isEmpty || list.failure == nil else {
      throw CLIError(failure: list.failure, context.strings)
    }
    let practised = await Self.marks(
      dependencies, profile: profile, fresh: !list.offline && !answer.isSavedCopy, context: context)
    let language = snapshot.config.supportedLanguages.first { $0.code == profile.languageCode }
    CommandOutput(context).emit(json: [
      "language": profile.languageCode, "has_more": list.hasMore, "offline": list.offline || answer.isSavedCopy,
      "slow_server": answer.isSavedCopy,
      "unreadable_answer": list.standIn == .unreadableAnswer, "answer_too_large": list.standIn == .answerTooLarge,
      "items": list.cues.prefix(count).map { cue in
        var item = Self.json(cue)
        if let practised { item["practised"] = practised.contains(cue.id) }
        return item
      },
    ]) {
      // Each row is one line whatever the server's text holds (TerminalSafeText.line): a line break in a
      // title must not print a line of its own that looks like ours.
      var lines = [
        TerminalSafeText.line(language?.nativeName ?? profile.languageCode)
          + " — \(context.strings.plural("cues.count", count: min(count, list.cues.count)))"
          + (list.hasMore ? " (+)" : "")
      ]
      if list.offline {
        lines.append(SavedCopyNotice.line(for: list.standIn ?? .unreachable, context.strings, cues: true))
      }
      if let savedAt = answer.slowSince {
        lines.append(SlowServerCopy.notice(savedAt: savedAt, context.strings, cues: true))
      }
      let difficulty = { (cue: Cue) in context.strings.string("cues.difficulty.\(cue.difficulty.rawValue)") }
      let columns = Self.columns(list.cues.prefix(count).map { ($0.id, difficulty($0)) })
      for cue in list.cues.prefix(count) {
        lines.append(
          TerminalSafeText.line(
            Self.line(
              id: cue.id, difficulty: difficulty(cue), title: cue.title, columns: columns,
              practised: practised?.contains(cue.id) == true)))
      }
      if list.cues.prefix(count).contains(where: { practised?.contains($0.id) == true }) {
        lines.append(context.strings.string("cli.cues.practised_hint"))
      }
      lines.append(context.strings.string("cli.cues.practise_hint"))
      return lines.joined(separator: "\n")
    }
    return list.offline ? SavedCopyNotice.exitCode(for: list.standIn ?? .unreachable) : .success
  }

  /// The active profile's saved cues (shuffled here for `--shuffle`) and when they were saved; `nil`
  /// when no profile or no cue was saved.
  static func savedCopy(
    _ dependencies: Dependencies, shuffle: Bool
  ) async -> ((Profile, AccountSnapshotCache.Snapshot, Loaded), Date)? {
    guard let snapshot = await dependencies.account.savedSnapshot(.greatestFiniteMagnitude),
      let profile = snapshot.me.activeProfile,
      let saved = dependencies.cueCache.load(profileID: profile.id, language: profile.languageCode),
      !saved.items.isEmpty
    else { return nil }
    let list = Loaded(
      cues: shuffle ? saved.items.shuffled() : saved.items, hasMore: saved.nextCursor != nil, offline: false,
      failure: nil)
    return ((profile, snapshot, list), saved.savedAt)
  }

  /// The ✓ marks: the server's practised cues when the list is the server's, waited for at most
  /// `SavedCopyRace.patience` (a slow progress never holds the list back), else the saved copy's.
  static func marks(
    _ dependencies: Dependencies, profile: Profile, fresh: Bool, context: CommandContext
  ) async -> Set<String>? {
    guard let practisedCues = dependencies.practisedCues else { return nil }
    guard fresh else { return await practisedCues(profile, false) }
    let work = Task<Set<String>?, any Error> { await practisedCues(profile, true) }
    let answer = try? await SavedCopyRace.first(
      of: work, within: SlowServerCopy.patience(context), time: context.deadline.time)
    guard case .success(let marks)? = answer else {
      work.cancel()
      return await practisedCues(profile, false)
    }
    return marks
  }

  struct Loaded: Sendable {
    let cues: [Cue]
    let hasMore: Bool
    let offline: Bool
    let failure: NetworkError?
    /// Why saved cues are shown, when ``offline`` (an unreadable answer is not "offline").
    var standIn: SavedCopyReason?
  }

  @MainActor
  static func load(_ dependencies: Dependencies, profile: Profile, count: Int, shuffle: Bool) async -> Loaded {
    let list = CueListViewModel(
      repository: dependencies.practice, cache: dependencies.cueCache, pageSize: count,
      onFetched: dependencies.trackCueFetch)
    await list.load(profile: profile)
    if shuffle { await list.shuffle() }
    return Loaded(
      cues: list.cues, hasMore: list.hasMore, offline: list.isShowingSavedCues, failure: list.failure,
      standIn: list.savedCuesReason)
  }

  /// The id and difficulty columns' widths, in terminal columns (at least 14 for the
  /// difficulty, as always in English).
  static func columns(_ rows: [(id: String, difficulty: String)]) -> (id: Int, difficulty: Int) {
    (rows.map { DisplayWidth.of($0.id) }.max() ?? 0, max(14, rows.map { DisplayWidth.of($0.difficulty) }.max() ?? 0))
  }

  /// One cue: id and difficulty padded by display width, not by characters, so the titles line
  /// up when the difficulty is 初級 (two columns a character) — and a longer word is never cut.
  ///
  /// ```swift
  /// CuesCommand.line(id: "es-001", difficulty: "初級", title: "…", columns: (6, 14)) // "  es-001  初級            …"
  /// ```
  static func line(
    id: String, difficulty: String, title: String, columns: (id: Int, difficulty: Int), practised: Bool = false
  ) -> String {
    (practised ? "✓ " : "  ") + "\(DisplayWidth.fit(id, to: max(columns.id, DisplayWidth.of(id))))  "
      + "\(DisplayWidth.fit(difficulty, to: max(columns.difficulty, DisplayWidth.of(difficulty))))  \(title)"
  }

  static func parseCount(_ text: String, _ strings: Localizer) throws -> Int {
    guard let value = Int(text), (1...50).contains(value) else {
      throw UsageError(strings.string("cli.usage.count_range"))
    }
    return value
  }

  static func json(_ cue: Cue) -> [String: Any] {
    let content = CueContent(markdown: cue.body)
    return [
      "id": cue.id, "title": cue.title, "difficulty": cue.difficulty.rawValue, "tags": cue.tags,
      "prompt": content.plainPrompt, "hints": content.hints,
    ]
  }
}
