import AppFeature
import ChatterboxComposition
import ChatterboxPresentation
import Foundation
import Localization
import TerminalUI
import Upload

/// `chatterbox uploads [--all] [--json]`, `uploads retry [--timeout S]`, `uploads discard <id>` and
/// `uploads clear --done`: the signed-in account's queue on this server (ADR 0011).
struct UploadsCommand: Command {
  let name = "uploads"
  let usage = """
    chatterbox uploads [--all] [--json]
    chatterbox uploads retry [--timeout <seconds>] [--json]
    chatterbox uploads discard <id> [--json]
    chatterbox uploads clear --done [--json]
    """
  var options: [OptionSpec] { [OptionSpec("timeout", value: "seconds"), OptionSpec("all"), OptionSpec("done"), .json] }
  let hasDiscussion = true

  /// `retry`: its `--timeout` (120 s when not given); the rest: the standard deadline.
  func networkDeadline(_ context: CommandContext) throws -> Duration? {
    guard context.arguments.positionals.first == "retry" else { return try CommandDeadline.standard(context) }
    return .seconds(try context.arguments.value("timeout").map { try Self.parseTimeout($0, context.strings) } ?? 120)
  }

  /// What `uploads` uses, and nothing more.
  struct Dependencies: Sendable {
    var account: AccountClient
    /// The signed-in account's queue, started (which resumes what a killed process left).
    var startQueue: @Sendable () async throws -> UploadQueue
    /// Uploads on this server that wait for another account (ADR 0011).
    var heldForOtherAccounts: @Sendable () -> Int
    /// Takes on this device queued under other servers, with the `--api` that sends them.
    var heldForOtherServers: @Sendable () -> [UploadsElsewhere] = { [] }

    static func live(_ app: AppDependencies) -> Self {
      Self(
        account: .live(app), startQueue: { try await app.startUploadQueue() },
        heldForOtherAccounts: { app.uploadsHeldForOtherAccounts() },
        heldForOtherServers: { app.uploadsWaitingForOtherServers() })
    }
  }

  func run(_ context: CommandContext) async throws -> ExitCode {
    try await run(context, .live(AppDependencies.live(context)))
  }

  /// Runs against `dependencies`, built only after the arguments are checked.
  func run(_ context: CommandContext, _ dependencies: @autoclosure () throws -> Dependencies) async throws -> ExitCode {
    let words = context.arguments.positionals
    let strings = context.strings
    switch words.first {
    case nil, "retry": guard words.count <= 1 else { throw UsageError(strings.string("cli.usage.uploads")) }
    case "discard": guard words.count == 2 else { throw UsageError(strings.string("cli.usage.uploads")) }
    case "clear":
      guard words.count == 1, context.arguments.flag("done") else {
        throw UsageError(strings.string("cli.usage.uploads"))
      }
    default: throw UsageError(strings.string("cli.usage.uploads"))
    }
    let dependencies = try dependencies()
    let held = { Held(accounts: dependencies.heldForOtherAccounts(), servers: dependencies.heldForOtherServers()) }
    do {
      try await dependencies.account.requireSession()
    } catch let error as CLIError where error.isNotSignedIn {
      // Signed out here (a new server, say): takes waiting elsewhere on this device are still named (issue 35).
      let waiting = Self.waitingLines(held(), strings)
      guard !waiting.isEmpty else { throw error }
      throw CLIError(([error.message] + waiting).joined(separator: "\n"), exitCode: error.exitCode, kind: error.kind)
    }
    let queue = try await dependencies.startQueue()
    switch words.first {
    case "retry": return await retry(queue, held: held, context: context)
    case "discard": return try await discard(words[1], queue: queue, context: context)
    case "clear": return await clear(queue, context: context)
    default:
      await queue.stop()
      return list(queue.jobs, settled: nil, held: held(), context: context)
    }
  }

  private func retry(_ queue: UploadQueue, held: () -> Held, context: CommandContext) async -> ExitCode {
    let timeout = (try? context.arguments.value("timeout").map { try Self.parseTimeout($0, context.strings) }) ?? 120
    _ = await queue.retryFailed()
    await queue.retryWaiting()
    // Stops following the queue a little before the command's deadline, to list what is left.
    let within = context.deadline.remaining.map { max(.zero, $0 - PracticeCommand.queueingMargin) }
    let settled = await queue.drain(timeout: within ?? .seconds(timeout))
    await queue.stop()
    return list(queue.jobs, settled: settled, held: held(), context: context)
  }

  private func discard(_ prefix: String, queue: UploadQueue, context: CommandContext) async throws -> ExitCode {
    let strings = context.strings
    let matches = queue.jobs.filter { $0.id.rawValue.hasPrefix(prefix.lowercased()) && $0.phase != .done }
    guard matches.count == 1, let job = matches.first, prefix.count >= 4 else {
      let key = matches.count > 1 ? "cli.uploads.discard.ambiguous" : "cli.uploads.discard.unknown"
      throw CLIError(strings.string(key, .string(prefix)), exitCode: .usage)
    }
    await queue.cancel(job.id)
    await queue.stop()
    CommandOutput(context).emit(json: ["discarded": job.id.rawValue, "cue_id": job.cueID]) {
      strings.string("cli.uploads.discarded", .string(String(job.id.rawValue.prefix(8))), .string(job.cueID))
    }
    return .success
  }

  private func clear(_ queue: UploadQueue, context: CommandContext) async -> ExitCode {
    let removed = await queue.clearFinished()
    await queue.stop()
    CommandOutput(context).emit(json: ["removed": removed]) {
      context.strings.plural("cli.uploads.cleared", count: removed)
    }
    return .success
  }

  /// Prints the queue; the exit code says what is left: 0 nothing, 75 still waiting (try again
  /// later), 1 only refusals (which no retry fixes: discard them).
  private func list(_ jobs: [UploadJobSnapshot], settled: Bool?, held: Held, context: CommandContext) -> ExitCode {
    let strings = context.strings
    let showAll = context.arguments.flag("all")
    let shown = showAll ? jobs : jobs.filter { $0.phase != .done }
    let finished = jobs.count - jobs.filter { $0.phase != .done }.count
    var object: [String: Any] = [
      "items": shown.map { Self.json($0, strings) }, "held_for_other_accounts": held.accounts,
      "held_for_other_servers": held.servers.map { ["api": $0.api ?? NSNull(), "count": $0.count] as [String: Any] },
    ]
    if let settled { object["settled"] = settled }
    CommandOutput(context).emit(json: object) {
      var lines = shown.map { Self.line($0, strings) }
      // "Empty" only when nothing waits anywhere on this device: else say what waits where (issue 35).
      if shown.isEmpty { lines.append(strings.string(held.isEmpty ? "cli.uploads.empty" : "cli.uploads.nothing_here")) }
      if !showAll, finished > 0 { lines.append(strings.plural("cli.uploads.finished_hidden", count: finished)) }
      lines += Self.waitingLines(held, strings)
      if shown.contains(where: { $0.lastError?.isPermanent == true && $0.phase == .failed }) {
        lines.append(strings.string("cli.uploads.discard_hint"))
      }
      return lines.joined(separator: "\n")
    }
    if jobs.contains(where: { $0.phase.isActive || ($0.phase == .failed && $0.lastError?.isPermanent != true) }) {
      return .temporaryFailure
    }
    return jobs.contains { $0.phase == .failed } ? .failure : .success
  }

  /// What waits on this device beyond the signed-in account's queue on this server.
  struct Held: Sendable {
    var accounts: Int
    var servers: [UploadsElsewhere]
    var isEmpty: Bool { accounts == 0 && servers.isEmpty }
  }

  /// The lines that say what waits beyond this account's queue here: other accounts on this
  /// server, then other servers (none when nothing does).
  static func waitingLines(_ held: Held, _ strings: Localizer) -> [String] {
    (held.accounts > 0 ? [strings.plural("cli.uploads.held_for_others", count: held.accounts)] : [])
      + elsewhereLines(held.servers, strings)
  }

  /// One line per other server with takes waiting, naming the `--api` that sends them (never an
  /// account: only the server's address, which the learner typed).
  static func elsewhereLines(_ servers: [UploadsElsewhere], _ strings: Localizer) -> [String] {
    servers.map { server in
      guard let api = server.api else {
        return strings.string("cli.uploads.held_for_unnamed_server", .int(server.count))
      }
      return TerminalSafeText.line(strings.string("cli.uploads.held_for_server", .string(api), .int(server.count)))
    }
  }

  static func parseTimeout(_ text: String, _ strings: Localizer) throws -> Int {
    guard let value = Int(text), (1...3600).contains(value) else {
      throw UsageError(strings.string("cli.usage.timeout_range"))
    }
    return value
  }

  /// The failure in the UI language when the catalog has it, else the queue's English sentence.
  /// The reason a job failed on a certificate this client does not trust (the queue keeps it for the learner).
  static let untrustedCertificateKey = NetworkError.untrustedCertificate(host: "").messageKey

  static func reason(_ info: UploadErrorInfo, _ strings: Localizer) -> String {
    strings.catalog[info.key] != nil ? strings.string(info.key) : info.message
  }

  /// One queue entry: id, cue, size and state in words ("queued", "refused: …").
  static func line(_ job: UploadJobSnapshot, _ strings: Localizer) -> String {
    let state: String =
      switch job.state {
      case .queued: strings.string("cli.uploads.state.queued")
      case .uploading(let progress):
        strings.string("cli.uploads.state.uploading", .int(Int(progress.bytesSent)), .int(Int(progress.totalBytes)))
      case .waitingForNetwork: strings.string("cli.uploads.state.waiting")
      case .failed(let info) where info.isPermanent:
        strings.string("cli.uploads.state.refused", .string(reason(info, strings)))
      case .failed(let info): strings.string("cli.uploads.state.failed", .string(reason(info, strings)))
      case .done(let remoteID): strings.string("cli.uploads.state.done", .string(remoteID ?? "?"))
      }
    let size = strings.plural("common.size.bytes", count: Int(job.totalBytes))
    return "\(job.id.rawValue.prefix(8))  \(job.cueID)  \(size)  \(state)"
  }

  static func json(_ job: UploadJobSnapshot, _ strings: Localizer) -> [String: Any] {
    var object: [String: Any] = [
      "id": job.id.rawValue, "cue_id": job.cueID, "phase": job.phase.rawValue, "bytes_sent": job.bytesSent,
      "total_bytes": job.totalBytes, "attempts": job.attempts,
    ]
    if let recordingID = job.remoteID { object["recording_id"] = recordingID }
    if let error = job.lastError {
      object["error"] = ["key": error.key, "message": reason(error, strings), "permanent": error.isPermanent]
    }
    return object
  }
}
