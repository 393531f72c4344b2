import BenchmarkHarness
import Foundation
import Storage

/// The SHA-256 `UploadQueue.enqueue` computes (Storage's `SHA256.hash(fileAt:)`, streamed in 256 KiB
/// reads) against coreutils' `sha256sum` on the same 30 MB file, each round one whole file. The
/// subject runs in this process (a release build is what the table means: `swift run -c release`); the
/// baseline is a `sha256sum` process, so it also pays a spawn (~1–2 ms of a ~170 ms round). Issue 26
/// measured 4.3–4.7 s per 30 MB at enqueue: that was a debug build of the pure-Swift hash, ~25× its
/// release speed.
struct HashAtEnqueue: Benchmark {
  let id = "hash-at-enqueue"
  let name = "SHA-256 of a 30 MB file at enqueue (Storage SHA256.hash(fileAt:))"
  let baselineName = "sha256sum, same file"
  var summary: String { "\(name) vs \(baselineName): time per file; a target of at most 1.5× sha256sum." }
  var target: Target? { .atMost(1.5) }

  func iterations(for mode: RunMode) -> Int { mode == .quick ? 1 : 3 }

  static let size = 30_000_000

  func makeFixture() async throws -> any BenchmarkFixture {
    guard let sha256sum = ["/usr/bin/sha256sum", "/bin/sha256sum"].first(where: FileManager.default.isExecutableFile)
    else { throw BenchmarkSkipped("sha256sum (coreutils) is not installed") }
    let folder = FileManager.default.temporaryDirectory.appending(path: "bench-hash-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appending(path: "take.bin")
    var bytes = Data(count: Self.size)
    bytes.withUnsafeMutableBytes { buffer in
      var generator = SystemRandomNumberGenerator()
      for index in stride(from: 0, to: Self.size - 7, by: 8) {
        buffer.storeBytes(of: generator.next() as UInt64, toByteOffset: index, as: UInt64.self)
      }
    }
    try bytes.write(to: file)
    let path = file.path
    let expected = try SHA256.hash(fileAt: file).hexString
    let reference = try Subprocess.run(sha256sum, [path])
    guard String(decoding: reference.output, as: UTF8.self).hasPrefix(expected) else {
      throw FixtureError("Storage's SHA-256 differs from sha256sum's on the same file")
    }
    return TimedFixture(
      baseline: {
        let result = try Subprocess.run(sha256sum, [path])
        guard result.status == 0 else { throw FixtureError("sha256sum exited \(result.status)") }
      },
      subject: { blackHole(try SHA256.hash(fileAt: file)) },
      findings: { Findings(notes: ["30,000,000 random bytes in the page cache; digest checked against sha256sum"]) },
      tearDown: { try? FileManager.default.removeItem(at: folder) })
  }
}
