import Analytics
import Localization
import Observability

/// What the app keeps on this device between runs: the app language chosen in Settings, the
/// analytics consent and the on-device preview switch. A client struct (the isowords manner): the composition fills it over the
/// device-wide `settings.json` that `chatterbox analytics consent on|off` writes too, tests keep it
/// in memory. Every read goes to the store, so a change another process made is seen.
public struct AppPreferences: Sendable {
  /// The app language saved by an earlier run, if any (an unreadable store reads as none).
  public var uiLanguage: @Sendable () -> String?
  /// Saves the app language for the next runs; throws when the store cannot be written.
  public var setUILanguage: @Sendable (String) throws -> Void
  /// The stored analytics consent (never asked reads as `.undetermined`, which sends nothing).
  public var analyticsConsent: @Sendable () -> ConsentState
  /// Saves the consent and applies it to this run's analytics at once; throws when the store
  /// cannot be written (the consent then stays as it was).
  public var setAnalyticsConsent: @Sendable (ConsentState) async throws -> Void
  /// Whether the on-device preview of a take's numbers is on (ADR 0037). On unless the learner turned it
  /// off: by default, and for a shell that keeps no such switch.
  public var onDevicePreview: @Sendable () -> Bool = { true }
  /// Saves the on-device preview switch for this and the next runs; throws when the store cannot be written
  /// (the switch then stays as it was). `nil`: this shell cannot change it, and Settings do not offer it.
  public var setOnDevicePreview: (@Sendable (Bool) throws -> Void)?

  /// Creates the client.
  public init(
    uiLanguage: @escaping @Sendable () -> String?, setUILanguage: @escaping @Sendable (String) throws -> Void,
    analyticsConsent: @escaping @Sendable () -> ConsentState,
    setAnalyticsConsent: @escaping @Sendable (ConsentState) async throws -> Void
  ) {
    self.uiLanguage = uiLanguage
    self.setUILanguage = setUILanguage
    self.analyticsConsent = analyticsConsent
    self.setAnalyticsConsent = setAnalyticsConsent
  }

  /// Kept in memory only: nothing survives the process (tests, and shells built by hand).
  public static func inMemory(
    uiLanguage: String? = nil, consent: ConsentState = .undetermined, onDevicePreview: Bool = true
  ) -> AppPreferences {
    let language = LockedValue(uiLanguage)
    let stored = LockedValue(consent)
    let preview = LockedValue(onDevicePreview)
    var preferences = AppPreferences(
      uiLanguage: { language.value }, setUILanguage: { code in language.withLock { $0 = code } },
      analyticsConsent: { stored.value }, setAnalyticsConsent: { state in stored.withLock { $0 = state } })
    preferences.onDevicePreview = { preview.value }
    preferences.setOnDevicePreview = { isOn in preview.withLock { $0 = isOn } }
    return preferences
  }

  /// The app language to start in: an explicit choice for this run (`--lang`, `CHATTERBOX_LANG`,
  /// already in `launch`) wins; otherwise the language last chosen in Settings, while `shipped`
  /// still has it; otherwise `launch` (the system language or English).
  public static func startLanguage(launch: String, explicit: Bool, saved: String?, shipped: [String]) -> String {
    guard !explicit, let saved, shipped.contains(LanguageTag(saved).language) else { return launch }
    return saved
  }
}
