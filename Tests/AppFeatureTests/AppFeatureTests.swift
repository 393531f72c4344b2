import AppFeature
import AudioCapture
import FeatureGates
import Foundation
import PracticeFeature
import Testing

@Suite("AppFeature: decisions every shell shares")
struct AppFeatureTests {
  @Test func tabsFollowTheGatesAndTheShell() {
    let none = TabGating.visibleTabs(canSee: { _ in false }, hasNetworkConsole: true)
    #expect(none == [.cues, .settings])
    let all = TabGating.visibleTabs(canSee: { _ in true }, hasNetworkConsole: true)
    #expect(all == [.cues, .history, .settings, .developer])
    let noConsole = TabGating.visibleTabs(canSee: { _ in true }, hasNetworkConsole: false)
    #expect(noConsole == [.cues, .history, .settings])
    let access = FeatureAccessContextProbe.developerWithoutHistory
    #expect(TabGating.visibleTabs(canSee: access, hasNetworkConsole: true) == [.cues, .settings, .developer])
  }

  @Test func tabMovesWrapAndNumbersMustBeVisible() {
    let tabs: [AppTab] = [.cues, .settings]
    #expect(TabGating.target(of: .next, from: .settings, in: tabs) == .cues)
    #expect(TabGating.target(of: .previous, from: .cues, in: tabs) == .settings)
    #expect(TabGating.target(of: .number(2), from: .cues, in: tabs) == nil, "history is hidden")
    #expect(TabGating.target(of: .number(3), from: .cues, in: tabs) == .settings)
    #expect(TabGating.target(of: .next, from: nil, in: tabs) == .settings)
    #expect(AppRoute.languagePicker(.practice).tab == .settings)
    #expect(AppRoute.signIn.tab == nil)
  }

  @Test(arguments: [
    ("123456", SignInEntry.code("123456")), (" 123 456 \n", .code("123456")), ("12345", .link("12345")),
    ("١٢٣٤٥٦", .link("١٢٣٤٥٦")),
    ("https://chatterbox.app/auth/magic?token=x", .link("https://chatterbox.app/auth/magic?token=x")),
  ])
  func theSignInFieldTellsCodesFromLinks(text: String, expected: SignInEntry) {
    #expect(SignInEntry(text) == expected)
  }

  @Test func interruptedTakesAreOldEnoughAndNamedForACue() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "takes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // Ages are measured from the files' own dates as the file system reports them back, never from the
    // calendar: the test holds on any day and with the wall clock moved.
    let named = Date(timeIntervalSince1970: 1_800_000_000)
    let names = [
      TakeFileName.make(label: "en-001", date: named), TakeFileName.make(label: "cli", date: named),
      TakeFileName.make(label: "en-002", date: named), "notes.wav",
    ]
    var modified: [Date] = []
    for (index, name) in names.enumerated() {
      let url = folder.appending(path: name)
      try Data([1, 2, 3]).write(to: url)
      let stamp = named.addingTimeInterval(index == 2 ? 600 : 0)
      try FileManager.default.setAttributes([.modificationDate: stamp], ofItemAtPath: url.path)
      modified.append(try #require(FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date))
    }
    #expect(modified[2].timeIntervalSince(modified[0]) == 600)
    let now = modified[2].addingTimeInterval(60)  // the young take is 60 s old, the others 660 s
    let takes = InterruptedTakes.find(in: folder, untouchedFor: 120, now: now)
    #expect(takes.map(\.cueID) == ["en-001"], "young takes, standalone recordings and foreign files stay")
    #expect(InterruptedTakes.cueID(fromTakeName: "a-b-c-20250101T120000-k3x9q0.wav") == "a-b-c")
    #expect(InterruptedTakes.cueID(fromTakeName: "a-20250101T120000-K3X9Q0.wav") == nil)
    #expect(InterruptedTakes.cueID(fromTakeName: "a-2025-k3x9q0.wav") == nil)
  }

  @Test func quittingNeverLosesATake() {
    #expect(QuitPlan(isRecording: false, isReviewingTake: false, fromSignal: false) == .exit)
    #expect(QuitPlan(isRecording: true, isReviewingTake: false, fromSignal: false) == .stopRecordingAndReview)
    #expect(QuitPlan(isRecording: true, isReviewingTake: false, fromSignal: true) == .stopRecordingThenQueueAndExit)
    #expect(QuitPlan(isRecording: false, isReviewingTake: true, fromSignal: false) == .confirm(.quitWithTake))
    #expect(QuitPlan(isRecording: false, isReviewingTake: true, fromSignal: true) == .queueTakeAndExit)
  }

  @Test func analyticsNamesAreTheAppsVocabulary() {
    #expect(AppAnalyticsEvents.event(for: .started(difficulty: "beginner")).name == "practice_started")
    #expect(AppAnalyticsEvents.event(for: .uploadFailed(reasonKey: "k")).properties["reason"] == .string("k"))
    #expect(AppAnalyticsEvents.cuesFetched(milliseconds: 5, count: 2).properties["count"] == .int(2))
  }
}

/// A gate check for a developer account whose server turned the history flag off.
enum FeatureAccessContextProbe {
  static func developerWithoutHistory(_ gate: FeatureGate) -> Bool {
    gate.isOpen(
      for: AccountEntitlements(flags: ["developer"]), config: RuntimeConfig(featureFlags: ["recording_history": false]))
  }
}
