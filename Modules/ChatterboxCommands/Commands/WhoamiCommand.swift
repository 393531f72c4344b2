import AuthFeature
import ChatterboxAPI
import ChatterboxComposition
import ChatterboxPresentation
import Foundation
import Localization
import NetworkLog
import Networking
import TerminalUI

/// `chatterbox whoami [--json]` — the signed-in account, restoring the session silently.
struct WhoamiCommand: Command {
  let name = "whoami"
  let usage = "chatterbox whoami [--refresh] [--json]"
  var options: [OptionSpec] { [OptionSpec("refresh"), .json] }

  /// How old a saved snapshot `whoami` answers from without asking (ADR 0012).
  static let savedAnswerMaxAge: TimeInterval = 60
  let hasDiscussion = true

  /// What `whoami` uses, and nothing more.
  struct Dependencies: Sendable {
    var account: AccountClient
    var uiLanguage: String

    static func live(_ app: AppDependencies) -> Self { Self(account: .live(app), uiLanguage: app.uiLanguage) }
  }

  func run(_ context: CommandContext) async throws -> ExitCode {
    try await run(context, .live(AppDependencies.live(context)))
  }

  /// Runs against `dependencies`, built only after the arguments are checked: a usage error never
  /// touches the data folder.
  func run(_ context: CommandContext, _ dependencies: @autoclosure () throws -> Dependencies) async throws -> ExitCode {
    try context.requireNoPositionals()
    let dependencies = try dependencies()
    let account = dependencies.account
    let refresh = context.arguments.flag("refresh")
    let answer: SlowServerCopy.Answer<AccountSnapshotCache.Snapshot>
    do {
      answer = try await SlowServerCopy.answer(context) {
        try await account.requireSession()
        // A snapshot saved in the last minute answers at once; --refresh asks the server (ADR 0012).
        if !refresh, let recent = await account.savedSnapshot(Self.savedAnswerMaxAge) { return recent }
        return try await account.snapshot()
      } saved: {
        await account.savedSnapshot(.greatestFiniteMagnitude).flatMap { saved in saved.savedAt.map { (saved, $0) } }
      }
    } catch let error as CLIError where error.isNotSignedIn && context.arguments.flag("json") {
      // Scripts ask "am I signed in?": answer it as data, with the same exit code.
      CommandOutput(context).emit(json: ["signed_in": false, "server": account.serverIdentity]) { "" }
      return .failure
    }
    let snapshot = answer.value
    let me = snapshot.me
    let standIn = snapshot.isOfflineCopy ? (snapshot.savedCopyReason ?? .unreachable) : nil
    var json: [String: Any] = [
      "signed_in": true,
      "account": ["id": me.account.id, "email": EmailAddress.mask(me.account.email), "flags": me.account.flags],
      "offline": snapshot.isOfflineCopy || answer.isSavedCopy, "slow_server": answer.isSavedCopy,
      "unreadable_answer": standIn == .unreadableAnswer, "answer_too_large": standIn == .answerTooLarge,
    ]
    if let profile = me.activeProfile {
      json["active_profile"] = ["id": profile.id, "language_code": profile.languageCode]
    }
    CommandOutput(context).emit(json: json) {
      var lines = [context.strings.string("cli.signed_in_as", .string(EmailAddress.mask(me.account.email)))]
      if let standIn { lines.append(SavedCopyNotice.line(for: standIn, context.strings)) }
      if let savedAt = answer.slowSince { lines.append(SlowServerCopy.notice(savedAt: savedAt, context.strings)) }
      lines.append(
        me.activeProfile.map {
          context.strings.string(
            "cli.whoami.practising",
            .string(LanguageNaming(uiLanguage: dependencies.uiLanguage).name(code: $0.languageCode)))
        }
          ?? context.strings.string("cli.whoami.no_language"))
      if !me.account.flags.isEmpty {
        lines.append(context.strings.string("cli.whoami.flags", .string(me.account.flags.joined(separator: ", "))))
      }
      return lines.joined(separator: "\n")
    }
    return standIn.map(SavedCopyNotice.exitCode(for:)) ?? .success
  }
}
