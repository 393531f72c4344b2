import AudioCapture
import BenchmarkHarness
import Foundation
import Storage
import Upload

/// A recording uploaded through the Upload module's live transport (`UploadTransport.live()`, the
/// `URLSession` PUT the queue uses, streamed from disk) to the real dev server, against `curl -T`
/// of the same file to the same server in the same run.
///
/// Set-up (not timed): build the dev server's `serve` on a free port, sign in through
/// `request_magic_link` → `/dev/outbox` → `login_with_magic_token`, `set_active_profile`, write a
/// speech-like WAV of the entry's size, and `create_recording_upload` twice (one recording per
/// side, so neither side's PUT replaces the other's; a PUT to an unconfirmed recording may be
/// repeated, so every round reuses them).
///
/// Per round: the subject PUTs the file with the live transport inside
/// ``ProcessMetrics/peakGrowth(_:)`` (this row: peak RSS growth of this process, target
/// < 32 MiB); the baseline runs `curl -sS -T file -H <the server's headers> -H 'Expect:' <url>`
/// (this row's baseline: curl's whole-process peak RSS from `wait4`). The companion row is
/// throughput, bytes ÷ wall time of the PUT, for both.
///
/// `Expect:` is blanked for curl because the dev server never answers `100 Continue`, so plain
/// `curl -T` waits its 1 s expect timeout before sending the body (measured: 1.15 s instead of
/// 0.11 s for 50 MB); without it curl would look 2–3× slower than it is.
struct UploadLive: Benchmark {
  let id = "upload-memory"
  let name = "Upload via UploadTransport.live → dev server: peak RSS growth"
  let baselineName = "curl -T (whole process peak RSS)"
  var summary: String {
    "A WAV file (200 MB; 20 MB with --quick) PUT through UploadTransport.live() to the dev server: peak RSS growth "
      + "of this process vs curl -T's peak RSS; companion row: throughput vs curl -T, same server, same run."
  }
  var metric: Metric { .bytes }
  var target: Target? { .subjectAtMost(32 * 1024 * 1024) }
  var companions: [Companion] {
    [
      Companion(
        key: "throughput", id: "upload-throughput", name: "Upload via UploadTransport.live → dev server: throughput",
        baselineName: "curl -T, same file, same server", metric: .bytesPerSecond)
    ]
  }

  /// The file's size in MB (10^6 bytes).
  func iterations(for mode: RunMode) -> Int { mode == .quick ? 20 : 200 }
  func rounds(for mode: RunMode) -> Int? { 3 }

  func makeFixture(iterations: Int) async throws -> any BenchmarkFixture {
    guard
      let binary = RepoPaths.executable([
        "Tools/DevServer/.build/release/chatterbox-dev-server", "Tools/DevServer/.build/debug/chatterbox-dev-server",
      ])
    else {
      throw BenchmarkSkipped(
        "dev server not built: run `swift build --package-path Tools/DevServer` (several minutes on 2 cores), then re-run"
      )
    }
    guard let curl = Subprocess.find("curl") else { throw BenchmarkSkipped("no curl on PATH for the baseline") }
    return try await UploadFixture.make(server: binary, curl: curl, megabytes: iterations)
  }
}

private final class UploadFixture: MultiValueFixture {
  let server: DevServerProcess
  let directory: TemporaryDirectory
  let file: URL
  let byteSize: Int
  let curl: String
  let transport: UploadTransport
  let subjectRequest: UploadRequest
  let curlTarget: UploadTarget

  private init(
    server: DevServerProcess, directory: TemporaryDirectory, file: URL, byteSize: Int, curl: String,
    subjectRequest: UploadRequest, curlTarget: UploadTarget
  ) {
    self.server = server
    self.directory = directory
    self.file = file
    self.byteSize = byteSize
    self.curl = curl
    self.transport = UploadTransport.live()
    self.subjectRequest = subjectRequest
    self.curlTarget = curlTarget
  }

  static func make(server binary: URL, curl: String, megabytes: Int) async throws -> UploadFixture {
    let directory = try TemporaryDirectory(prefix: "upload")
    do {
      let server = try await DevServerProcess(
        binary: binary, directory: directory.url,
        extraArguments: ["--max-upload-bytes", "300000000", "--upload-url-ttl", "3600"])
      do {
        return try await make(server: server, directory: directory, curl: curl, megabytes: megabytes)
      } catch {
        server.stop()
        throw error
      }
    } catch {
      directory.remove()
      throw error
    }
  }

  private static func make(server: DevServerProcess, directory: TemporaryDirectory, curl: String, megabytes: Int)
    async throws -> UploadFixture
  {
    let file = directory.file("take.wav")
    let byteSize = try writeSpeechWAV(to: file, bytes: megabytes * 1_000_000)
    let sha256 = try SHA256.hash(fileAt: file).hexString

    let token = try await server.signIn(email: "bench-upload@example.com")
    try await server.rpc("set_active_profile", ["language_code": "es"], token: token)
    func target(_ key: String) async throws -> UploadTarget {
      let answer = try await server.rpc(
        "create_recording_upload",
        ["cue_id": "es-001", "content_type": "audio/wav", "byte_size": byteSize, "sha256": sha256], token: token,
        idempotencyKey: key)
      guard let id = answer["recording_id"] as? String, let text = answer["upload_url"] as? String,
        let url = URL(string: text)
      else { throw FixtureError("create_recording_upload gave no upload URL") }
      return UploadTarget(
        remoteID: id, url: url, method: answer["method"] as? String ?? "PUT",
        headers: answer["headers"] as? [String: String] ?? [:], expiresAt: Date().addingTimeInterval(3600))
    }
    let subjectTarget = try await target("bench-upload-transport-\(UUID().uuidString)")
    let curlTarget = try await target("bench-upload-curl-\(UUID().uuidString)")
    let request = UploadRequest(fileURL: file, target: subjectTarget, contentType: "audio/wav", byteSize: byteSize)
    return UploadFixture(
      server: server, directory: directory, file: file, byteSize: byteSize, curl: curl, subjectRequest: request,
      curlTarget: curlTarget)
  }

  func subjectRound(iterations: Int) async throws -> RoundResult {
    let transport = self.transport
    let request = subjectRequest
    let (seconds, growth) = try await ProcessMetrics.peakGrowth { () async throws -> Double in
      var result: UploadTransportResult?
      let seconds = try await Stopwatch.seconds {
        result = try await transport.upload(request) { _, _ in }
      }
      guard result == .uploaded else {
        throw FixtureError("the live transport's PUT gave \(String(describing: result))")
      }
      return seconds
    }
    return RoundResult(Double(growth), extras: ["throughput": Double(byteSize) / seconds])
  }

  func baselineRound(iterations: Int) async throws -> RoundResult {
    var arguments = ["-sS", "--noproxy", "*", "-o", "/dev/null", "-w", "%{http_code}", "-T", file.path]
    for (name, value) in curlTarget.headers.sorted(by: { $0.key < $1.key }) {
      arguments += ["-H", "\(name): \(value)"]
    }
    arguments += ["-H", "Expect:", curlTarget.url.absoluteString]
    let result = try Subprocess.run(curl, arguments)
    let status = String(decoding: result.output, as: UTF8.self)
    guard result.status == 0, status == "204" else {
      throw FixtureError("curl -T exited \(result.status) with HTTP \(status)")
    }
    return RoundResult(Double(result.peakResidentBytes), extras: ["throughput": Double(byteSize) / result.seconds])
  }

  func findings() async -> Findings {
    let size = Format.bytes(Double(byteSize))
    let build = server.binary.path.contains("/release/") ? "release" : "debug"
    return Findings(
      notes: ["\(byteSize / 1_000_000) MB WAV (\(size))", "dev server \(build) build on loopback"],
      companionNotes: [
        "throughput": [
          "\(byteSize / 1_000_000) MB, PUT wall time; curl with `Expect:` blanked (the server never sends 100 Continue)"
        ]
      ])
  }

  func tearDown() async {
    server.stop()
    directory.remove()
  }

  /// Writes a speech-like 48 kHz mono WAV of about `bytes` bytes with `WAVWriter`, ten seconds of
  /// synthesis repeated, and returns its exact size.
  static func writeSpeechWAV(to url: URL, bytes: Int) throws -> Int {
    let writer = try WAVWriter(creating: url, format: .speech)
    let block = ToneGenerator.speechLike(duration: .seconds(10))
    var remaining = max(0, bytes - 44) / 2
    while remaining > 0 {
      let count = min(remaining, block.count)
      try writer.append(count == block.count ? block : Array(block.prefix(count)))
      remaining -= count
    }
    _ = try writer.finish()
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    return (attributes[.size] as? NSNumber)?.intValue ?? 0
  }
}
