import ChatterboxAPI
import DeveloperToolsFeature
import FeatureGates
import Foundation
import NetworkLog

/// `chatterbox netlog [--failed] [--host h] [--json]`, `netlog show <id>`, `netlog curl <id>`,
/// `netlog export --har <file>` — developer accounts only.
struct NetlogCommand: Command {
  let name = "netlog"
  let summary = "Inspect recorded network traffic (developer accounts)"
  let usage = """
    chatterbox netlog [--failed] [--host <host>] [--json]
    chatterbox netlog show <id>
    chatterbox netlog curl <id>
    chatterbox netlog export --har <file>
    """
  var options: [OptionSpec] {
    [
      OptionSpec("failed", help: "Only failed requests"), OptionSpec("host", value: "host", help: "Only this host"),
      OptionSpec("har", value: "file", help: "Where 'export' writes the HAR 1.2 file"), .json,
    ]
  }
  let discussion = """
    The log records only for accounts with the server's 'developer' flag (or with
    CHATTERBOX_NETWORK_LOG=1). Secrets (tokens, codes, emails, cookies, signatures) are redacted
    before anything is stored; exports contain '<redacted>' in their place.
    """

  func run(_ context: CommandContext) async throws -> ExitCode {
    let app = try AppDependencies.live(context)
    try await app.requireDeveloperTools()
    guard let store = app.networkLog.store else { throw CLIError("the network log is not available") }
    let words = context.arguments.positionals
    switch words.first {
    case nil: return try await list(store, context)
    case "show", "curl":
      guard words.count == 2 else { throw UsageError("expected '\(words[0]) <id>'") }
      let entry = try await Self.find(words[1], in: store)
      context.console.out(words[0] == "curl" ? CurlExporter.curl(for: entry) : Self.detail(entry))
      return .success
    case "export":
      guard let path = context.arguments.value("har") else { throw UsageError("expected 'export --har <file>'") }
      let data = await Self.export(store)
      do { try data.write(to: URL(fileURLWithPath: path)) } catch { throw CLIError("cannot write \(path): \(error.localizedDescription)") }
      context.console.out("Wrote \(path) (HAR 1.2, \(data.count) bytes). It opens in browser devtools and Charles.")
      return .success
    default:
      throw UsageError("unknown netlog action '\(words[0])'")
    }
  }

  private func list(_ store: NetworkLogStore, _ context: CommandContext) async throws -> ExitCode {
    let entries = await Self.entries(store, failed: context.arguments.flag("failed"), host: context.arguments.value("host"))
    CommandOutput(context).emit(json: ["items": entries.map(Self.json)]) {
      if entries.isEmpty { return "No requests recorded yet." }
      return entries.map { entry in
        let status = entry.status.map(String.init) ?? (entry.errorKey ?? "—")
        return "\(entry.id.uuidString.prefix(8).lowercased())  \(entry.method.padding(toLength: 6, withPad: " ", startingAt: 0)) \(status.padding(toLength: 5, withPad: " ", startingAt: 0)) \(String(format: "%6.0f ms", entry.duration * 1000))  \(entry.url)"
      }.joined(separator: "\n")
    }
    return .success
  }

  @MainActor static func entries(_ store: NetworkLogStore, failed: Bool, host: String?) async -> [NetworkLogEntry] {
    let console = NetworkConsoleViewModel(store: store)
    console.failedOnly = failed
    console.host = host
    await console.reload()
    return console.entries
  }

  @MainActor static func find(_ id: String, in store: NetworkLogStore) async throws -> NetworkLogEntry {
    guard let entry = await NetworkConsoleViewModel(store: store).entry(id: id) else { throw CLIError("no request '\(id)' in the network log") }
    return entry
  }

  @MainActor static func export(_ store: NetworkLogStore) async -> Data {
    let console = NetworkConsoleViewModel(store: store)
    await console.reload()
    return console.exportHAR()
  }

  static func json(_ entry: NetworkLogEntry) -> [String: Any] {
    ["id": entry.id.uuidString.lowercased(), "method": entry.method, "url": entry.url, "status": entry.status ?? 0,
     "duration_ms": Int(entry.duration * 1000), "failed": entry.isFailed, "attempt": entry.attemptNumber]
  }

  static func detail(_ entry: NetworkLogEntry) -> String {
    var lines = ["\(entry.method) \(entry.url)", "Status: \(entry.status.map(String.init) ?? "no response")  attempt \(entry.attemptNumber)  \(String(format: "%.0f ms", entry.duration * 1000))"]
    lines.append("Request headers:")
    lines += entry.requestHeaders.map { "  \($0.name): \($0.value)" }
    if let body = entry.requestBody?.text { lines += ["Request body:", "  \(body)"] }
    lines.append("Response headers:")
    lines += entry.responseHeaders.map { "  \($0.name): \($0.value)" }
    if let body = entry.responseBody?.text { lines += ["Response body:", "  \(body)"] }
    return lines.joined(separator: "\n")
  }
}

extension AppDependencies {
  /// Opens developer tools only for accounts the server flagged `developer`; anything else gets a
  /// clear refusal.
  func requireDeveloperTools() async throws {
    try await requireSession()
    let snapshot: AccountSnapshotCache.Snapshot
    do { snapshot = try await accountCache.snapshot() } catch .unauthorized { throw CLIError.notSignedIn(strings) }
    let entitlements = AccountEntitlements(flags: snapshot.me.account.flags)
    let config = RuntimeConfig(featureFlags: snapshot.config.featureFlags)
    guard FeatureGate.developerTools.isOpen(for: entitlements, config: config) else {
      throw CLIError(strings.string("devtools.refused"), exitCode: .failure)
    }
  }
}
