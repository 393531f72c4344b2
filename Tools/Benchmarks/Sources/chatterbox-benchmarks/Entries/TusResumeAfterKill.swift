import BenchmarkHarness
import Foundation
import Storage

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Byte-level resume measured against the real dev server's tus endpoint (issue 26): a child process
/// (``TusUploadRunner``) uploads 30 MB in 4 MiB chunks and is killed with SIGKILL once a third of the
/// file is on the server (plus 40 ms, so the kill lands inside a PATCH); a second child resumes from
/// the server's `Upload-Offset`. Each subject round is one kill and resume, and its value is the bytes
/// the server received twice (`received_bytes` − 30,000,000, from `GET /dev/tus/<id>`); the baseline
/// is the bound asked for, one chunk. Each round also checks exactly once (one upload, its job done)
/// and a byte-identical result (the server's SHA-256 of the stored bytes). For contrast, the
/// signed-URL PUT restarts at byte 0 and sends everything again (17.2 and 9.9 MB of 30 MB in issue 26).
struct TusResumeAfterKill: Benchmark {
  static let chunkSize = 4 << 20
  static let size = 30_000_000

  let id = "tus-resume-after-kill"
  let name = "Bytes re-sent after SIGKILL mid-upload, 30 MB over tus (dev server)"
  let baselineName = "one chunk (4 MiB): the bound"
  var summary: String { "\(name) vs \(baselineName); exactly once and byte-identical checked every round." }
  var metric: Metric { .bytes }
  var target: Target? { .atMost(1.0) }
  var slicesPerRound: Int { 1 }
  var warmUpRounds: Int { 0 }
  func iterations(for mode: RunMode) -> Int { 1 }
  func rounds(for mode: RunMode) -> Int? { mode == .quick ? 1 : 3 }

  func makeFixture() async throws -> any BenchmarkFixture {
    let candidates = [
      "Tools/DevServer/.build/release/chatterbox-dev-server", "Tools/DevServer/.build/debug/chatterbox-dev-server",
    ].map(RepoPaths.url).filter { FileManager.default.isExecutableFile(atPath: $0.path) }
    // The newest build: a release binary left from before the tus endpoint existed would answer 404.
    let modified = { (url: URL) in
      ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date) ?? .distantPast
    }
    guard let binary = candidates.max(by: { modified($0) < modified($1) }) else {
      throw BenchmarkSkipped("dev server not built: run `swift build --package-path Tools/DevServer`")
    }
    let directory = try TemporaryDirectory(prefix: "tus-kill")
    do {
      let server = try await DevServerProcess(binary: binary, directory: directory.url)
      do {
        let token = try await server.signIn(email: "bench-tus@example.com")
        let file = directory.file("take.wav")
        var bytes = Data(count: Self.size)
        bytes.withUnsafeMutableBytes { buffer in
          var generator = SystemRandomNumberGenerator()
          for index in stride(from: 0, to: Self.size - 7, by: 8) {
            buffer.storeBytes(of: generator.next() as UInt64, toByteOffset: index, as: UInt64.self)
          }
        }
        try bytes.write(to: file)
        return TusKillFixture(
          server: server, directory: directory, token: token, file: file,
          sha256: try SHA256Hex.of(file))
      } catch {
        server.stop()
        throw error
      }
    } catch {
      directory.remove()
      throw error
    }
  }
}

/// One dev server and one file; each subject round uploads a fresh copy with a kill in the middle.
final class TusKillFixture: BenchmarkFixture, @unchecked Sendable {
  let server: DevServerProcess
  let directory: TemporaryDirectory
  let token: String
  let file: URL
  let sha256: String
  private let lock = NSLock()
  private var notes: [String] = []
  private var violations: [String] = []
  private var round = 0

  init(server: DevServerProcess, directory: TemporaryDirectory, token: String, file: URL, sha256: String) {
    self.server = server
    self.directory = directory
    self.token = token
    self.file = file
    self.sha256 = sha256
  }

  func baseline(iterations: Int) async throws -> Double { Double(TusResumeAfterKill.chunkSize) }

  func subject(iterations: Int) async throws -> Double {
    let number = lock.withLock {
      round += 1
      return round
    }
    let queue = directory.file("queue-\(number)")
    let copy = directory.file("take-\(number).wav")
    try FileManager.default.copyItem(at: file, to: copy)
    let endpoint = server.baseURL.appendingPathComponent("tus").absoluteString

    let first = try child([endpoint, token, queue.path, copy.path])
    let id = try await uploadID(in: queue, while: first)
    let started = ContinuousClock.now
    while try await state(id).offset < TusResumeAfterKill.size / 3 {
      guard first.isRunning, ContinuousClock.now - started < .seconds(120) else {
        throw FixtureError("the first upload did not reach a third of the file")
      }
      try await Task.sleep(for: .milliseconds(2))
    }
    try await Task.sleep(for: .milliseconds(40))
    kill(first.processIdentifier, SIGKILL)
    first.waitUntilExit()
    try await Task.sleep(for: .milliseconds(300))  // the server stores what the killed process had sent
    let atKill = try await state(id)

    let second = try child([endpoint, token, queue.path])
    second.waitUntilExit()
    guard second.terminationStatus == 0 else {
      throw FixtureError("the resuming child exited \(second.terminationStatus)")
    }
    let final = try await state(id)
    let jobs = try FileManager.default.contentsOfDirectory(atPath: queue.appendingPathComponent("jobs").path)
      .filter { $0.hasSuffix(".json") }
    let resent = final.received - TusResumeAfterKill.size
    lock.withLock {
      notes.append(
        "round \(number): killed with \(atKill.offset) bytes stored"
          + (atKill.offset % TusResumeAfterKill.chunkSize == 0 ? " (between chunks)" : " (mid-chunk)")
          + ", \(resent) re-sent")
      if final.offset != TusResumeAfterKill.size || final.sha256 != sha256 {
        violations.append("round \(number): the server's bytes differ from the file")
      }
      if jobs.count != 1 { violations.append("round \(number): \(jobs.count) jobs for one file") }
    }
    return Double(resent)
  }

  func findings() async -> Findings {
    lock.withLock { Findings(notes: notes, violations: violations) }
  }

  func tearDown() async {
    server.stop()
    directory.remove()
  }

  private func child(_ arguments: [String]) throws -> Process {
    let process = Process()
    process.executableURL = SelfExecutable.url
    process.arguments = ["tus-upload"] + arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
  }

  /// The upload's id, from the `remote_id` (its location) the child writes into the job file.
  private func uploadID(in queue: URL, while child: Process) async throws -> String {
    let jobs = queue.appendingPathComponent("jobs")
    for _ in 0..<30_000 {
      for name in (try? FileManager.default.contentsOfDirectory(atPath: jobs.path)) ?? [] where name.hasSuffix(".json")
      {
        if let data = FileManager.default.contents(atPath: jobs.appendingPathComponent(name).path),
          let job = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
          let location = job["remote_id"] as? String, let url = URL(string: location)
        {
          return url.lastPathComponent
        }
      }
      guard child.isRunning else { break }
      try await Task.sleep(for: .milliseconds(2))
    }
    throw FixtureError("the child never stored an upload location")
  }

  private struct State {
    var offset: Int
    var received: Int
    var sha256: String
  }

  private func state(_ id: String) async throws -> State {
    let (data, _) = try await URLSession.shared.data(from: server.baseURL.appendingPathComponent("dev/tus/\(id)"))
    guard let json = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      let offset = json["offset"] as? Int, let received = json["received_bytes"] as? Int,
      let sha256 = json["sha256"] as? String
    else { throw FixtureError("GET /dev/tus/\(id) gave no state") }
    return State(offset: offset, received: received, sha256: sha256)
  }
}

/// Storage's SHA-256 of a file, as lowercase hex (the dev server's `/dev/tus` digest form).
enum SHA256Hex {
  static func of(_ file: URL) throws -> String {
    try SHA256.hash(fileAt: file).hexString
  }
}
