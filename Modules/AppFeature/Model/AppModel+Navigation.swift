extension AppModel {
  /// Why the model stayed where it was. Navigation never throws anything away: a refusal leaves
  /// every state as it was.
  public enum NavigationRefusal: Error, Equatable, Sendable {
    /// A take is being recorded or waits for review: it is uploaded, redone or thrown away first.
    case undecidedTake
    /// Nothing is above this route (loading, sign-in, the cue list), or the app is not entered yet.
    case nowhereToGo
    /// The tab is not open to this account (its feature gate is off).
    case tabHidden
  }

  /// Whether leaving the practice route would leave a take nobody decided on.
  var holdsUndecidedTake: Bool { route == .practice && practice?.hasUndecidedTake == true }

  /// One level up: a cue back to the list, a picker back to Settings, a request back to the
  /// network console, any other tab back to the cues. Refused (nothing changes) while a take is
  /// undecided and where nothing is above.
  @discardableResult
  public func back() -> Result<AppRoute, NavigationRefusal> {
    if holdsUndecidedTake { return .failure(.undecidedTake) }
    let target: AppRoute
    switch route {
    case .practice, .history, .settings, .developerTools: target = .cues
    case .languagePicker: target = .settings
    case .networkEntry: target = .developerTools
    case .loading, .signIn, .cues: return .failure(.nowhereToGo)
    }
    // Leaving never waits for feedback: the evaluation stays pending, and coming back resumes it.
    if route == .practice { practice?.stopFollowingFeedback() }
    route = target
    return .success(target)
  }

  /// Opens a tab and starts refreshing what may have changed while the learner was elsewhere: the
  /// history reloads for the profile, Settings reload the account and re-read the analytics
  /// consent (another `chatterbox` may have changed it), the cues keep what they show. The refresh
  /// is the returned task (`nil`: nothing to refresh); the route has changed when this returns.
  /// Refused while a take is undecided, before the app is entered, and for a hidden tab.
  @discardableResult
  public func show(tab: AppTab) -> Result<Task<Void, Never>?, NavigationRefusal> {
    if holdsUndecidedTake { return .failure(.undecidedTake) }
    if route == .loading || route == .signIn { return .failure(.nowhereToGo) }
    guard TabGating.visibleTabs(canSee: access.canSee, hasNetworkConsole: true).contains(tab) else {
      return .failure(.tabHidden)
    }
    if route == .practice { practice?.stopFollowingFeedback() }
    route = tab.route
    switch tab {
    case .cues, .developer: return .success(nil)
    case .history:
      guard let profile else { return .success(nil) }
      return .success(Task { [history] in await history.load(profile: profile) })
    case .settings:
      refreshConsent()
      return .success(Task { [settings] in await settings.load() })
    }
  }

  /// Opens a language picker: from Settings, or the practice-language picker when the account has
  /// no profile yet. Refused elsewhere.
  @discardableResult
  public func openLanguagePicker(_ kind: LanguagePickerKind) -> Result<AppRoute, NavigationRefusal> {
    guard route == .settings || route.tab == .settings || (kind == .practice && snapshot != nil && profile == nil)
    else { return .failure(.nowhereToGo) }
    route = .languagePicker(kind)
    return .success(route)
  }

  /// Opens one request of the network console; refused anywhere but the console.
  @discardableResult
  public func openNetworkEntry() -> Result<AppRoute, NavigationRefusal> {
    guard route == .developerTools else { return .failure(.nowhereToGo) }
    route = .networkEntry
    return .success(.networkEntry)
  }
}
