import ChatterboxAPI
import NetworkErrors
import Observation

/// Settings, platform-neutral: the practice language (server profile) and the UI language (local),
/// switched independently; sign-out through the auth use case.
@MainActor
@Observable
public final class SettingsViewModel {
  /// The practice language and the languages on offer.
  public private(set) var practiceLanguage: LanguageOption?
  /// Every practice language, with native and localized names.
  public private(set) var availableLanguages: [LanguageOption] = []
  /// The UI language code: the environment's at creation, then the last one switched to.
  public private(set) var uiLanguage: String
  /// A practice-language switch waiting for confirmation.
  public private(set) var pendingPracticeLanguage: LanguageOption?
  /// Why the last action failed, if it did.
  public private(set) var failure: SettingsFailure?
  /// `true` while a load or a practice-language switch talks to the server.
  public private(set) var isWorking = false

  private let cache: AccountSnapshotCache
  private let accounts: any AccountRepository
  private let environment: SettingsDependencies

  /// Creates the view model.
  public init(cache: AccountSnapshotCache, accounts: any AccountRepository, environment: SettingsDependencies) {
    self.cache = cache
    self.accounts = accounts
    self.environment = environment
    self.uiLanguage = environment.currentUILanguage()
  }

  /// Loads (from the shared cache) the profile and the language list.
  public func load() async {
    await run { () throws(NetworkError) in
      let snapshot = try await cache.snapshot()
      apply(snapshot)
    }
  }

  /// Starts a practice-language switch; unknown codes are refused with ``SettingsFailure/unknownLanguage(_:)``.
  public func requestPracticeLanguage(_ code: String) {
    guard let option = availableLanguages.first(where: { $0.code == code.lowercased() }) else {
      failure = .unknownLanguage(code)
      return
    }
    failure = nil
    pendingPracticeLanguage = option
  }

  /// Confirms the pending switch: the server creates the profile if needed; on success the
  /// practice feature is told to reload its cues.
  public func confirmPracticeLanguage() async {
    guard let option = pendingPracticeLanguage else { return }
    pendingPracticeLanguage = nil
    await run { () throws(NetworkError) in
      let profile = try await accounts.setActiveProfile(languageCode: option.code)
      await cache.updateActiveProfile(profile)
      practiceLanguage = option
      await environment.practiceLanguageChanged(profile)
    }
  }

  /// Cancels a pending switch.
  public func cancelPracticeLanguage() { pendingPracticeLanguage = nil }

  /// Switches the UI language at once (no restart); names re-render in the new language.
  public func setUILanguage(_ code: String) {
    guard environment.setUILanguage(code) else {
      failure = .unknownLanguage(code)
      return
    }
    uiLanguage = code
    if let snapshot = lastSnapshot { apply(snapshot) }
  }

  /// Signs out through the auth use case.
  public func signOut() async {
    await environment.signOut()
    await cache.clear()
  }

  @ObservationIgnored private var lastSnapshot: AccountSnapshotCache.Snapshot?

  private func apply(_ snapshot: AccountSnapshotCache.Snapshot) {
    lastSnapshot = snapshot
    availableLanguages = snapshot.config.supportedLanguages.map { environment.option($0) }
    practiceLanguage = snapshot.me.activeProfile.flatMap { profile in
      availableLanguages.first { $0.code == profile.languageCode }
    }
  }

  private func run(_ work: () async throws(NetworkError) -> Void) async {
    isWorking = true
    defer { isWorking = false }
    do {
      try await work()
      failure = nil
    } catch {
      failure = .network(error)
    }
  }
}
