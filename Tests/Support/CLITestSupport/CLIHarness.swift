import ChatterboxCommands
import ChatterboxComposition
import ChatterboxPresentation
import Foundation
import Observability
import TerminalUI
import TestSupport

/// Runs the CLI in-process with captured output, a private CHATTERBOX_HOME and a log capture.
public final class CLIHarness: Sendable {
  public let home = FileManager.default.temporaryDirectory.appendingPathComponent("chatterbox-cli-\(UUID().uuidString)")
  public let logs = InMemoryLogHandler(minimumLevel: .trace)
  public let transcript = LockedValue<String>("")
  public let api: URL?

  public init(api: URL? = nil) { self.api = api }

  deinit { try? FileManager.default.removeItem(at: home) }

  /// One run's exit code and output.
  public struct Result {
    public let code: ExitCode
    public let out: String
    public let err: String

    /// A result as a run would report it (for tests that run the binary themselves).
    public init(code: ExitCode, out: String, err: String) {
      self.code = code
      self.out = out
      self.err = err
    }
  }

  /// Runs `chatterbox <arguments>` in-process on this home (and `api`, when given), with `extra` variables
  /// added to the environment it sees.
  public func run(_ arguments: [String], environment extra: [String: String] = [:]) async -> Result {
    let out = LockedValue("")
    let err = LockedValue("")
    let console = Console(
      out: { text in out.withLock { $0 += text } }, error: { text in err.withLock { $0 += text } }, isInteractive: false
    )
    // In-process runs share the test process with every other suite: a loaded moment must not turn
    // a fresh answer into the saved copy (SlowServerEndToEndTests run the real binary at 2 s), nor end
    // a command at its deadline (CI's test process was starved for over 30 s at its start, and for
    // over 120 s beside four other builds and stress-ng; a command's own `--timeout` still applies,
    // and the deadlines are tested on the real binary).
    var environment = [
      "CHATTERBOX_HOME": home.path, "HOME": home.path, "CHATTERBOX_SLOW_SERVER_PATIENCE": "60",
      "CHATTERBOX_COMMAND_TIMEOUT": "600",
    ]
    if let api { environment["CHATTERBOX_API_URL"] = api.absoluteString }
    environment.merge(extra) { _, new in new }
    let code = await ChatterboxCLI.run(
      arguments: arguments, environment: environment, console: console, logHandler: logs)
    transcript.withLock { $0 += out.value + err.value }
    return Result(code: code, out: out.value, err: err.value)
  }

  /// Starts the real `chatterbox` binary (set by Tools/run-tests) on this home against `api`, its
  /// stderr in a file read back by ``SpawnedCLI/errorText``; `environment` is added to its own.
  public func spawn(_ arguments: [String], environment extra: [String: String] = [:]) throws -> SpawnedCLI {
    guard let binary = cliBinary, let api else { throw DevServerError.binaryMissing }
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.environment = [
      "CHATTERBOX_HOME": home.path, "HOME": home.path, "CHATTERBOX_API_URL": api.absoluteString,
      "CHATTERBOX_SLOW_SERVER_PATIENCE": "60",
    ].merging(extra) { _, new in new }
    let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("cli-\(UUID().uuidString).err")
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    process.standardOutput = FileHandle.nullDevice
    process.standardError = try FileHandle(forWritingTo: errorFile)
    process.environment = ChildEnvironment.keepingClockShift(process.environment ?? [:])
    try process.run()
    return SpawnedCLI(process: process, errorFile: errorFile)
  }

  /// Signs a fresh learner in, chooses `language` and writes a one-second answer to practise with
  /// (removed with the harness's temporary files by the caller's `defer`).
  public func learnerReadyToPractise(on server: DevServer, language: String = "en") async throws -> URL {
    _ = try await signIn(self, server: server)
    let chosen = await run(["language", "set", language])
    guard chosen.code == .success else { throw DevServerError.unexpectedResponse("language set: \(chosen.err)") }
    return try ToneFile.makeInput()
  }

  /// The `<name>` folders of every account under every server in this home
  /// (`data/servers/<server>/accounts/<account>/<name>`, ADR 0011).
  public func accountFolders(_ name: String) -> [URL] {
    let servers = home.appendingPathComponent("data/servers")
    var folders: [URL] = []
    for server in (try? FileManager.default.contentsOfDirectory(atPath: servers.path)) ?? [] {
      let accounts = servers.appendingPathComponent(server).appendingPathComponent("accounts")
      for account in (try? FileManager.default.contentsOfDirectory(atPath: accounts.path)) ?? [] {
        folders.append(accounts.appendingPathComponent(account).appendingPathComponent(name))
      }
    }
    return folders
  }

  /// The single account's `<name>` folder (tests with one learner), or a path that does not exist.
  public func accountFolder(_ name: String) -> URL {
    accountFolders(name).first ?? home.appendingPathComponent("no-account-yet/\(name)")
  }

  /// Waits until a job in this home's upload queue is `uploading` (its PUT in flight); false when
  /// `process` ends first or `limit` passes. Tests that interrupt an upload hold the PUT with a
  /// latency fault and wait here on the state the queue writes, however slowly a loaded machine
  /// starts the process, instead of giving it a fixed number of polls.
  public func anUploadIsInFlight(in process: Process, within limit: Duration = .seconds(120)) async -> Bool {
    let deadline = ContinuousClock.now + limit
    while process.isRunning, ContinuousClock.now < deadline {
      let jobs = accountFolder("uploads/jobs")
      let names = (try? FileManager.default.contentsOfDirectory(atPath: jobs.path)) ?? []
      let uploading = names.filter { $0.hasSuffix(".json") }.contains {
        (try? String(contentsOf: jobs.appendingPathComponent($0), encoding: .utf8))?.contains("\"uploading\"") == true
      }
      if uploading { return true }
      do { try await Task.sleep(for: .milliseconds(50)) } catch { return false }
    }
    return false
  }

  /// Every byte this harness's runs printed or logged, plus every file under its home (except
  /// under `excluding`).
  public func everything(excluding skipped: URL? = nil) -> String {
    var text = transcript.value + "\n" + logs.allText
    if let files = FileManager.default.enumerator(at: home, includingPropertiesForKeys: nil) {
      for case let url as URL in files {
        if let skipped, url.path.hasPrefix(skipped.path) { continue }
        if let data = try? Data(contentsOf: url) { text += "\n" + String(decoding: data, as: UTF8.self) }
      }
    }
    return text
  }
}

/// A `chatterbox` process started by ``CLIHarness/spawn(_:)``.
public struct SpawnedCLI {
  public let process: Process
  public let errorFile: URL

  /// Waits for the exit without holding a thread of the cooperative pool (two blocked waits starve every
  /// other test in the process on a two-core runner); returns the status and everything written to stderr.
  public func finish() async -> (status: Int32, stderr: String) {
    await process.exited()
    return (process.terminationStatus, (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "")
  }
}
