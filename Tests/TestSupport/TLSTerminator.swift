import Foundation
import Observability

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// nginx terminating TLS on a free loopback port in front of a plain-HTTP upstream (a dev server),
/// with a throwaway certificate authority and server certificate made by the `openssl` command in
/// the terminator's own temporary folder. Everything it writes (keys, config, pid, logs, nginx's
/// temp files) lives in that folder, removed by ``stop()``; nginx runs as a foreground child
/// (`daemon off;`, one master and one worker), so stopping it stops everything it started.
///
/// Its access log (``accessRecords``) has one line per request with nginx's `$connection` and
/// `$connection_requests`, so tests and benchmarks can count TLS connections and the requests
/// each carried.
///
/// ```swift
/// try await TLSTerminator.withDevServer { tls, server in
///   // tls.baseURL is https://127.0.0.1:<port>; trust tls.caFile to get through.
///   print(tls.accessRecords.map(\.connection))
/// }
/// ```
public final class TLSTerminator: Sendable {
  /// Which certificate the terminator presents.
  public enum Certificate: Sendable {
    /// A server certificate for `127.0.0.1` and `localhost` issued by a throwaway CA
    /// (``caFile``): trusted by a client given that CA, by nobody else.
    case issuedByTestAuthority
    /// A self-signed server certificate for `127.0.0.1` and `localhost` (``caFile`` is the
    /// certificate itself).
    case selfSigned
  }

  /// `https://127.0.0.1:<port>`.
  public let baseURL: URL
  /// The PEM file a client must trust to accept the server's certificate: the test CA, or the
  /// self-signed certificate. Never a key.
  public let caFile: URL
  /// The terminator's folder: certificates, keys, `nginx.conf`, logs.
  public let directory: URL
  /// nginx's access log (the `chatterbox` format, one request a line).
  public let accessLog: URL
  /// nginx's error log and its stdout/stderr.
  public let errorLog: URL
  private let process: LockedValue<Process?>

  private init(baseURL: URL, caFile: URL, directory: URL, process: Process) {
    self.baseURL = baseURL
    self.caFile = caFile
    self.directory = directory
    self.accessLog = directory.appendingPathComponent("access.log")
    self.errorLog = directory.appendingPathComponent("error.log")
    self.process = LockedValue(process)
  }

  /// Why a terminator cannot run here (`nginx` or `openssl` missing), or `nil` when it can.
  /// Suites skip with this reason: `.enabled(if: TLSTerminator.unavailableReason == nil)`.
  public static var unavailableReason: String? {
    if executable("nginx") == nil { return "nginx is not installed (Debian: apt-get install nginx; .ci/run does)" }
    if executable("openssl") == nil { return "openssl is not installed (Debian: apt-get install openssl)" }
    return nil
  }

  /// Starts a dev server that names the terminator as its public URL (so upload URLs go through
  /// TLS too), puts the terminator in front of it, runs `body`, and stops both even when `body`
  /// throws.
  ///
  /// ```swift
  /// try await TLSTerminator.withDevServer(certificate: .selfSigned) { tls, server in … }
  /// ```
  public static func withDevServer<T: Sendable>(
    certificate: Certificate = .issuedByTestAuthority, http2: Bool = false, devServerArguments: [String] = [],
    _ body: (TLSTerminator, DevServer) async throws -> T
  ) async throws -> T {
    // The port is chosen before the dev server starts (it must name it), so another test's server
    // can take it in between; nginx then cannot bind and exits, and a fresh port is tried.
    var attempt = 0
    while true {
      attempt += 1
      let port = try freePort()
      let publicURL = "https://127.0.0.1:\(port)"
      do {
        return try await DevServer.with(arguments: ["--public-url", publicURL] + devServerArguments) { server in
          let terminator = try await start(upstream: server.baseURL, port: port, certificate: certificate, http2: http2)
          do {
            let result = try await body(terminator, server)
            await terminator.stopped()
            return result
          } catch {
            await terminator.stopped()
            throw error
          }
        }
      } catch let error as TLSTerminatorError where error.isPortTaken && attempt < 3 {
        continue
      }
    }
  }

  /// Makes the certificates and starts nginx on `port` (a free one when `nil`) proxying to
  /// `upstream` over HTTP/1.1 with keep-alive; returns once it accepts connections.
  ///
  /// ```swift
  /// let tls = try await TLSTerminator.start(upstream: server.baseURL)
  /// defer { tls.stop() }
  /// ```
  /// - Throws: ``TLSTerminatorError`` when a tool is missing, `openssl` fails or nginx exits or
  ///   does not listen within 10 s (its error log is named).
  public static func start(
    upstream: URL, port: UInt16? = nil, certificate: Certificate = .issuedByTestAuthority, http2: Bool = false
  ) async throws -> TLSTerminator {
    guard let nginx = executable("nginx") else { throw TLSTerminatorError.missing("nginx") }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("chatterbox-tls-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    do {
      let caFile = try makeCertificates(certificate, in: directory)
      let port = try port ?? freePort()
      try config(directory: directory, port: port, upstream: upstream, http2: http2)
        .write(to: directory.appendingPathComponent("nginx.conf"), atomically: true, encoding: .utf8)
      let process = Process()
      process.executableURL = nginx
      process.arguments = [
        "-p", directory.path, "-c", directory.appendingPathComponent("nginx.conf").path,
        "-e", directory.appendingPathComponent("error.log").path,
      ]
      let output = try FileHandle(forWritingTo: touch(directory.appendingPathComponent("nginx.out")))
      process.standardOutput = output
      process.standardError = output
      try process.run()
      recordForCleanup(process.processIdentifier)
      let terminator = TLSTerminator(
        baseURL: URL(string: "https://127.0.0.1:\(port)")!, caFile: caFile, directory: directory, process: process)
      for _ in 0..<200 {
        guard process.isRunning else {
          throw TLSTerminatorError.nginxExited(process.terminationStatus, log: terminator.failureLog)
        }
        // nginx writes its pid file only once it holds the port: a connection accepted before
        // that is another process's (a server that took the port), never nginx's.
        if FileManager.default.fileExists(atPath: directory.appendingPathComponent("nginx.pid").path),
          let socket = LoopbackSocket.connect(port: port)
        {
          close(socket)
          return terminator
        }
        try await Task.sleep(nanoseconds: 50_000_000)
      }
      terminator.stop(keepingFiles: true)
      throw TLSTerminatorError.notListening(log: terminator.failureLog)
    } catch {
      // The error carries nginx's logs; nothing in the folder is needed after it.
      try? FileManager.default.removeItem(at: directory)
      throw error
    }
  }

  /// Stops nginx (SIGTERM, then SIGKILL after 5 s) and removes the folder. Safe to call twice.
  ///
  /// ```swift
  /// tls.stop()
  /// ```
  public func stop() { stop(keepingFiles: false) }

  /// ``stop()`` for async code: nginx's exit is awaited as a task (SIGKILL after 5 s), holding no thread of the
  /// cooperative pool.
  public func stopped() async {
    await process.stopAndRemove(directory)
  }

  private func stop(keepingFiles: Bool) {
    process.withLock { process in
      guard let running = process else { return }
      if running.isRunning {
        running.terminate()
        let deadline = Date().addingTimeInterval(5)
        while running.isRunning, Date() < deadline { usleep(10_000) }
        if running.isRunning { kill(running.processIdentifier, SIGKILL) }
        running.waitForExit()
      }
      process = nil
    }
    if !keepingFiles { try? FileManager.default.removeItem(at: directory) }
  }

  /// The error log and nginx's own output, for a failure message.
  var failureLog: String {
    let files = [errorLog, directory.appendingPathComponent("nginx.out")]
    return files.map { "\($0.path):\n" + ((try? String(contentsOf: $0, encoding: .utf8)) ?? "") }.joined(
      separator: "\n")
  }

  static func executable(_ name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let folders = path.split(separator: ":").map(String.init) + ["/usr/sbin", "/usr/local/sbin", "/sbin", "/usr/bin"]
    return folders.map { URL(fileURLWithPath: $0).appendingPathComponent(name) }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  private static func freePort() throws -> UInt16 {
    let (socket, port) = try LoopbackSocket.listen()
    close(socket)
    return port
  }

  private static func touch(_ url: URL) -> URL {
    _ = FileManager.default.createFile(atPath: url.path, contents: nil)
    return url
  }
}

/// Why a ``TLSTerminator`` could not be used.
public enum TLSTerminatorError: Error, CustomStringConvertible {
  /// A command it needs is not installed.
  case missing(String)
  /// `openssl` failed at this step; its output follows.
  case openssl(String, output: String)
  /// nginx exited at start with this status; its logs follow.
  case nginxExited(Int32, log: String)
  /// nginx did not accept connections within 10 s; its logs follow.
  case notListening(log: String)

  /// Whether nginx exited because another process held its port (worth a fresh port).
  public var isPortTaken: Bool {
    if case .nginxExited(_, let log) = self { return log.contains("Address already in use") }
    return false
  }

  /// What went wrong, with the tool's own words.
  public var description: String {
    switch self {
    case .missing(let tool): "\(tool) is not installed"
    case .openssl(let step, let output): "openssl failed to \(step): \(output)"
    case .nginxExited(let status, let log): "nginx exited with status \(status): \(log)"
    case .notListening(let log): "nginx did not listen within 10 s: \(log)"
    }
  }
}
