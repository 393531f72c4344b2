import Foundation
import Observability

/// Answers that break HTTP/2, as a hostile HTTP/2 server sends them: each must read "the server's
/// answer could not be read", never "offline" (ADR 0046). Every flood is bounded by the server (at
/// most 100,000 headers or 20,000 frames), so a test ends whatever the client does.
///
/// ```swift
/// try await HostileHTTP2Server.with(.shortData) { server in print(server.baseURL) }
/// ```
public enum HTTP2Violation: String, CaseIterable, Sendable {
  /// One header block of 100,000 headers (about 1 MB) in `HEADERS` and `CONTINUATION` frames.
  case headerFlood = "a 100,000-header block"
  /// `HEADERS` without `END_HEADERS`, then `CONTINUATION` frames that never end the block.
  case endlessContinuation = "endless CONTINUATION frames"
  /// Headers and part of the body, then 20,000 `RST_STREAM(PROTOCOL_ERROR)` on the answer's stream.
  case resetFlood = "a flood of RST_STREAM(PROTOCOL_ERROR)"
  /// Headers and part of the body, then `GOAWAY(PROTOCOL_ERROR)` and the connection closes.
  case goAwayMidAnswer = "GOAWAY(PROTOCOL_ERROR) mid-answer"
  /// `content-length: 1000`, then a 5-byte `DATA` frame with `END_STREAM`.
  case shortData = "DATA shorter than its content-length"
  /// After the answer's headers, a frame whose length (16 MiB - 1) is over the client's
  /// `SETTINGS_MAX_FRAME_SIZE`.
  case oversizedFrame = "a frame longer than the client allows"
  /// A `DATA` frame on stream 0 (the connection's own), after the answer's headers.
  case dataOnStreamZero = "DATA on stream 0"

  /// The script's name for it.
  var mode: String {
    switch self {
    case .headerFlood: "header-flood"
    case .endlessContinuation: "endless-continuation"
    case .resetFlood: "rst-stream-flood"
    case .goAwayMidAnswer: "goaway-mid-answer"
    case .shortData: "short-data"
    case .oversizedFrame: "oversized-frame"
    case .dataOnStreamZero: "data-on-stream-zero"
    }
  }
}

extension HostileHTTP2Server {
  /// What the server answers every request with.
  public enum Answer: Sendable {
    /// A violation of HTTP/2, the tests' subject.
    case violation(HTTP2Violation)
    /// A frame longer than the client allows, before any header: libcurl 7.88 reports the session
    /// its nghttp2 ends for it as `CURLE_GOT_NOTHING` ("Empty reply from server"), as it does an
    /// HTTP/1.1 server that hangs up without a word.
    case oversizedFrameBeforeHeaders
    /// No violation: the connection is reset (a TCP RST, as a crashed server's is) once a request
    /// came. A lost connection, which must stay one.
    case resetAfterRequest

    /// The script's name for it.
    var mode: String {
      switch self {
      case .violation(let violation): violation.mode
      case .oversizedFrameBeforeHeaders: "oversized-frame-before-headers"
      case .resetAfterRequest: "reset-after-request"
      }
    }
  }
}

/// A hostile HTTP/2 server on a free loopback port: `hostile-http2-server.py` beside this file
/// (Python's `h2`, Debian's `python3-h2`), serving TLS with ALPN `h2` only and a certificate issued
/// by a throwaway CA (made as ``TLSTerminator`` makes its own), answering every request, on every
/// connection, with one ``Answer``. After a violation it sends nothing more on that stream and goes
/// on reading (a retry on the same connection gets the same answer); only a GOAWAY or a reset
/// closes. A client that missed a violation runs into its own timeout rather than being rescued by
/// a close. Its folder (certificates, log) is removed by ``stopped()``.
///
/// ```swift
/// try await HostileHTTP2Server.with(.headerFlood) { server in
///   // trust server.caFile (`--ca-file`) and send anything to server.baseURL
///   print(server.requestCount)
/// }
/// ```
public final class HostileHTTP2Server: Sendable {
  /// `https://127.0.0.1:<port>`.
  public let baseURL: URL
  /// The test CA's certificate, the PEM a client must trust. Never a key.
  public let caFile: URL
  /// What every answer does.
  public let answer: Answer
  /// The server's folder: certificates, keys, the port file and the log.
  public let directory: URL
  private let process: LockedValue<Process?>

  private init(baseURL: URL, caFile: URL, answer: Answer, directory: URL, process: Process) {
    self.baseURL = baseURL
    self.caFile = caFile
    self.answer = answer
    self.directory = directory
    self.process = LockedValue(process)
  }

  /// A `python3` that imports `h2` (Debian's `/usr/bin/python3` first: `python3-h2` installs there,
  /// whatever python comes first on `PATH`), or `nil`.
  static let python: URL? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let candidates = ["/usr/bin"] + path.split(separator: ":").map(String.init)
    for folder in candidates {
      let python = URL(fileURLWithPath: folder).appendingPathComponent("python3")
      guard FileManager.default.isExecutableFile(atPath: python.path) else { continue }
      let check = Process()
      check.executableURL = python
      check.arguments = ["-c", "import h2.connection, hpack"]
      check.standardOutput = FileHandle.nullDevice
      check.standardError = FileHandle.nullDevice
      guard (try? check.run()) != nil else { continue }
      check.waitForExit()
      if check.terminationStatus == 0 { return python }
    }
    return nil
  }()

  static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("hostile-http2-server.py")

  /// Why the server cannot run here (`python3-h2` or `openssl` missing), or `nil` when it can.
  /// Suites skip with it: `.enabled(if: HostileHTTP2Server.unavailableReason == nil)`.
  public static var unavailableReason: String? {
    if python == nil { return "python3 with h2 is not installed (Debian: apt-get install python3-h2; .ci/run does)" }
    if TLSTerminator.executable("openssl") == nil {
      return "openssl is not installed (Debian: apt-get install openssl)"
    }
    return nil
  }

  /// Starts a server answering with `violation`, runs `body`, and stops it even when `body` throws.
  ///
  /// ```swift
  /// try await HostileHTTP2Server.with(.goAwayMidAnswer) { server in … }
  /// ```
  public static func with<T: Sendable>(
    _ violation: HTTP2Violation, _ body: (HostileHTTP2Server) async throws -> T
  ) async throws -> T {
    try await with(answering: .violation(violation), body)
  }

  /// Starts a server answering with `answer`, runs `body`, and stops it even when `body` throws.
  ///
  /// ```swift
  /// try await HostileHTTP2Server.with(answering: .resetAfterRequest) { server in … }
  /// ```
  public static func with<T: Sendable>(
    answering answer: Answer, _ body: (HostileHTTP2Server) async throws -> T
  ) async throws -> T {
    let server = try await start(answer)
    do {
      let result = try await body(server)
      await server.stopped()
      return result
    } catch {
      await server.stopped()
      throw error
    }
  }

  /// Makes the certificates, starts the script and returns once it listens (it writes its port
  /// to a file only then).
  ///
  /// ```swift
  /// let server = try await HostileHTTP2Server.start(.violation(.shortData))
  /// ```
  /// - Throws: ``HostileHTTP2ServerError`` when `python3-h2` is missing, or the script exits or
  ///   does not listen within 60 s (its log is quoted); ``TLSTerminatorError`` when `openssl` fails.
  public static func start(_ answer: Answer) async throws -> HostileHTTP2Server {
    guard let python else { throw HostileHTTP2ServerError.missing(unavailableReason ?? "python3-h2") }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("chatterbox-h2-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    do {
      let caFile = try TLSTerminator.makeCertificates(.issuedByTestAuthority, in: directory)
      let portFile = directory.appendingPathComponent("port")
      let logFile = directory.appendingPathComponent("server.log")
      _ = FileManager.default.createFile(atPath: logFile.path, contents: nil)
      let process = Process()
      process.executableURL = python
      process.arguments = [
        script.path, directory.appendingPathComponent("server.pem").path,
        directory.appendingPathComponent("server.key").path, answer.mode, portFile.path,
      ]
      process.standardInput = FileHandle.nullDevice
      process.standardOutput = FileHandle.nullDevice
      process.standardError = try FileHandle(forWritingTo: logFile)
      try process.run()
      recordForCleanup(process.processIdentifier)
      // A hang guard, not a bound on how long a start may take: a loaded machine starts python slowly.
      for _ in 0..<1200 {
        if let text = try? String(contentsOf: portFile, encoding: .utf8),
          let port = UInt16(text.trimmingCharacters(in: .whitespacesAndNewlines))
        {
          return HostileHTTP2Server(
            baseURL: URL(string: "https://127.0.0.1:\(port)")!, caFile: caFile, answer: answer,
            directory: directory, process: process)
        }
        guard process.isRunning else {
          throw HostileHTTP2ServerError.exited(process.terminationStatus, log: Self.text(of: logFile))
        }
        try await Task.sleep(nanoseconds: 50_000_000)
      }
      await process.terminateAndWait(killAfter: .seconds(5))
      throw HostileHTTP2ServerError.notListening(log: Self.text(of: logFile))
    } catch {
      try? FileManager.default.removeItem(at: directory)
      throw error
    }
  }

  /// The server's log so far: a line per connection (with the ALPN protocol chosen), per request
  /// (`request POST /rpc/… stream=1 mode=…`, written before the violation is sent) and per ending.
  public var log: String { Self.text(of: directory.appendingPathComponent("server.log")) }

  /// How many requests reached the server over HTTP/2 (each was answered with ``answer``).
  public var requestCount: Int { log.split(separator: "\n").filter { $0.hasPrefix("request ") }.count }

  /// Stops the script (SIGTERM, then SIGKILL after 5 s) and removes its folder. Safe to call twice.
  public func stopped() async {
    await process.stopAndRemove(directory)
  }

  private static func text(of file: URL) -> String { (try? String(contentsOf: file, encoding: .utf8)) ?? "" }
}

/// Why a ``HostileHTTP2Server`` could not be used.
public enum HostileHTTP2ServerError: Error, CustomStringConvertible {
  /// What it needs is not installed (the reason says what and how to install it).
  case missing(String)
  /// The script exited at start with this status; its log follows.
  case exited(Int32, log: String)
  /// The script did not listen within 60 s; its log follows.
  case notListening(log: String)

  /// What went wrong, with the script's own words.
  public var description: String {
    switch self {
    case .missing(let reason): reason
    case .exited(let status, let log): "the hostile HTTP/2 server exited with status \(status): \(log)"
    case .notListening(let log): "the hostile HTTP/2 server did not listen within 60 s: \(log)"
    }
  }
}
