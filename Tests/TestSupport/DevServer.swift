import Foundation
import Observability

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A real `chatterbox-dev-server` process on a free loopback port with a database of its own (a
/// SQLite file; a PostgreSQL schema under `Tools/run-tests --postgres`), for end-to-end tests.
/// `Tools/run-tests` builds the server and sets `CHATTERBOX_DEV_SERVER_BIN`.
///
/// ```swift
/// try await DevServer.with(arguments: ["--access-token-ttl", "5"]) { server in
///   let link = try await server.latestMagicLink(for: "ana@example.com")
/// }
/// ```
public final class DevServer: Sendable {
  /// The server's base URL, e.g. `http://127.0.0.1:49152`.
  public let baseURL: URL
  /// The test's own folder: the server's ``dataDirectory`` and its ready file; removed by ``stop()``.
  public let folder: URL
  /// The server's data directory (`--data-dir`: SQLite file, blobs, secret, PostgreSQL schema name).
  public var dataDirectory: URL { folder.appendingPathComponent("data") }
  /// The server's stdout and stderr (its access log at `info`); kept after ``stop()`` so a
  /// failure message can point at it.
  public let logFile: URL
  private let process: LockedValue<Process?>
  private let binary: URL

  /// Whether end-to-end tests can run: the binary path is set and exists.
  public static var isAvailable: Bool { binaryURL != nil }

  /// Whether the run requires e2e tests (set by `Tools/run-tests`), so a missing binary fails.
  public static var isRequired: Bool { ProcessInfo.processInfo.environment["CHATTERBOX_E2E_REQUIRED"] == "1" }

  static var binaryURL: URL? {
    guard let path = ProcessInfo.processInfo.environment["CHATTERBOX_DEV_SERVER_BIN"], !path.isEmpty,
      FileManager.default.isExecutableFile(atPath: path)
    else { return nil }
    return URL(fileURLWithPath: path)
  }

  private init(baseURL: URL, folder: URL, logFile: URL, process: Process, binary: URL) {
    self.baseURL = baseURL
    self.folder = folder
    self.logFile = logFile
    self.process = LockedValue(process)
    self.binary = binary
  }

  /// Starts a server, runs `body`, and stops the server even when `body` throws.
  ///
  /// ```swift
  /// try await DevServer.with { server in print(server.baseURL) }
  /// ```
  public static func with<T: Sendable>(
    arguments: [String] = [], _ body: (DevServer) async throws -> T
  ) async throws -> T {
    let server = try await start(arguments: arguments)
    do {
      let result = try await body(server)
      await server.stopped()
      return result
    } catch {
      await server.stopped()
      throw error
    }
  }

  /// Starts a server in dev mode on port 0 and waits until it is listening.
  ///
  /// ```swift
  /// let server = try await DevServer.start()
  /// defer { server.stop() }
  /// ```
  public static func start(arguments: [String] = []) async throws -> DevServer {
    guard let binary = binaryURL else { throw DevServerError.binaryMissing }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("chatterbox-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let readyFile = directory.appendingPathComponent("ready")
    let process = Process()
    process.executableURL = binary
    process.arguments =
      [
        "serve", "--port", "0", "--dev", "--data-dir", directory.appendingPathComponent("data").path,
        "--ready-file", readyFile.path,
      ] + arguments
    // Kept beside the data folder (which stop() removes) so a failing test can name it.
    let logURL = FileManager.default.temporaryDirectory.appendingPathComponent(
      "chatterbox-e2e-server-\(UUID().uuidString).log")
    _ = FileManager.default.createFile(atPath: logURL.path, contents: nil)
    let log = try FileHandle(forWritingTo: logURL)
    process.standardOutput = log
    process.standardError = log
    var environment = ProcessInfo.processInfo.environment
    environment["LOG_LEVEL"] = environment["LOG_LEVEL"] ?? "info"
    process.environment = environment
    try process.run()
    recordForCleanup(process.processIdentifier)
    // A deadline, not a count of polls: a loaded runner has taken over 30 s to start a process, and once (CI
    // beside the TSan and PostgreSQL lanes, 2026-12-08) 3.5 minutes to log its first line. Only a hang waits it out.
    let deadline = ContinuousClock.now + .seconds(600)
    while ContinuousClock.now < deadline {
      if let text = try? String(contentsOf: readyFile, encoding: .utf8),
        let url = URL(string: text.trimmingCharacters(in: .whitespacesAndNewlines)), url.host != nil
      {
        return DevServer(baseURL: url, folder: directory, logFile: logURL, process: process, binary: binary)
      }
      guard process.isRunning else { throw DevServerError.exited(process.terminationStatus, log: logURL.path) }
      try await Task.sleep(nanoseconds: 50_000_000)
    }
    process.terminate()
    throw DevServerError.notReady(log: logURL.path)
  }

  /// Stops the server (SIGTERM) and removes its data directory.
  ///
  /// ```swift
  /// server.stop()
  /// ```
  public func stop() {
    process.withLock { process in
      guard let running = process else { return }
      if running.isRunning {
        running.terminate()
        running.waitForExit()
      }
      process = nil
    }
    try? FileManager.default.removeItem(at: folder)
  }

  /// ``stop()`` for async code: waits for the exit as a task, so stopping a server holds no thread of the
  /// cooperative pool (a server that takes a second to shut down would otherwise block one of the two on CI).
  public func stopped() async {
    let running = process.withLock { process in
      defer { process = nil }
      return process
    }
    await running?.terminateAndWait()
    try? FileManager.default.removeItem(at: folder)
  }

  /// Runs `chatterbox-dev-server admin …` against this server's database.
  ///
  /// ```swift
  /// try server.admin(["grant-flag", "--email", "dev@example.com", "--flag", "developer"])
  /// ```
  public func admin(_ arguments: [String]) throws {
    let process = Process()
    process.executableURL = binary
    process.arguments = ["admin"] + arguments + ["--data-dir", dataDirectory.path]
    process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
    try process.run()
    process.waitForExit()
    guard process.terminationStatus == 0 else {
      throw DevServerError.exited(process.terminationStatus, log: logFile.path)
    }
  }
}

/// Why a dev server could not be used.
/// Tools/run-tests names a file in `CHATTERBOX_E2E_PID_FILE`: every server a test starts is listed
/// there, so a test run that crashes leaves nothing running, and the script stops only these
/// processes, never a dev server someone started by hand. Also used for the TLS terminator's nginx.
func recordForCleanup(_ pid: Int32) {
  guard let path = ProcessInfo.processInfo.environment["CHATTERBOX_E2E_PID_FILE"], !path.isEmpty,
    let handle = FileHandle(forWritingAtPath: path)
  else { return }
  defer { try? handle.close() }
  _ = try? handle.seekToEnd()
  try? handle.write(contentsOf: Data("\(pid)\n".utf8))
}

extension DevServer {
  /// The server's log so far.
  ///
  /// ```swift
  /// #expect(server.log.contains("POST /rpc/get_cues 200"))
  /// ```
  public var log: String { (try? String(contentsOf: logFile, encoding: .utf8)) ?? "" }

  /// How many requests the access log shows for `method` on paths starting with `pathPrefix`.
  ///
  /// ```swift
  /// #expect(server.requestCount("PUT", "/uploads/") == 1)
  /// ```
  public func requestCount(_ method: String, _ pathPrefix: String) -> Int {
    log.split(separator: "\n").filter { $0.contains(" \(method) \(pathPrefix)") }.count
  }
}

public enum DevServerError: Error, Equatable, CustomStringConvertible {
  /// `CHATTERBOX_DEV_SERVER_BIN` is unset or not executable; run the tests through `Tools/run-tests`.
  case binaryMissing
  /// The process exited early with this status; its output is in the log file named.
  case exited(Int32, log: String = "")
  /// It did not write its ready file in time; its output is in the log file named.
  case notReady(log: String = "")
  /// A dev endpoint answered unexpectedly.
  case unexpectedResponse(String)

  /// What went wrong and where the server's log is, so a failed run leaves something to read.
  public var description: String {
    switch self {
    case .binaryMissing: "CHATTERBOX_DEV_SERVER_BIN is unset or not executable (run Tools/run-tests)"
    case .exited(let status, let log): "the dev server exited with status \(status); its log: \(log)"
    case .notReady(let log): "the dev server did not become ready; its log: \(log)"
    case .unexpectedResponse(let what): "unexpected dev-server answer: \(what)"
    }
  }
}
