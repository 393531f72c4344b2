import AppFeature
import Foundation
import PracticeFeature
import PracticeFeatureLive

extension TakeAnalyzer {
  /// ``speechAnalysis`` while the settings file at `url` has the on-device preview on, else `.unavailable`:
  /// read on every take, so `chatterbox settings` in another terminal applies to a running app's next take.
  package static func onDevicePreview(settingsFile url: URL) -> TakeAnalyzer {
    speechAnalysis.onlyWhile { AppPreferences.onDevicePreview(in: url) }
  }
}

extension AppDependencies {
  /// The on-device preview of this process's takes, following the device's settings file: what
  /// `AppModelDependencies.live` and `chatterbox practice` hand the practice round.
  package var takeAnalyzer: TakeAnalyzer { .onDevicePreview(settingsFile: directories.settingsFile) }
}
