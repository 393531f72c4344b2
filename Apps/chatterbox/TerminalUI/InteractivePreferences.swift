import Analytics
import ChatterboxComposition
import Foundation
import Observability
import Storage

/// What the interactive app keeps on this device between runs: the app language chosen in
/// Settings and the analytics consent. Live, both live in the device-wide `settings.json` that
/// `chatterbox analytics consent on|off` writes too; tests keep them in memory.
///
/// ```swift
/// let preferences = InteractivePreferences.settingsFile(dataDirectory.appending(path: "settings.json"), analytics: analytics)
/// try preferences.setUILanguage("ja")
/// preferences.uiLanguage() // "ja", also at the next launch
/// ```
package struct InteractivePreferences: Sendable {
  /// The app language saved by an earlier run, if any.
  package var uiLanguage: @Sendable () -> String?
  /// Saves the app language for the next runs.
  var setUILanguage: @Sendable (String) throws -> Void
  /// The stored analytics consent (never asked reads as `.undetermined`, which sends nothing).
  var analyticsConsent: @Sendable () -> ConsentState
  /// Saves the consent and applies it to this run's analytics at once.
  var setAnalyticsConsent: @Sendable (ConsentState) async throws -> Void

  /// The key of the app language in the settings file.
  static let uiLanguageKey = "ui.language"

  /// Over the settings file at `url`, applying consent changes to `analytics`.
  ///
  /// Each access opens the file afresh instead of keeping one `KeyValueStore` for the whole run:
  /// a store serves its first read from memory ever after, so a long-lived one would miss a
  /// `chatterbox analytics consent off` run in another terminal — and write the old value back
  /// with the next language switch.
  package static func settingsFile(_ url: URL, analytics: AnalyticsClient?) -> InteractivePreferences {
    let store = { @Sendable in KeyValueStore(fileURL: url) }
    return InteractivePreferences(
      // An unreadable file means no saved choice: the launch language applies.
      uiLanguage: { try? store().value(String.self, for: uiLanguageKey) },
      setUILanguage: { code in try store().set(code, for: uiLanguageKey) },
      analyticsConsent: { ConsentStore(store: store()).state },
      setAnalyticsConsent: { state in
        try ConsentStore(store: store()).set(state)
        await analytics?.updateConsent(state)
      })
  }

  /// Kept in memory only: nothing survives the process (tests, and services built by hand).
  ///
  /// ```swift
  /// InteractivePreferences.inMemory(consent: .granted).analyticsConsent() // .granted
  /// ```
  static func inMemory(uiLanguage: String? = nil, consent: ConsentState = .undetermined) -> InteractivePreferences {
    let language = LockedValue(uiLanguage)
    let stored = LockedValue(consent)
    return InteractivePreferences(
      uiLanguage: { language.value }, setUILanguage: { code in language.withLock { $0 = code } },
      analyticsConsent: { stored.value }, setAnalyticsConsent: { state in stored.withLock { $0 = state } })
  }
}
