import Analytics
import SettingsFeature

extension AppModel {
  /// What choosing in a language picker did.
  public enum LanguageChoice: Equatable, Sendable {
    /// The practice language is already this one: back to Settings, nothing asked.
    case unchanged
    /// A practice-language switch waits for a yes (``confirmation`` holds the question).
    case needsConfirmation
    /// The code is not one the server offers; Settings show why (`settings.failure`).
    case refused
    /// The app speaks the new language now and will at the next launch.
    case switched
    /// The app speaks the new language for this run, but the choice could not be saved (the
    /// store's error, for the learner): the next launch starts in the old one.
    case switchedForThisRunOnly(reason: String)
  }

  /// What turning analytics on or off did.
  public enum ConsentChange: Equatable, Sendable {
    /// Saved and applied: the new state.
    case changed(ConsentState)
    /// Not saved (the store's error, for the learner); consent is as it was.
    case notSaved(reason: String)
  }

  /// What turning the on-device preview on or off did.
  public enum PreviewChange: Equatable, Sendable {
    /// Saved: the preview is now on (`true`) or off; the next take follows it.
    case changed(Bool)
    /// Not saved (the store's error, for the learner); the switch is as it was.
    case notSaved(reason: String)
  }

  /// Whether Settings offer the on-device preview switch: evaluations show here
  /// (``showsEvaluations``) and the preferences can save it. With the server's flag off, the
  /// switch is hidden with everything else about feedback.
  public var offersOnDevicePreview: Bool {
    showsEvaluations && dependencies.preferences.setOnDevicePreview != nil
  }

  /// The app language the shell speaks now (the launch language until Settings switch it).
  public var uiLanguage: String { settings.uiLanguage }

  /// Re-reads the stored consent (another `chatterbox` may have changed it).
  func refreshConsent() {
    analyticsOn = dependencies.preferences.analyticsConsent() == .granted
    onDevicePreviewOn = dependencies.preferences.onDevicePreview()
  }

  /// Chooses in the open picker. Practice: the same language goes back to Settings; another one
  /// asks first (``confirm()`` switches, ``cancel()`` keeps the old). App language: switches at once,
  /// saves the choice for the next launches, and goes back to Settings.
  @discardableResult
  public func chooseLanguage(_ code: String) -> LanguageChoice {
    guard case .languagePicker(let kind) = route else { return .refused }
    switch kind {
    case .practice:
      if code == settings.practiceLanguage?.code, profile != nil {
        route = .settings
        return .unchanged
      }
      settings.requestPracticeLanguage(code)
      guard let pending = settings.pendingPracticeLanguage else { return .refused }
      confirmation = .switchPracticeLanguage(code: pending.code, name: pending.nativeName)
      return .needsConfirmation
    case .ui:
      settings.setUILanguage(code)
      guard settings.uiLanguage == code else { return .refused }
      route = .settings
      do { try dependencies.preferences.setUILanguage(code) } catch {
        return .switchedForThisRunOnly(reason: "\(error)")
      }
      return .switched
    }
  }

  /// Turns analytics consent on when it is off and off when it is on, saved where
  /// `chatterbox analytics consent` keeps it and applied to this run at once.
  public func toggleAnalytics() async -> ConsentChange {
    let state: ConsentState = analyticsOn ? .denied : .granted
    do {
      try await dependencies.preferences.setAnalyticsConsent(state)
    } catch {
      return .notSaved(reason: "\(error)")
    }
    analyticsOn = state == .granted
    return .changed(state)
  }

  /// Turns the on-device preview off when it is on and on when it is off, saved where
  /// `chatterbox settings preview` keeps it; the next take follows it. Refused as `.notSaved` where
  /// the preferences cannot save it.
  public func toggleOnDevicePreview() -> PreviewChange {
    guard let save = dependencies.preferences.setOnDevicePreview else {
      return .notSaved(reason: "this app keeps no on-device preview setting")
    }
    let isOn = !onDevicePreviewOn
    do { try save(isOn) } catch { return .notSaved(reason: "\(error)") }
    onDevicePreviewOn = isOn
    return .changed(isOn)
  }
}
