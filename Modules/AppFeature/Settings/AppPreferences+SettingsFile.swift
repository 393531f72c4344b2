import Analytics
import Foundation
import Storage

extension AppPreferences {
  /// The key of the app language in the settings file.
  package static let uiLanguageKey = "ui.language"

  /// Over the device-wide settings file at `url` (the one `chatterbox analytics consent` and
  /// `chatterbox settings preview` write), applying consent changes to `analytics`.
  ///
  /// Each access opens the file afresh instead of keeping one `KeyValueStore` for the whole run:
  /// a store serves its first read from memory ever after, so a long-lived one would miss a
  /// `chatterbox analytics consent off` run in another terminal — and write the old value back
  /// with the next language switch.
  package static func settingsFile(_ url: URL, analytics: AnalyticsClient?) -> AppPreferences {
    let store = { @Sendable in KeyValueStore(fileURL: url) }
    var preferences = AppPreferences(
      // An unreadable file means no saved choice: the launch language applies.
      uiLanguage: { try? store().value(String.self, for: uiLanguageKey) },
      setUILanguage: { code in try store().set(code, for: uiLanguageKey) },
      analyticsConsent: { ConsentStore(store: store()).state },
      setAnalyticsConsent: { state in
        try ConsentStore(store: store()).set(state)
        await analytics?.updateConsent(state)
      })
    preferences.onDevicePreview = { onDevicePreview(in: url) }
    preferences.setOnDevicePreview = { isOn in try setOnDevicePreview(isOn, in: url) }
    return preferences
  }
}
