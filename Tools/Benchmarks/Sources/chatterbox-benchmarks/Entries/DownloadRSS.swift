import BenchmarkHarness
import Foundation
import Observability

/// Peak RSS of a process downloading 1 GiB to a file (issue 39: "a 1 GiB answer is held in memory,
/// 1.08 GB RSS"). Subject: `chatterbox-benchmarks fetch … <file> <max>` (``FetchRunner``: a default
/// `APIClient`, live transport, `download(_:to:maximumBytes:)`) `GET`s ``BenchServer``'s
/// `/plain/1073741824` (256 MiB in quick mode) into a file. Baseline: `curl -o` for the same answer to a
/// file. Both figures are the child's own peak. Target: ≤ 64 MiB. Invariant: the file is whole.
struct DownloadRSS: Benchmark {
  let id = "download-rss"
  let name = "Download to a file: peak RSS of an APIClient process fetching 1 GiB"
  let baselineName = "`curl -o` of the same answer"
  var summary: String {
    "Peak RSS of a child process whose APIClient downloads 1 GiB (256 MiB quick) to a file, vs curl -o; "
      + "the file must be whole."
  }
  var metric: Metric { .bytes }
  var target: Target? { .subjectAtMost(64 * 1024 * 1024) }
  var companions: [Companion] {
    [
      Companion(
        key: "stream", id: "stream-rss", name: "Streaming an answer: peak RSS of an APIClient process reading 1 GiB",
        baselineName: "`curl -o` of the same answer", metric: .bytes, target: .subjectAtMost(64 * 1024 * 1024))
    ]
  }
  /// Megabytes (MiB) per download.
  func iterations(for mode: RunMode) -> Int { mode == .quick ? 256 : 1024 }
  func rounds(for mode: RunMode) -> Int? { mode == .quick ? 1 : 3 }
  var warmUpRounds: Int { 0 }

  func makeFixture(iterations: Int) async throws -> any BenchmarkFixture {
    guard let curl = Subprocess.find("curl") else {
      throw BenchmarkSkipped("curl is not installed (apt-get install -y curl): it is this entry's baseline")
    }
    let directory = try TemporaryDirectory(prefix: "download-rss")
    do {
      let server = try await BenchServerProcess(directory: directory.url)
      return DownloadRSSFixture(curl: curl, server: server, directory: directory)
    } catch {
      directory.remove()
      throw error
    }
  }
}

final class DownloadRSSFixture: MultiValueFixture {
  let curl: String
  let server: BenchServerProcess
  let directory: TemporaryDirectory
  private let violations = LockedValue<[String]>([])

  init(curl: String, server: BenchServerProcess, directory: TemporaryDirectory) {
    self.curl = curl
    self.server = server
    self.directory = directory
  }

  func baselineRound(iterations: Int) async throws -> RoundResult {
    let curl = try curlPeak(iterations: iterations)
    return RoundResult(curl, extras: ["stream": curl])
  }

  func subjectRound(iterations: Int) async throws -> RoundResult {
    RoundResult(try downloadPeak(iterations: iterations), extras: ["stream": try streamPeak(iterations: iterations)])
  }

  private func streamPeak(iterations: Int) throws -> Double {
    let bytes = iterations << 20
    let result = try Subprocess.run(
      SelfExecutable.url.path, ["fetch", server.baseURL.absoluteString, "/plain/\(bytes)", "--stream", String(bytes)])
    let line = String(decoding: result.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    if line != "ok \(bytes)" { violations.withLock { $0.append("the stream ended `\(line.prefix(120))`") } }
    return Double(result.peakResidentBytes)
  }

  private func curlPeak(iterations: Int) throws -> Double {
    let file = directory.file("curl.bin")
    defer { try? FileManager.default.removeItem(at: file) }
    let url = server.baseURL.appendingPathComponent("plain/\(iterations << 20)").absoluteString
    let result = try Subprocess.run(curl, ["-s", "-o", file.path, url])
    guard result.status == 0 else { throw FixtureError("curl -o exited \(result.status)") }
    return Double(result.peakResidentBytes)
  }

  private func downloadPeak(iterations: Int) throws -> Double {
    let file = directory.file("client.bin")
    defer { try? FileManager.default.removeItem(at: file) }
    let bytes = iterations << 20
    let result = try Subprocess.run(
      SelfExecutable.url.path,
      ["fetch", server.baseURL.absoluteString, "/plain/\(bytes)", file.path, String(bytes)])
    let line = String(decoding: result.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
    if line != "ok \(bytes)" || size != bytes {
      violations.withLock { $0.append("the download ended `\(line.prefix(120))` with \(size) of \(bytes) bytes") }
    }
    return Double(result.peakResidentBytes)
  }

  func findings() async -> Findings { Findings(violations: violations.value) }

  func tearDown() async {
    server.stop()
    directory.remove()
  }
}
