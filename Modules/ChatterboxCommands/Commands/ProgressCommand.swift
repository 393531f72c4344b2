import ChatterboxAPI
import ChatterboxComposition
import ChatterboxPresentation
import Foundation
import HistoryFeature
import Localization
import Networking
import TerminalUI

/// `chatterbox progress [--json]` (issue 38 item 3): the streak, minutes spoken today and this week, the
/// tally per level and the next cue, from the server's `get_progress` and the cues of the practice
/// language; the saved copy (marked and dated) while the server is slow or unreachable, its streak counted
/// again against this device's today.
struct ProgressCommand: Command {
  let name = "progress"
  let usage = "chatterbox progress [--json]"
  var options: [OptionSpec] { [.json] }

  /// What `progress` uses, and nothing more.
  struct Dependencies: Sendable {
    var account: AccountClient
    var loader: ProgressLoader
    /// The zone this device is in: the learner's today, and the day of a take that did not say its own.
    var timeZone: TimeZone

    static func live(_ app: AppDependencies, timeZone: TimeZone) -> Self {
      Self(
        account: .live(app),
        loader: app.progressLoader,
        timeZone: timeZone)
    }
  }

  func run(_ context: CommandContext) async throws -> ExitCode {
    try await run(context, .live(AppDependencies.live(context), timeZone: .named(inEnvironment: context.environment)))
  }

  /// What was shown and why: the server's answer, or the saved copy standing in after `standIn`.
  struct Shown: Sendable {
    let profile: Profile
    let languageName: String?
    let copy: CachedProgress
    var standIn: SavedCopyReason?
  }

  /// Runs against `dependencies`, built only after the arguments are checked.
  func run(_ context: CommandContext, _ dependencies: @autoclosure () throws -> Dependencies) async throws -> ExitCode {
    try context.requireNoPositionals()
    let dependencies = try dependencies()
    let (account, loader, zone) = (dependencies.account, dependencies.loader, dependencies.timeZone)
    let strings = context.strings
    let answer = try await SlowServerCopy.answer(context) {
      var (profile, snapshot) = try await account.requireProfile(true)
      if let (changed, fresh) = await account.confirmProfile(profile) { (profile, snapshot) = (changed, fresh) }
      let name = Self.languageName(profile, snapshot)
      do throws(NetworkError) {
        return Shown(
          profile: profile, languageName: name, copy: try await loader.fetch(profile: profile, timeZone: zone))
      } catch {
        guard let reason = SavedCopyReason(error), let saved = loader.saved(profileID: profile.id) else {
          throw error.kind == .notFound
            ? CLIError(strings.string("progress.error.unsupported")) : CLIError(failure: error, strings)
        }
        return Shown(profile: profile, languageName: name, copy: saved, standIn: reason)
      }
    } saved: {
      guard let snapshot = await account.savedSnapshot(.greatestFiniteMagnitude),
        let profile = snapshot.me.activeProfile, let saved = loader.saved(profileID: profile.id)
      else { return nil }
      return (Shown(profile: profile, languageName: Self.languageName(profile, snapshot), copy: saved), saved.savedAt)
    }
    let shown = answer.value
    let summary = loader.summary(of: shown.copy, timeZone: zone)
    let savedAt: Date? = answer.slowSince ?? (shown.standIn == nil ? nil : shown.copy.savedAt)
    var json = Self.json(summary, shown.copy, zone: zone)
    json["language"] = shown.profile.languageCode
    json["offline"] = savedAt != nil
    json["slow_server"] = answer.isSavedCopy
    json["saved_at"] = savedAt.map { $0.formatted(.iso8601) as Any } ?? NSNull()
    CommandOutput(context).emit(json: json) {
      var lines = [
        strings.string(
          "progress.title", .string(TerminalSafeText.line(shown.languageName ?? shown.profile.languageCode)))
      ]
      if let slowSince = answer.slowSince {
        lines.append(SlowServerCopy.notice(savedAt: slowSince, strings))
      } else if let standIn = shown.standIn {
        lines.append(
          standIn == .unreachable
            ? strings.string(
              "cli.offline_saved_at", .string(strings.date(shown.copy.savedAt, style: .medium, includingTime: true)))
            : SavedCopyNotice.line(for: standIn, strings))
      }
      lines += ProgressLines.lines(summary, strings)
      return lines.joined(separator: "\n")
    }
    return shown.standIn.map(SavedCopyNotice.exitCode(for:)) ?? .success
  }

  static func languageName(_ profile: Profile, _ snapshot: AccountSnapshotCache.Snapshot) -> String? {
    snapshot.config.supportedLanguages.first { $0.code == profile.languageCode }?.nativeName
  }

  /// `--json`: the summary's figures (minutes to one decimal), every day and the practised cues.
  static func json(_ summary: ProgressSummary, _ copy: CachedProgress, zone: TimeZone) -> [String: Any] {
    let minutes = { (seconds: Double) in (seconds / 6).rounded() / 10 }
    return [
      "time_zone": zone.identifier, "today": summary.today.description, "streak_days": summary.streakDays,
      "practised_today": summary.practisedToday, "minutes_today": minutes(summary.speakingSecondsToday),
      "minutes_this_week": minutes(summary.speakingSecondsThisWeek), "take_count": summary.takeCount,
      "speaking_seconds_today": (summary.speakingSecondsToday * 10).rounded() / 10,
      "speaking_seconds_this_week": (summary.speakingSecondsThisWeek * 10).rounded() / 10,
      "practised_cue_ids": summary.practisedCueIDs.sorted(),
      "levels": summary.levels.map {
        ["difficulty": $0.difficulty.rawValue, "practised": $0.practised, "total": $0.total] as [String: Any]
      },
      "next_cue": summary.nextCue.map {
        ["id": $0.id, "title": $0.title, "difficulty": $0.difficulty.rawValue] as [String: Any]
      } ?? NSNull(),
      "days": copy.progress.days.map {
        ["date": $0.date.description, "takes": $0.takes, "minutes": minutes($0.speakingSeconds)] as [String: Any]
      },
    ]
  }
}
