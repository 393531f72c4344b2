import AppFeature
import AudioCaptureTestSupport
import Foundation
import PracticeFeature
import PracticeFeatureLive
import Testing

@testable import ChatterboxComposition

/// The on-device preview setting in the device's settings file, read on every take.
@Suite("TakeAnalyzer setting")
struct TakeAnalyzerSettingTests {
  @Test("The setting: on when the settings file says nothing, .unavailable once it says false, on again after true")
  func setting() async throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "take-analyzer-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let settings = folder.appending(path: "settings.json")
    let take = try TakeFile.write(TakeFile.bursts())
    defer { try? FileManager.default.removeItem(at: take) }
    let analyzer = TakeAnalyzer.onDevicePreview(settingsFile: settings)
    #expect(AppPreferences.onDevicePreview(in: settings))
    #expect(try await analyzer.analyze(take).pauseCount == 1)
    try AppPreferences.setOnDevicePreview(false, in: settings)
    #expect(!AppPreferences.onDevicePreview(in: settings))
    await #expect(throws: TakeAnalyzerError.unavailable) { try await analyzer.analyze(take) }
    try AppPreferences.setOnDevicePreview(true, in: settings)
    #expect(try await analyzer.analyze(take).pauseCount == 1)
    try Data("{\"preview.on_device\": \"no\"".utf8).write(to: settings)
    #expect(AppPreferences.onDevicePreview(in: settings), "an unreadable setting reads as the default")
  }
}
