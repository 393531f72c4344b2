import AppFeature
import ChatterboxAPI
import ChatterboxComposition
import Foundation
import HistoryFeature
import Localization
import Networking
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

    static func live(_ app: AppDependencies) -> Self { Self(account: .live(app), practice: app.practice) }
  }

  func run(_ context: CommandContext) async throws -> ExitCode {
    try await run(context, .live(AppDependencies.live(context)))
  }

  /// Runs against `dependencies`.
  func run(_ context: CommandContext, _ dependencies: @autoclosure () throws -> Dependencies) async throws -> ExitCode {
    let words = context.arguments.positionals
    let strings = context.strings
    let dependencies = try dependencies()
    // Listing starts from the saved profile and revalidates alongside (ADR 0012); deleting asks first.
    var (profile, _) = try await dependencies.account.requireProfile(words.isEmpty)
    if words.first == "delete" {
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
      context.console.out(strings.string("cli.history.deleted", .string(words[1])))
      return .success
    }
    guard words.isEmpty else { throw UsageError(strings.string("cli.usage.unexpected_argument", .string(words[0]))) }
    var history = await Self.load(dependencies.practice, profile: profile, cueID: context.arguments.value("cue"))
    if let (changed, _) = await dependencies.account.confirmProfile(profile) {
      profile = changed
      history = await Self.load(dependencies.practice, profile: profile, cueID: context.arguments.value("cue"))
    }
    if let failure = history.failure {
      throw CLIError(failure: failure, strings)
    }
    // The server's latest word on the flag (the revalidated copy once the list is in).
    let evaluates = (try? await dependencies.account.snapshot())?.config.isEvaluationEnabled == true
    let cueAttempts = context.arguments.value("cue").map { CueAttempts(cueID: $0, recordings: history.items) }
    var json: [String: Any] = [
      "practised_cue_count": history.practised, "cue_count": history.total,
      "items": history.items.map { recording -> [String: Any] in
        var item: [String: Any] = [
          "id": recording.id, "cue_id": recording.cueID, "created_at": recording.createdAt.formatted(.iso8601),
          "duration_ms": recording.durationMilliseconds ?? 0, "byte_size": recording.byteSize,
          "sha256": recording.sha256,
          "audio_url": recording.audioURL?.absoluteString ?? "",
        ]
        if evaluates { item["evaluation"] = recording.evaluation.map { EvaluationJSON.object($0) } ?? NSNull() }
        return item
      },
    ]
    if evaluates, let cueAttempts { json["trend"] = Self.trendJSON(cueAttempts) }
    CommandOutput(context).emit(json: json) {
      var lines = [context.strings.plural("history.progress", count: history.practised, .int(history.total))]
      let numbers = cueAttempts.map { Dictionary(uniqueKeysWithValues: $0.attempts.map { ($0.recording.id, $0) }) }
      for recording in history.items {
        let seconds = Double(recording.durationMilliseconds ?? 0) / 1000
        let length = strings.string("common.duration.seconds_text", .string(String(format: "%5.1f", seconds)))
        let date = strings.date(recording.createdAt, style: .medium, includingTime: true)
        let attemptOfCue = numbers?[recording.id]
        let attempt = strings.string(
          "cli.history.attempt", .int(attemptOfCue?.number ?? history.attempts[recording.cueID] ?? 1))
        var line = "  \(recording.id)  \(recording.cueID)  \(length)  \(date)  (\(attempt))"
        if evaluates, let summary = FeedbackMessages.historySummary(recording.evaluation, strings) {
          line += "  \(summary)"
          if let comparison = attemptOfCue?.comparison {
            line += " · " + strings.string("feedback.trend.\(comparison.direction.rawValue)")
          }
        }
        lines.append(TerminalSafeText.line(line))
      }
      if history.items.isEmpty { lines.append(context.strings.string("cli.history.empty")) }
      if evaluates, let cueAttempts, !history.items.isEmpty {
        lines.append(FeedbackMessages.trend(of: cueAttempts, strings))
      }
      return lines.joined(separator: "\n")
    }
    return .success
  }

  /// `--cue`'s trend for `--json`: the first and last measured speech rates and which way it went;
  /// `null` with fewer than two measured attempts.
  static func trendJSON(_ attempts: CueAttempts) -> Any {
    guard let trend = attempts.trend else { return NSNull() }
    return [
      "direction": trend.direction.rawValue, "first_speech_rate": trend.previous, "last_speech_rate": trend.current,
      "measured_attempts": attempts.attempts.filter { $0.result != nil }.count,
    ] as [String: Any]
  }

  struct Loaded {
    let items: [Recording]
    let practised: Int
    let total: Int
    let attempts: [String: Int]
    let failure: NetworkError?
  }

  @MainActor
  static func load(_ practice: any PracticeRepository, profile: Profile, cueID: String?) async -> Loaded {
    let history = HistoryViewModel(repository: practice)
    await history.load(profile: profile, cueID: cueID)
    while history.hasMore, history.failure == nil { await history.loadMore() }
    return Loaded(
      items: history.recordings, practised: history.practisedCueCount, total: history.cueCount,
      attempts: history.attemptsByCue, failure: history.failure)
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
