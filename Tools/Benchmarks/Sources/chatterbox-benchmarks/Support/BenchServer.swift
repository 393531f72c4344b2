import BenchmarkHarness
import Foundation
import Observability

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The HTTP server the network entries talk to, run as a **separate process**
/// (`chatterbox-benchmarks serve …`) so none of its CPU time or memory is charged to the client
/// being measured. HTTP/1.1 with keep-alive on `127.0.0.1`, one thread per connection
/// (``LoopbackHTTPServer``). Routes, by path prefix:
///
/// - `/fast`: the 2,007-byte profile JSON (``ProfileFixture``), at once;
/// - `/delay/<ms>`: the same after `<ms>` milliseconds (the wait of `wait-cpu`);
/// - `/bomb`: the gzip file given with `--bomb`, with `Content-Encoding: gzip`;
/// - `/plain/<bytes>`: that many bytes of JSON whitespace, streamed 1 MiB at a time;
/// - anything else: the route given with `--otherwise` (e.g. `/bomb`), else 404.
///
/// It writes its port to `--ready-file`, stops on SIGTERM, when its parent exits, or after
/// 20 minutes, whichever comes first.
enum BenchServer {
  static func main(_ arguments: [String]) -> Never {
    // Foundation's `Process` spawns with the launching thread's signal mask, and the runtime's
    // threads block SIGTERM: unblock it, or `stop()` would wait for the parent-exit check.
    var none = sigset_t()
    sigemptyset(&none)
    sigprocmask(SIG_SETMASK, &none, nil)
    var readyFile: String?
    var bombFile: String?
    var otherwise: String?
    var index = 0
    while index + 1 < arguments.count {
      switch arguments[index] {
      case "--ready-file": readyFile = arguments[index + 1]
      case "--bomb": bombFile = arguments[index + 1]
      case "--otherwise": otherwise = arguments[index + 1]
      default: fail("unknown option \(arguments[index])")
      }
      index += 2
    }
    guard let readyFile else { fail("--ready-file is required") }
    let bomb = bombFile.flatMap { FileManager.default.contents(atPath: $0) }.map { [UInt8]($0) } ?? []
    let parent = getppid()
    let server: LoopbackHTTPServer
    let fallback = otherwise
    do {
      server = try LoopbackHTTPServer { request, write in
        respond(to: request.path, otherwise: fallback, bomb: bomb, write: write)
      }
    } catch {
      fail("cannot listen: \(error)")
    }
    guard FileManager.default.createFile(atPath: readyFile, contents: Data(String(server.port).utf8)) else {
      fail("cannot write \(readyFile)")
    }
    let deadline = ContinuousClock.now + .seconds(1200)
    while ContinuousClock.now < deadline, getppid() == parent {
      usleep(200_000)
    }
    server.stop()
    exit(0)
  }

  private static func respond(to path: String, otherwise: String?, bomb: [UInt8], write: ([UInt8]) -> Bool) -> Bool {
    if path.hasPrefix("/fast") {
      return write(fast)
    }
    if path.hasPrefix("/delay/") {
      let milliseconds = Int(path.dropFirst("/delay/".count).prefix { $0.isNumber }) ?? 0
      usleep(useconds_t(max(0, min(milliseconds, 60_000)) * 1000))
      return write(fast)
    }
    if path.hasPrefix("/bomb") {
      guard !bomb.isEmpty else { return write(head(status: 404, length: 0, headers: [:])) }
      return write(head(status: 200, length: bomb.count, headers: ["Content-Encoding": "gzip"]) + bomb)
    }
    if path.hasPrefix("/plain/") {
      let total = Int(path.dropFirst("/plain/".count).prefix { $0.isNumber }) ?? 0
      guard write(head(status: 200, length: total, headers: [:])) else { return false }
      let chunk = [UInt8](repeating: 0x20, count: 1 << 20)
      var left = total
      while left > 0 {
        let count = min(left, chunk.count)
        guard write(count == chunk.count ? chunk : Array(chunk[..<count])) else { return false }
        left -= count
      }
      return true
    }
    if let otherwise, !otherwise.isEmpty, !path.hasPrefix(otherwise) {
      return respond(to: otherwise, otherwise: nil, bomb: bomb, write: write)
    }
    return write(head(status: 404, length: 0, headers: [:]))
  }

  private static let fast: [UInt8] = LoopbackHTTPServer.encode(
    StubReply(status: 200, headers: ProfileFixture.headers, body: ProfileFixture.body))

  private static func head(status: Int, length: Int, headers: [String: String]) -> [UInt8] {
    var text = "HTTP/1.1 \(status) \(status == 200 ? "OK" : "Not Found")\r\nContent-Type: application/json\r\n"
    for (name, value) in headers.sorted(by: { $0.key < $1.key }) { text += "\(name): \(value)\r\n" }
    text += "Content-Length: \(length)\r\nConnection: keep-alive\r\n\r\n"
    return Array(text.utf8)
  }

  private static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("chatterbox-benchmarks serve: \(message)\n".utf8))
    exit(2)
  }
}

/// A ``BenchServer`` child process: started by the entry that needs it, stopped by its teardown.
final class BenchServerProcess: Sendable {
  /// `http://127.0.0.1:<port>`.
  let baseURL: URL
  let port: UInt16
  private let process: UncheckedBox<Process>

  /// Starts `chatterbox-benchmarks serve` and waits (up to 10 s) for its port.
  init(directory: URL, bomb: URL? = nil, otherwise: String? = nil) async throws {
    let ready = directory.appendingPathComponent("bench-server-\(UUID().uuidString.prefix(8)).port")
    let process = Process()
    process.executableURL = SelfExecutable.url
    process.arguments =
      ["serve", "--ready-file", ready.path] + (bomb.map { ["--bomb", $0.path] } ?? [])
      + (otherwise.map { ["--otherwise", $0] } ?? [])
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    self.process = UncheckedBox(process)
    let deadline = ContinuousClock.now + .seconds(10)
    var found: UInt16?
    while ContinuousClock.now < deadline, process.isRunning {
      if let text = try? String(contentsOf: ready, encoding: .utf8), let port = UInt16(text) {
        found = port
        break
      }
      try await Task.sleep(for: .milliseconds(20))
    }
    guard let found else {
      if process.isRunning { process.terminate() }
      throw FixtureError("the benchmark's HTTP server did not start within 10 s")
    }
    port = found
    baseURL = URL(string: "http://127.0.0.1:\(found)")!
  }

  /// The server's process id (to read its CPU time, if ever needed).
  var pid: Int32 { process.value.processIdentifier }

  /// SIGTERM, then SIGKILL if it is still there after 2 s.
  func stop() {
    process.value.terminate(killingAfter: .seconds(2))
  }
}

/// This program's own path, for the child processes it runs as `serve` and `fetch`.
enum SelfExecutable {
  static let url: URL = {
    #if os(Linux)
      if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
        return URL(fileURLWithPath: path)
      }
    #endif
    return Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
  }()
}
