import ChatterboxAPI
import ChatterboxComposition
import ChatterboxPresentation
import Foundation
import Localization
import Networking
import SettingsFeature
import TerminalUI

/// `chatterbox languages [--json]` — practice languages with native and localized names.
struct LanguagesCommand: Command {
  let name = "languages"
  let usage = "chatterbox languages [--json]"
  var options: [OptionSpec] { [.json] }

  /// What `languages` uses, and nothing more.
  struct Dependencies: Sendable {
    var account: AccountClient
    /// `app_config` for someone not signed in.
    var accounts: any AccountRepository
    var uiLanguage: String

    static func live(_ app: AppDependencies) -> Self {
      Self(account: .live(app), accounts: app.accounts, uiLanguage: app.uiLanguage)
    }
  }

  func run(_ context: CommandContext) async throws -> ExitCode {
    try await run(context, .live(AppDependencies.live(context)))
  }

  /// Runs against `dependencies`, built only after the arguments are checked.
  func run(_ context: CommandContext, _ dependencies: @autoclosure () throws -> Dependencies) async throws -> ExitCode {
    try context.requireNoPositionals()
    let dependencies = try dependencies()
    // Signed in: one parallel me + app_config (the shared snapshot), not app_config then both.
    let answer = try await SlowServerCopy.answer(context) {
      try await Self.configAndCurrentLanguage(dependencies)
    } saved: {
      await Self.savedCopy(dependencies)
    }
    let (config, current, standIn) = answer.value
    let names = LanguageNaming(uiLanguage: dependencies.uiLanguage)
    CommandOutput(context).emit(json: [
      "ui_language": dependencies.uiLanguage, "offline": standIn != nil || answer.isSavedCopy,
      "slow_server": answer.isSavedCopy,
      "unreadable_answer": standIn == .unreadableAnswer, "answer_too_large": standIn == .answerTooLarge,
      "items": config.supportedLanguages.map { language -> [String: Any] in
        [
          "code": language.code, "native_name": language.nativeName, "localized_name": names.name(for: language),
          "active": language.code == current,
        ]
      },
    ]) {
      let rows = config.supportedLanguages.map { language in
        TerminalSafeText.line(
          "\(language.code == current ? "*" : " ") \(language.code)  \(DisplayWidth.fit(TerminalSafeText.line(language.nativeName), to: 10))  \(names.name(for: language))"
        )
      }
      let notice =
        (standIn.map { [SavedCopyNotice.line(for: $0, context.strings)] } ?? [])
        + (answer.slowSince.map { [SlowServerCopy.notice(savedAt: $0, context.strings)] } ?? [])
      return ([context.strings.string("cli.languages.header")] + notice + rows + ["chatterbox language set <code>"])
        .joined(separator: "\n")
    }
    return standIn.map(SavedCopyNotice.exitCode(for:)) ?? .success
  }
}

extension LanguagesCommand {
  /// The languages and the active one: from the account snapshot when signed in (saying why when
  /// a saved copy stands in), else `app_config` alone. An answer that could not be read is
  /// reported, not retried as if nobody were signed in.
  static func configAndCurrentLanguage(
    _ dependencies: Dependencies
  ) async throws -> (AppConfig, String?, SavedCopyReason?) {
    if await dependencies.account.restore() {
      do {
        let snapshot = try await dependencies.account.snapshot()
        let standIn = snapshot.isOfflineCopy ? (snapshot.savedCopyReason ?? .unreachable) : nil
        return (snapshot.config, snapshot.me.activeProfile?.languageCode, standIn)
      } catch let error as NetworkError where error.isUnreadableAnswer {
        throw error
      } catch {}
    }
    return (try await dependencies.accounts.appConfig(), nil, nil)
  }

  /// The signed-in account's saved languages and active one, and when they were saved; `nil` when
  /// nobody is signed in or nothing was saved.
  static func savedCopy(_ dependencies: Dependencies) async -> ((AppConfig, String?, SavedCopyReason?), Date)? {
    guard let saved = await dependencies.account.savedSnapshot(.greatestFiniteMagnitude), let savedAt = saved.savedAt
    else { return nil }
    return ((saved.config, saved.me.activeProfile?.languageCode, nil), savedAt)
  }
}

/// `chatterbox language set <code>` — switches the practice language (creating the profile).
struct LanguageCommand: Command {
  let name = "language"
  let usage = "chatterbox language set <code> [--json]"
  var options: [OptionSpec] { [.json] }

  /// What `language set` uses, and nothing more.
  struct Dependencies: Sendable {
    var account: AccountClient
    /// The settings view model, which makes the switch as the settings screen does.
    var settings: @MainActor @Sendable () -> SettingsViewModel
    /// Whether this device's saved copy of the account, if there is one, practises `languageCode`:
    /// a stale copy the write could not replace would have the next commands show the old language.
    var savedCopyPractises: @Sendable (_ languageCode: String) async -> Bool

    static func live(_ app: AppDependencies) -> Self {
      Self(
        account: .live(app), settings: { app.settingsViewModel() },
        savedCopyPractises: { code in
          let saved = AccountSnapshotCache.Persistence.savedSnapshot(server: app.server, session: app.session).load()
          return saved.map { $0.me.activeProfile?.languageCode == code } ?? true
        })
    }
  }

  func run(_ context: CommandContext) async throws -> ExitCode {
    try await run(context, .live(AppDependencies.live(context)))
  }

  /// Runs against `dependencies`, built only after the arguments are checked.
  func run(_ context: CommandContext, _ dependencies: @autoclosure () throws -> Dependencies) async throws -> ExitCode {
    let words = context.arguments.positionals
    guard words.first == "set" else { throw UsageError(context.strings.string("cli.usage.language_set")) }
    guard words.count == 2 else { throw UsageError(context.strings.string("cli.usage.language_code")) }
    let code = words[1].lowercased()
    let dependencies = try dependencies()
    try await dependencies.account.requireSession()
    let (input, strings) = (words[1], context.strings)
    let (switched, profile) = try await SlowServerCopy.sayingWhenSlow(context) {
      try await Self.switchPracticeLanguage(to: code, dependencies: dependencies, input: input, strings: strings)
    }
    let name = TerminalSafeText.line("\(switched.nativeName) (\(switched.localizedName))")
    guard await dependencies.savedCopyPractises(profile.languageCode) else {
      throw CLIError(
        context.strings.string("cli.language.saved_copy_not_updated", .string(name)), exitCode: .ioError,
        kind: "saved_copy_not_updated")
    }
    CommandOutput(context).emit(json: ["language_code": profile.languageCode, "profile_id": profile.id]) {
      context.strings.string("cli.language.switched", .string(name))
    }
    return .success
  }

  /// The switch as the settings screen makes it (SettingsViewModel): load, request, confirm.
  @MainActor
  static func switchPracticeLanguage(
    to code: String, dependencies: Dependencies, input: String, strings: Localizer
  ) async throws -> (LanguageOption, Profile) {
    let settings = dependencies.settings()
    await settings.load()
    if let failure = settings.failure {
      throw CLIError(failure: failure, strings)
    }
    settings.requestPracticeLanguage(code)
    guard let option = settings.pendingPracticeLanguage else {
      let known = settings.availableLanguages.map(\.code).joined(separator: ", ")
      throw CLIError(
        strings.string("cli.error.unknown_practice_language", .string(input), .string(known)), exitCode: .usage)
    }
    await settings.confirmPracticeLanguage()
    if let failure = settings.failure {
      throw CLIError(failure: failure, strings)
    }
    guard let profile = try? await dependencies.account.snapshot().me.activeProfile, profile.languageCode == option.code
    else {
      throw CLIError(strings.string("cli.error.request_failed"))
    }
    return (option, profile)
  }
}
