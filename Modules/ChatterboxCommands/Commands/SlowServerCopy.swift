import AppFeature
import ChatterboxComposition
import Foundation
import Localization
import TerminalUI

/// The read commands' side of AppFeature's `SavedCopyRace` (`cues`, `whoami`, `languages`): the
/// server's answer, or — when it has not come after `SavedCopyRace.patience` and a copy was saved
/// — that copy, said in words with when it was saved. Such a copy exits 0 and reads
/// `"offline": true, "slow_server": true` under `--json`, as an offline copy does; the command's
/// deadline is then cut short, so the process ends at once instead of waiting on the server.
///
/// ```swift
/// let answer = try await SlowServerCopy.answer(context, fresh: { try await account.snapshot() }) {
///   await account.savedSnapshot(.infinity).flatMap { snapshot in snapshot.savedAt.map { (snapshot, $0) } }
/// }
/// if let savedAt = answer.slowSince { lines.append(SlowServerCopy.notice(savedAt: savedAt, strings)) }
/// ```
enum SlowServerCopy {
  /// A command's answer and, when the saved copy stood in for a slow server, when it was saved.
  struct Answer<Value: Sendable>: Sendable {
    let value: Value
    /// When the copy shown was saved; `nil` for the server's own answer (or its offline fallback).
    let slowSince: Date?

    /// Whether the saved copy stands in for a slow server.
    var isSavedCopy: Bool { slowSince != nil }
  }

  /// `SavedCopyRace.patience`, or `CHATTERBOX_SLOW_SERVER_PATIENCE` seconds when set to a positive
  /// number (a script that prefers to wait longer for fresh data; tests on a loaded machine).
  static func patience(_ context: CommandContext) -> Duration {
    guard let text = context.environment["CHATTERBOX_SLOW_SERVER_PATIENCE"], let seconds = Double(text), seconds > 0,
      seconds.isFinite
    else { return SavedCopyRace.patience }
    return .milliseconds(Int(min(seconds, 86_400) * 1000))
  }

  /// Races `fresh` against `SavedCopyRace.patience`; `saved` gives the copy and when it was saved
  /// (`nil` when there is none: then the command says on stderr that the server is slow and keeps
  /// waiting, within its deadline). Rethrows `fresh`'s error.
  static func answer<Value: Sendable>(
    _ context: CommandContext, fresh: @escaping @Sendable () async throws -> Value,
    saved: @escaping @Sendable () async -> (Value, Date)?
  ) async throws -> Answer<Value> {
    let outcome = try await SavedCopyRace.run(
      patience: patience(context), time: context.deadline.time, fresh: { (try await fresh(), nil as Date?) }
    ) {
      if let copy = await saved() { return (copy.0, copy.1 as Date?) }
      // Nothing saved to stand in: say, once, that the wait is the server's, never wait in silence (issue 35).
      context.console.error(context.strings.string("cli.slow_waiting"))
      return nil
    }
    switch outcome {
    case .fresh(let value):
      return Answer(value: value.0, slowSince: nil)
    case .savedWhileSlow(let copy, let pending):
      // The command ends here: nothing more is waited for (the exit work gets only a moment).
      pending.cancel()
      context.deadline.cutShort()
      return Answer(value: copy.0, slowSince: copy.1)
    }
  }

  /// Runs a step with no saved copy to stand in for it (`login`, `open`, `language set`, `logout`): when it has
  /// not ended after the patience, says once on stderr that the server is slow, then keeps waiting
  /// within the command's deadline, never in silence (issue 35). Rethrows `step`'s error.
  static func sayingWhenSlow<Value: Sendable>(
    _ context: CommandContext, _ step: @escaping @Sendable () async throws -> Value
  ) async throws -> Value {
    try await answer(context, fresh: step, saved: { nil }).value
  }

  /// "The server is slow to answer — showing what was saved <when>." (`cues`: "… cues saved …").
  ///
  /// ```swift
  /// SlowServerCopy.notice(savedAt: date, strings, cues: true)
  /// ```
  static func notice(savedAt: Date, _ strings: Localizer, cues: Bool = false) -> String {
    let when = strings.date(savedAt, style: .medium, includingTime: true)
    return strings.string(cues ? "cli.slow_saved_cues" : "cli.slow_saved", .string(when))
  }
}
