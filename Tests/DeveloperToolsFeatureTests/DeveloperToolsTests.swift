import DeveloperToolsFeature
import FeatureGates
import Foundation
import NetworkLog
import Networking
import Testing

@Suite("Developer tools")
struct DeveloperToolsTests {
  func attempt(_ path: String, status: Int?, token: String) -> NetworkAttempt {
    NetworkAttempt(
      requestID: UUID(), attemptNumber: 1, method: "POST", url: URL(string: "http://127.0.0.1:9/rpc/\(path)")!,
      requestHeaders: ["Authorization": "Bearer \(token)"], requestBody: Data(#"{"refresh_token":"\#(token)"}"#.utf8),
      status: status, responseHeaders: [:], responseBody: Data("{}".utf8), error: status == nil ? .offline : nil,
      startedAt: Date(), duration: 0.01, outcome: status == nil ? .failed(.offline) : .delivered)
  }

  @MainActor @Test func consoleFiltersAndExportsWithoutSecrets() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("console-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = NetworkLogStore(directory: directory)
    let monitor = NetworkLogMonitor(store: store, isEnabled: true)
    monitor.attemptDidFinish(attempt("me", status: 200, token: "secret-aaa"))
    monitor.attemptDidFinish(attempt("get_cues", status: 503, token: "secret-bbb"))
    monitor.attemptDidFinish(attempt("track", status: nil, token: "secret-ccc"))
    await monitor.flush()

    let console = NetworkConsoleViewModel(store: store)
    await console.reload()
    #expect(console.entries.count == 3)
    #expect(!console.isFiltered)
    console.host = "nowhere.example"
    await console.reload()
    #expect(console.entries.isEmpty && console.isFiltered, "screens say 'no match', not 'nothing recorded'")
    console.host = nil
    console.failedOnly = true
    await console.reload()
    #expect(console.entries.count == 2)
    let first = try #require(console.entries.first)
    let found = await console.entry(id: String(first.id.uuidString.prefix(8)))
    #expect(found?.id == first.id)
    let curl = console.curl(for: first)
    let har = String(decoding: console.exportHAR(), as: UTF8.self)
    for secret in ["secret-aaa", "secret-bbb", "secret-ccc"] {
      #expect(!curl.contains(secret))
      #expect(!har.contains(secret))
    }
    #expect(har.contains(#""version""#))
  }

  @MainActor
  @Test func overviewReadsTheGatesFromTheLiveContext() throws {
    // The app's gates live in AppFeature; these have the same shape (an account flag and app flags).
    let shuffleFlag = RuntimeConfig.Flag(name: "shuffle_cues", defaultValue: true)
    let gates = [
      FeatureGate(name: "developer_tools", requiredAccountFlags: [.developer]),
      FeatureGate(name: "shuffle", requiredAppFlags: [shuffleFlag]),
      FeatureGate(
        name: "history", requiredAppFlags: [RuntimeConfig.Flag(name: "recording_history", defaultValue: true)]),
    ]
    let access = FeatureAccessContext(
      entitlements: AccountEntitlements(flags: ["developer", "beta"]),
      config: RuntimeConfig(featureFlags: ["shuffle_cues": false]))
    var overview = DeveloperOverview(accountFlags: ["developer", "beta"], access: access, gates: gates)
    #expect(overview.accountFlags == ["beta", "developer"])
    #expect(
      overview.gates == [
        .init(name: "developer_tools", isOpen: true), .init(name: "shuffle", isOpen: false),
        .init(name: "history", isOpen: true),
      ])
    // A debug override (what the developer tools exist to show) wins over the server's flags. Tests
    // build in debug, where overrides apply; release builds ignoring them is FeatureGatesTests' case.
    try #require(access.setOverride(true, for: gates[1]), "a debug build applies overrides")
    overview = DeveloperOverview(accountFlags: [], access: access, gates: gates)
    #expect(overview.gates.contains(.init(name: "shuffle", isOpen: true)))
  }
}
