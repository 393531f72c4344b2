import AppFeature
import ChatterboxAPI
import ChatterboxComposition
import ChatterboxPresentation
import DeveloperToolsFeature
import FeatureGates
import Foundation
import Localization
import NetworkLog
import Storage
import TerminalUI

/// `chatterbox netlog [--failed] [--host h] [--json]`, `netlog show <id>`, `netlog curl <id>`,
/// `netlog export --har <file>` — developer accounts only.
struct NetlogCommand: Command {
  let name = "netlog"
  let usage = """
    chatterbox netlog [--failed] [--host <host>] [--json]
    chatterbox netlog show <id>
    chatterbox netlog curl <id>
    chatterbox netlog export --har <file> [--force]
    """
  var options: [OptionSpec] {
    [
      OptionSpec("failed"), OptionSpec("host", value: "host"), OptionSpec("har", value: "file"), OptionSpec("force"),
      .json,
    ]
  }
  let hasDiscussion = true

  /// What `netlog` uses, and nothing more.
  struct Dependencies: Sendable {
    var account: AccountClient
    var networkLog: NetworkLogMonitor

    static func live(_ app: AppDependencies) -> Self { Self(account: .live(app), networkLog: app.networkLog) }
  }

  func run(_ context: CommandContext) async throws -> ExitCode {
    try await run(context, .live(AppDependencies.live(context)))
  }

  /// Runs against `dependencies`.
  func run(_ context: CommandContext, _ dependencies: @autoclosure () throws -> Dependencies) async throws -> ExitCode {
    let dependencies = try dependencies()
    try await dependencies.account.requireDeveloperTools()
    let strings = context.strings
    guard let store = dependencies.networkLog.store else {
      throw CLIError(strings.string("cli.error.network_log_unavailable"))
    }
    // This run's own attempts (and what was held until the account was known) are stored first.
    await dependencies.networkLog.flush()
    let words = context.arguments.positionals
    switch words.first {
    case nil: return try await list(store, context)
    case "show", "curl":
      guard words.count == 2 else { throw UsageError(strings.string("cli.usage.netlog_id", .string(words[0]))) }
      let entry = try await Self.find(words[1], in: store, strings)
      context.console.out(words[0] == "curl" ? CurlExporter.curl(for: entry) : Self.detail(entry, strings))
      return .success
    case "export":
      guard let path = context.arguments.value("har") else {
        throw UsageError(strings.string("cli.usage.netlog_export"))
      }
      let url = URL(fileURLWithPath: path)
      // The export is as private as the log: 0600, and an existing file is replaced only on request.
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) {
        if isFolder.boolValue { throw UsageError(strings.string("cli.usage.output_is_folder", .string(path))) }
        if !context.arguments.flag("force") {
          throw UsageError(strings.string("cli.usage.output_exists", .string(path)))
        }
      }
      let data = await Self.export(store)
      do { try AtomicFile.write(data, to: url, permissions: 0o600) } catch {
        throw CLIError(strings.string("cli.error.cannot_write", .string(path), .string(SystemReason.of(error))))
      }
      context.console.out(strings.plural("cli.netlog.exported", count: data.count, .string(path)))
      return .success
    default:
      throw UsageError(strings.string("cli.usage.netlog_action", .string(words[0])))
    }
  }

  private func list(_ store: NetworkLogStore, _ context: CommandContext) async throws -> ExitCode {
    let failed = context.arguments.flag("failed")
    let host = context.arguments.value("host")
    let entries = await Self.entries(store, failed: failed, host: host)
    // An empty answer to a filter is not an empty log: say which it is.
    var emptyKey = "netlog.empty"
    if entries.isEmpty, failed || host != nil, await store.count > 0 { emptyKey = "netlog.no_match" }
    CommandOutput(context).emit(json: ["items": entries.map(Self.json)]) {
      if entries.isEmpty { return context.strings.string(emptyKey) }
      return entries.map { entry in
        let status = entry.status.map(String.init) ?? (entry.errorKey ?? "—")
        return
          "\(entry.id.uuidString.prefix(8).lowercased())  \(entry.method.padding(toLength: 6, withPad: " ", startingAt: 0)) \(status.padding(toLength: 5, withPad: " ", startingAt: 0)) \(String(format: "%6.0f ms", entry.duration * 1000))  \(entry.url)"
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

  @MainActor static func find(_ id: String, in store: NetworkLogStore, _ strings: Localizer) async throws
    -> NetworkLogEntry
  {
    guard let entry = await NetworkConsoleViewModel(store: store).entry(id: id) else {
      throw CLIError(strings.string("cli.error.no_request", .string(id)))
    }
    return entry
  }

  @MainActor static func export(_ store: NetworkLogStore) async -> Data {
    let console = NetworkConsoleViewModel(store: store)
    await console.reload()
    return console.exportHAR()
  }

  static func json(_ entry: NetworkLogEntry) -> [String: Any] {
    [
      "id": entry.id.uuidString.lowercased(), "method": entry.method, "url": entry.url, "status": entry.status ?? 0,
      "duration_ms": Int(entry.duration * 1000), "failed": entry.isFailed, "attempt": entry.attemptNumber,
    ]
  }

  /// `netlog show`: headings in the UI language; method, URL, headers and bodies as recorded
  /// (already redacted).
  static func detail(_ entry: NetworkLogEntry, _ strings: Localizer) -> String {
    let code = entry.status.map(String.init) ?? strings.string("netlog.detail.no_response")
    let status = strings.string("netlog.detail.status", .string(code))
    let attempt = strings.string("netlog.detail.attempt", .int(entry.attemptNumber))
    var lines = [
      "\(entry.method) \(entry.url)", "\(status)  \(attempt)  \(String(format: "%.0f ms", entry.duration * 1000))",
    ]
    lines.append(strings.string("netlog.detail.request_headers"))
    lines += entry.requestHeaders.map { "  \($0.name): \($0.value)" }
    if let body = entry.requestBody?.text { lines += [strings.string("netlog.detail.request_body"), "  \(body)"] }
    lines.append(strings.string("netlog.detail.response_headers"))
    lines += entry.responseHeaders.map { "  \($0.name): \($0.value)" }
    if let body = entry.responseBody?.text { lines += [strings.string("netlog.detail.response_body"), "  \(body)"] }
    return lines.joined(separator: "\n")
  }
}

extension AppDependencies {
  /// Opens developer tools only for accounts the server flagged `developer`; anything else gets a
  /// clear refusal.
  func requireDeveloperTools() async throws {
    try await requireSession()
    let snapshot: AccountSnapshotCache.Snapshot
    do { snapshot = try await accountCache.snapshot() } catch let error where error.kind == .unauthorized {
      throw CLIError.notSignedIn(strings)
    }
    let entitlements = AccountEntitlements(flags: snapshot.me.account.flags)
    let config = RuntimeConfig(featureFlags: snapshot.config.featureFlags)
    guard FeatureGate.developerTools.isOpen(for: entitlements, config: config) else {
      throw CLIError(strings.string("devtools.refused"), exitCode: .failure)
    }
    // `me` may know the flag before the stored session does (granted since sign-in).
    networkLog.decide(accountFlags: snapshot.me.account.flags)
  }
}
