import AppFeature
import ChatterboxAPI
import ChatterboxComposition
import ChatterboxPresentation
import CuesFeature
import Foundation
import HistoryFeature
import Localization
import Networking
import PracticeFeature
import TerminalUI

/// `chatterbox history [--cue <id>] [--json]` and `chatterbox history delete <id>`. Where the server
/// evaluates takes (its `evaluation` flag), each recording shows its evaluation, and `--cue` the cue's
/// trend over its attempts; with the flag off, nothing about evaluations is shown.
struct HistoryCommand: Command {
  let name = "history"
  let usage = """
    chatterbox history [--cue <id>] [--json]
    chatterbox history delete <recording-id> [--yes]
    """
  var options: [OptionSpec] { [OptionSpec("cue", value: "id"), OptionSpec("yes", short: "y"), .json] }

  /// What `history` uses, and nothing more.
  struct Dependencies: Sendable {
    var account: AccountClient
    var practice: any PracticeRepository
    /// The history's saved copy: shown (marked and dated) while the server is slow or unreachable.
    var historyCache: HistoryCache? = nil
    /// Removes a deleted recording's downloaded copy (played in the app).
    var removePlaybackCopy: @Sendable (_ recordingID: String) -> Void = { _ in }
    /// The saved cue list, where rows find their cue's title first (then the server's list).
    var cueCache: CueCache? = nil

    static func live(_ app: AppDependencies) -> Self {
      let server = app.server
      return Self(
        account: .live(app), practice: app.practice, historyCache: app.historyCache,
        removePlaybackCopy: { AppDependencies.removePlaybackCopies(ofRecording: $0, server: server) },
        cueCache: app.cueCache)
    }
  }

  func run(_ context: CommandContext) async throws -> ExitCode {
    try await run(context, .live(AppDependencies.live(context)))
  }

  /// Runs against `dependencies`.
  func run(_ context: CommandContext, _ dependencies: @autoclosure () throws -> Dependencies) async throws -> ExitCode {
    let words = context.arguments.positionals
    let strings = context.strings
    let dependencies = try dependencies()
    if words.first == "delete" {
      _ = try await dependencies.account.requireProfile(false)
      guard words.count == 2, ResourceID.isValid(words[1]) else {
        throw UsageError(strings.string("cli.usage.history_delete"))
      }
      // Deleting cannot be undone: at a terminal, ask first; with nobody to ask, only --yes deletes.
      if !context.arguments.flag("yes"), !context.console.isInteractive || context.arguments.flag("json") {
        throw UsageError(strings.string("cli.usage.history_delete_needs_yes", .string(words[1])))
      }
      if !context.arguments.flag("yes") {
        // The learner's time at the prompt does not count against the command's deadline.
        let confirmed = await context.deadline.pausing {
          await Self.confirmDelete(words[1], console: context.console, strings: strings)
        }
        guard confirmed else {
          context.console.out(strings.string("cli.history.delete_kept"))
          return .success
        }
      }
      let failure = await Self.delete(dependencies.practice, id: words[1])
      if let failure {
        throw CLIError(
          failure == .notFound
            ? strings.string("cli.error.no_recording", .string(words[1]))
            : FailureMessages.text(for: failure, strings))
      }
      dependencies.historyCache?.remove(recordingID: words[1])  // an offline history never shows it again
      dependencies.removePlaybackCopy(words[1])
      context.console.out(strings.string("cli.history.deleted", .string(words[1])))
      return .success
    }
    guard words.isEmpty else { throw UsageError(strings.string("cli.usage.unexpected_argument", .string(words[0]))) }
    let cueID = context.arguments.value("cue")
    let (account, practice, cache) = (dependencies.account, dependencies.practice, dependencies.historyCache)
    // The server's answer, or after the patience the saved copy, marked and dated (issue 35), as `cues` does.
    let answer = try await SlowServerCopy.answer(context) {
      // Listing starts from the saved profile and revalidates alongside (ADR 0012).
      let (profile, _) = try await account.requireProfile(true)
      let history = await Self.load(practice, profile: profile, cueID: cueID, cache: cache)
      guard let (changed, _) = await account.confirmProfile(profile) else { return history }
      return await Self.load(practice, profile: changed, cueID: cueID, cache: cache)
    } saved: {
      guard let profile = await account.savedSnapshot(.greatestFiniteMagnitude)?.me.activeProfile,
        let saved = cache?.load(profileID: profile.id, cueID: cueID)
      else { return nil }
      return (Loaded(saved), saved.savedAt)
    }
    let history = answer.value
    if let failure = history.failure, history.savedAt == nil {
      throw CLIError(failure: failure, strings)
    }
    // Unreachable (or unreadable), the saved copy stood in: said so, with when it was saved.
    let standIn = history.savedAt == nil ? nil : history.failure.flatMap(SavedCopyReason.init)
    // The server's latest word on the flag (the revalidated copy once the list is in).
    // A saved copy shown means the server is slow or away: its saved word then, without waiting on it.
    let latest =
      answer.isSavedCopy || standIn != nil
      ? await account.savedSnapshot(.greatestFiniteMagnitude) : try? await account.snapshot()
    let evaluates = latest?.config.isEvaluationEnabled == true
    let cueAttempts = context.arguments.value("cue").map { CueAttempts(cueID: $0, recordings: history.items) }
    // Every row's number counts its own cue's attempts, oldest first (issue 38 item 4).
    let numbered = Dictionary(
      CueAttempts.byCue(history.items).values.flatMap { $0.attempts.map { ($0.recording.id, $0) } },
      uniquingKeysWith: { first, _ in first })
    // Titles from the saved cue list, then the server's (not while it is slow or away: the id stands in).
    let titles = await Self.titles(
      for: history.items, profile: latest?.me.activeProfile, dependencies: dependencies,
      askServer: standIn == nil && !answer.isSavedCopy)
    var json: [String: Any] = [
      "practised_cue_count": history.practised, "cue_count": history.total,
      "offline": standIn != nil || answer.isSavedCopy, "slow_server": answer.isSavedCopy,
      "saved_at": (answer.slowSince ?? history.savedAt).map { $0.formatted(.iso8601) as Any } ?? NSNull(),
      "items": history.items.map { recording -> [String: Any] in
        var item: [String: Any] = [
          "id": recording.id, "cue_id": recording.cueID, "created_at": recording.createdAt.formatted(.iso8601),
          "cue_title": titles[recording.cueID] ?? NSNull(), "attempt": numbered[recording.id]?.number ?? 1,
          "duration_ms": recording.durationMilliseconds ?? 0, "byte_size": recording.byteSize,
          "sha256": recording.sha256,
          "audio_url": recording.audioURL?.absoluteString ?? "",
        ]
        if evaluates { item["evaluation"] = recording.evaluation.map { EvaluationJSON.object($0) } ?? NSNull() }
        return item
      },
    ]
    // The practised language's native reference (ADR 0059), beside the evaluations it gives meaning to.
    let native = latest?.me.activeProfile.flatMap { NativeSpeechRate.forLanguage($0.languageCode) }
    if evaluates { json["reference_rate"] = EvaluationJSON.referenceRate(native) }
    if evaluates, let cueAttempts {
      json["trend"] = Self.trendJSON(cueAttempts)
      json["personal_best"] = EvaluationJSON.personalBest(cueAttempts.personalBest)
    }
    CommandOutput(context).emit(json: json) {
      var lines = [context.strings.plural("history.progress", count: history.practised, .int(history.total))]
      if let savedAt = answer.slowSince {
        lines.append(SlowServerCopy.notice(savedAt: savedAt, strings))
      } else if let standIn, let savedAt = history.savedAt {
        lines.append(
          standIn == .unreachable
            ? strings.string(
              "cli.offline_saved_at", .string(strings.date(savedAt, style: .medium, includingTime: true)))
            : SavedCopyNotice.line(for: standIn, strings))
      }
      let rows = history.items.map { recording -> HistoryTable.Row in
        let seconds = Double(recording.durationMilliseconds ?? 0) / 1000
        let attemptOfCue = numbered[recording.id]
        var detail: String?
        if evaluates, let summary = FeedbackMessages.historySummary(recording.evaluation, strings) {
          detail = summary
          if let comparison = attemptOfCue?.comparison {
            detail? += " · " + strings.string("feedback.trend.\(comparison.direction.rawValue)")
          } else if let reason = recording.evaluation?.result?.notComparableReason,
            recording.evaluation?.state == .ready
          {
            detail? += " · " + FeedbackMessages.notCompared(reason, strings)
          }
        }
        return HistoryTable.Row(
          date: strings.date(recording.createdAt, style: .medium, includingTime: true),
          title: TerminalSafeText.line(titles[recording.cueID] ?? recording.cueID),
          length: strings.string("common.duration.seconds_text", .string(String(format: "%.1f", seconds))),
          attempt: strings.string("cli.history.attempt", .int(attemptOfCue?.number ?? 1)),
          shortAttempt: strings.string("tui.history.attempt_short", .int(attemptOfCue?.number ?? 1)),
          id: TerminalSafeText.line(recording.id), detail: detail.map(TerminalSafeText.line))
      }
      lines += HistoryTable.lines(
        rows,
        width: HistoryTable.outputWidth(environment: context.environment, isTerminal: context.console.isInteractive))
      if history.items.isEmpty { lines.append(context.strings.string("cli.history.empty")) }
      if evaluates, let cueAttempts, !history.items.isEmpty {
        lines.append(FeedbackMessages.trend(of: cueAttempts, strings))
        if let best = FeedbackMessages.best(cueAttempts.personalBest, strings) { lines.append(best) }
        if let range = FeedbackMessages.nativeRange(native, strings) { lines.append(range) }
      }
      return lines.joined(separator: "\n")
    }
    return standIn.map(SavedCopyNotice.exitCode(for:)) ?? .success
  }

  /// `--cue`'s trend for `--json`: the earliest and latest comparable speech rates (medians of up to
  /// three, ``CueAttempts/trend``) and which way it went; `null` with fewer than two comparable attempts.
  static func trendJSON(_ attempts: CueAttempts) -> Any {
    guard let trend = attempts.trend else { return NSNull() }
    return [
      "direction": trend.direction.rawValue, "first_speech_rate": trend.previous, "last_speech_rate": trend.current,
      "measured_attempts": attempts.attempts.filter { $0.result != nil }.count,
      "compared_attempts": attempts.comparableAttempts.count,
    ] as [String: Any]
  }

  struct Loaded: Sendable {
    let items: [Recording]
    let practised: Int
    let total: Int
    let attempts: [String: Int]
    let failure: NetworkError?
    /// When the recordings were saved, when the saved copy stood in for an unreachable server.
    var savedAt: Date?
  }

  /// Every page (the first kept in `cache`); unreachable, the saved copy with its date instead.
  @MainActor
  static func load(
    _ practice: any PracticeRepository, profile: Profile, cueID: String?, cache: HistoryCache? = nil
  ) async -> Loaded {
    // No patience of its own: the command races the saved copy itself (SlowServerCopy).
    let history = HistoryViewModel(repository: practice, cache: cache, patience: nil)
    await history.load(profile: profile, cueID: cueID)
    while history.hasMore, history.failure == nil { await history.loadMore() }
    return Loaded(
      items: history.recordings, practised: history.practisedCueCount, total: history.cueCount,
      attempts: history.attemptsByCue, failure: history.failure, savedAt: history.savedAt)
  }

  /// The titles of the cues `recordings` name: the saved cue list's, then (when `askServer`) up to
  /// three pages of the server's list for the rest. Best effort: a cue not found keeps its id.
  static func titles(
    for recordings: [Recording], profile: Profile?, dependencies: Dependencies, askServer: Bool
  ) async -> [String: String] {
    guard let profile, !recordings.isEmpty else { return [:] }
    let wanted = Set(recordings.map(\.cueID))
    var titles: [String: String] = [:]
    for cue in dependencies.cueCache?.load(profileID: profile.id, language: profile.languageCode)?.items ?? []
    where wanted.contains(cue.id) {
      titles[cue.id] = cue.title
    }
    var cursor: String?
    var pages = 0
    while askServer, pages < 3, !wanted.isSubset(of: titles.keys) {
      guard let page = try? await dependencies.practice.cues(profileID: profile.id, count: 50, cursor: cursor) else {
        break
      }
      for cue in page.items where wanted.contains(cue.id) { titles[cue.id] = cue.title }
      pages += 1
      guard let next = page.nextCursor else { break }
      cursor = next
    }
    return titles
  }

  @MainActor
  static func delete(_ practice: any PracticeRepository, id: String) async -> NetworkError? {
    let history = HistoryViewModel(repository: practice)
    await history.delete(id: id)
    return history.failure
  }

  /// "Delete recording X? [y/N]", one key; anything but a y pressed on its own keeps it (a y inside
  /// a paste or typed-ahead input is a no: AppFeature's ``KeyArrival/mayAnswer(_:with:)``).
  static func confirmDelete(_ id: String, console: Console, strings: Localizer) async -> Bool {
    console.out(strings.string("cli.history.confirm_delete", .string(id)))
    guard let keys = TerminalKeyReader.open() else { return false }
    defer { keys.close() }
    for await (key, arrival) in keys.presses() {
      if case .character(let letter) = key, letter == "y" || letter == "Y" {
        return arrival.mayAnswer(.deleteRecording(id: id, title: id), with: .yes)
      }
      return false
    }
    return false
  }
}

extension HistoryCommand.Loaded {
  /// The saved copy as a command shows it (its counts by cue, from the recordings it holds).
  init(_ saved: CachedHistory) {
    self.init(
      items: saved.items, practised: saved.practisedCueCount, total: saved.cueCount,
      attempts: saved.items.reduce(into: [:]) { counts, recording in counts[recording.cueID, default: 0] += 1 },
      failure: nil)
  }
}
