import Foundation
import Storage

extension AppPreferences {
  /// The key of the on-device preview setting in the settings file (a JSON `true` or `false`).
  package static let onDevicePreviewKey = "preview.on_device"

  /// Whether the on-device preview is on in the settings file at `url`.
  ///
  /// On unless the file says `false`: a missing, unreadable or non-boolean value reads as on. The preview is
  /// local (no audio, number or event leaves the device for it), costs well under a percent of the take's
  /// length in CPU, and shows only the numbers the server computes from the same take; whether feedback is
  /// shown at all is the server's `app_config` flag, which the round applies to previews and results alike.
  /// Off by default, it would only hide what a learner without a network can have; the setting is for a
  /// device that should not spend the CPU.
  package static func onDevicePreview(in url: URL) -> Bool {
    (try? KeyValueStore(fileURL: url).value(Bool.self, for: onDevicePreviewKey)) ?? true
  }

  /// Saves the on-device preview setting in the settings file at `url`; the next take reads it.
  ///
  /// - Throws: `StorageError` when the file cannot be written (the setting then stays as it was).
  package static func setOnDevicePreview(_ isOn: Bool, in url: URL) throws(StorageError) {
    try KeyValueStore(fileURL: url).set(isOn, for: onDevicePreviewKey)
  }
}
