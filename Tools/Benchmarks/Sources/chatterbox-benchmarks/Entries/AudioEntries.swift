import AudioCapture
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

/// How fast a take is metered and encoded, as a multiple of real time: what the recorder does per
/// 50 ms chunk of microphone audio (`LevelMeter.process` + `WAVWriter.append`), over a take, then
/// `finish()` (header patch + `fsync`). Target: at least 200× real time, so a take never waits
/// for its own processing, even on a slow phone.
///
/// The audio is `ToneGenerator.speechLike` (48 kHz mono 16-bit), 10 s synthesised once and cut
/// into 50 ms chunks, repeated for the take's length. The baseline writes the same bytes in the
/// same chunks with plain `write(2)` to a new file, then `fsync`: the I/O floor under the writer.
/// Both sides time from creating the file to the end of `fsync`; deleting it is not timed.
struct AudioSpeed: Benchmark {
  let id = "audio-speed"
  let name = "Audio metering + WAV encoding speed"
  let baselineName = "write(2) of the same bytes + fsync"
  var summary: String {
    "LevelMeter.process + WAVWriter.append per 50 ms chunk over a take of speech-like 48 kHz audio, then finish() "
      + "(fsync), as a multiple of real time; baseline: the same bytes written with write(2) and fsync'd."
  }
  var metric: Metric { .plain(unit: "× real time") }
  var target: Target? { .subjectAtLeast(200) }

  /// Seconds of audio per round.
  func iterations(for mode: RunMode) -> Int { mode == .quick ? 300 : 600 }

  func makeFixture(iterations: Int) async throws -> any BenchmarkFixture {
    let directory = try TemporaryDirectory(prefix: "audio-speed")
    let chunks = SpeechChunks.make()
    // Checked before timing: the meter gives 20 readings per second and the file is a valid WAV.
    do {
      let url = directory.file("check.wav")
      let readings = try AudioSpeedFixture.meterAndWrite(chunks, seconds: 2, to: url)
      let info = try WAVFile.info(at: url)
      guard readings == 40, info.frameCount == 2 * 48_000, info.format == .speech else {
        throw FixtureError("2 s of audio gave \(readings) readings and \(info.frameCount) frames")
      }
      try FileManager.default.removeItem(at: url)
    } catch {
      directory.remove()
      throw error
    }
    return AudioSpeedFixture(directory: directory, chunks: chunks)
  }
}

private final class AudioSpeedFixture: BenchmarkFixture {
  let directory: TemporaryDirectory
  let chunks: SpeechChunks

  init(directory: TemporaryDirectory, chunks: SpeechChunks) {
    self.directory = directory
    self.chunks = chunks
  }

  func subject(iterations: Int) async throws -> Double {
    let url = directory.file("subject-\(UUID().uuidString).wav")
    defer { try? FileManager.default.removeItem(at: url) }
    var readings = 0
    let seconds = try Stopwatch.secondsSync { readings = try Self.meterAndWrite(chunks, seconds: iterations, to: url) }
    guard readings == iterations * 20 else { throw FixtureError("\(readings) meter readings for \(iterations) s") }
    return Double(iterations) / seconds
  }

  func baseline(iterations: Int) async throws -> Double {
    let url = directory.file("baseline-\(UUID().uuidString).raw")
    defer { try? FileManager.default.removeItem(at: url) }
    let seconds = try Stopwatch.secondsSync { try Self.plainWrite(chunks, seconds: iterations, to: url) }
    return Double(iterations) / seconds
  }

  func findings() async -> Findings {
    Findings(notes: ["speech-like 48 kHz mono 16-bit in 50 ms chunks, then fsync; × real time = audio s ÷ wall s"])
  }

  func tearDown() async { directory.remove() }

  /// The recorder's per-chunk work over `seconds` of audio; returns the number of meter readings.
  static func meterAndWrite(_ chunks: SpeechChunks, seconds: Int, to url: URL) throws -> Int {
    let writer = try WAVWriter(creating: url, format: .speech)
    var meter = LevelMeter(format: .speech)
    var readings = 0
    for index in 0..<(seconds * SpeechChunks.perSecond) {
      let samples = chunks.chunk(index)
      readings += meter.process(samples).count
      try writer.append(samples)
    }
    _ = try writer.finish()
    return readings
  }

  /// The same bytes, the same chunks, plain `write(2)`, then `fsync`.
  static func plainWrite(_ chunks: SpeechChunks, seconds: Int, to url: URL) throws {
    let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw FixtureError("cannot create \(url.lastPathComponent)") }
    defer { close(descriptor) }
    try writeAll(descriptor, [UInt8](repeating: 0, count: 44))
    for index in 0..<(seconds * SpeechChunks.perSecond) {
      try chunks.chunk(index).withUnsafeBytes { raw in try writeAll(descriptor, raw) }
    }
    guard fsync(descriptor) == 0 else { throw FixtureError("fsync failed") }
  }
}

/// A 1-hour take streamed from a WAV file through `WAVFileSource` (pacing `.none`, 50 ms chunks),
/// metered with `LevelMeter` and written with `WAVWriter`, as the recorder does with a `file:`
/// source: peak RSS growth of the process over the whole hour, target < 16 MiB (the module
/// promises memory stays at one chunk whatever the length). Baseline: the same file copied in the
/// same 50 ms chunks with `FileHandle.read(upToCount:)` and `write(2)`, then `fsync`.
///
/// The input (345.6 MB for an hour) is written once during set-up; each round writes and deletes
/// its own output. `--quick` streams 3 minutes instead.
struct AudioMemory: Benchmark {
  let id = "audio-memory"
  let name = "Audio take streamed (WAVFileSource → LevelMeter → WAVWriter): peak RSS growth"
  let baselineName = "the same file copied in 50 ms chunks (read + write(2))"
  var summary: String {
    "Peak RSS growth while an hour of 48 kHz audio (3 minutes with --quick) streams from WAVFileSource through "
      + "LevelMeter into WAVWriter vs a plain chunked copy of the same file."
  }
  var metric: Metric { .bytes }
  var target: Target? { .subjectAtMost(16 * 1024 * 1024) }
  var warmUpRounds: Int { 0 }  // set-up streams a short file through both paths instead

  /// Seconds of audio in the input file.
  func iterations(for mode: RunMode) -> Int { mode == .quick ? 180 : 3_600 }
  func rounds(for mode: RunMode) -> Int? { 3 }

  func makeFixture(iterations: Int) async throws -> any BenchmarkFixture {
    let directory = try TemporaryDirectory(prefix: "audio-memory")
    do {
      let chunks = SpeechChunks.make()
      let input = directory.file("input.wav")
      try chunks.writeWAV(seconds: iterations, to: input)
      let warmUp = directory.file("warm-up.wav")
      try chunks.writeWAV(seconds: 2, to: warmUp)
      let fixture = AudioMemoryFixture(directory: directory, input: input, seconds: iterations)
      // Warm-up on 2 s (first-touch of both code paths), then a correctness check.
      let readings = try await fixture.stream(warmUp, into: directory.file("warm-up-out.wav"))
      try fixture.copy(warmUp, into: directory.file("warm-up-copy.raw"))
      guard readings == 40, try WAVFile.info(at: directory.file("warm-up-out.wav")).frameCount == 96_000 else {
        throw FixtureError("streaming 2 s gave \(readings) readings")
      }
      return fixture
    } catch {
      directory.remove()
      throw error
    }
  }
}

private final class AudioMemoryFixture: BenchmarkFixture {
  let directory: TemporaryDirectory
  let input: URL
  let seconds: Int
  let speeds = LockedValue<[Double]>([])

  init(directory: TemporaryDirectory, input: URL, seconds: Int) {
    self.directory = directory
    self.input = input
    self.seconds = seconds
  }

  func subject(iterations: Int) async throws -> Double {
    let output = directory.file("subject-\(UUID().uuidString).wav")
    defer { try? FileManager.default.removeItem(at: output) }
    let started = ContinuousClock.now
    let (readings, growth) = try await ProcessMetrics.peakGrowth { try await stream(input, into: output) }
    speeds.withLock { $0.append(Double(seconds) / (ContinuousClock.now - started).seconds) }
    guard readings == seconds * 20 else { throw FixtureError("\(readings) readings for \(seconds) s") }
    return Double(growth)
  }

  func baseline(iterations: Int) async throws -> Double {
    let output = directory.file("baseline-\(UUID().uuidString).raw")
    defer { try? FileManager.default.removeItem(at: output) }
    let input = self.input
    let ((), growth) = try await ProcessMetrics.peakGrowth { try copy(input, into: output) }
    return Double(growth)
  }

  func findings() async -> Findings {
    let size = Format.bytes(Double(seconds * 96_000 + 44))
    let minutes = seconds >= 3_600 ? "\(seconds / 3_600)-hour" : "\(seconds / 60)-minute"
    return Findings(notes: [
      "\(minutes) input (\(size))",
      "the streamed pipeline ran at \(Format.plain(Statistics.median(speeds.value), unit: "× real time"))",
    ])
  }

  func tearDown() async { directory.remove() }

  /// `WAVFileSource` → `LevelMeter` → `WAVWriter`; returns the number of meter readings.
  func stream(_ input: URL, into output: URL) async throws -> Int {
    let source = try WAVFileSource(url: input, pacing: .none, chunkDuration: .milliseconds(50))
    let writer = try WAVWriter(creating: output, format: source.format)
    var meter = LevelMeter(format: source.format)
    var readings = 0
    for try await chunk in source.chunks() {
      readings += meter.process(chunk.samples).count
      try writer.append(chunk.samples)
    }
    _ = try writer.finish()
    return readings
  }

  /// The same bytes in the same 4,800-byte (50 ms) chunks, read with `FileHandle` and written with
  /// `write(2)`, then `fsync`.
  func copy(_ input: URL, into output: URL) throws {
    let reader = try FileHandle(forReadingFrom: input)
    defer { try? reader.close() }
    let descriptor = open(output.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw FixtureError("cannot create \(output.lastPathComponent)") }
    defer { close(descriptor) }
    while let data = try reader.read(upToCount: 4_800), !data.isEmpty {
      try data.withUnsafeBytes { raw in try writeAll(descriptor, raw) }
    }
    guard fsync(descriptor) == 0 else { throw FixtureError("fsync failed") }
  }
}

/// 10 s of `ToneGenerator.speechLike` at 48 kHz, cut into 50 ms chunks and reused cyclically.
struct SpeechChunks: Sendable {
  static let perSecond = 20
  let chunks: [[Int16]]

  static func make() -> SpeechChunks {
    let block = ToneGenerator.speechLike(duration: .seconds(10))
    let size = 48_000 / perSecond
    return SpeechChunks(
      chunks: stride(from: 0, to: block.count, by: size).map { Array(block[$0..<min($0 + size, block.count)]) })
  }

  func chunk(_ index: Int) -> [Int16] { chunks[index % chunks.count] }

  /// A WAV of `seconds` of this audio, written with `WAVWriter` a second at a time.
  func writeWAV(seconds: Int, to url: URL) throws {
    let writer = try WAVWriter(creating: url, format: .speech)
    for second in 0..<seconds {
      try writer.append((0..<Self.perSecond).flatMap { chunk(second * Self.perSecond + $0) })
    }
    _ = try writer.finish()
  }
}

/// `write(2)` until every byte is written.
func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) throws {
  var offset = 0
  while offset < bytes.count {
    let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
    if written < 0 {
      if errno == EINTR { continue }
      throw FixtureError("write failed: \(String(cString: strerror(errno)))")
    }
    offset += written
  }
}

func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) throws {
  try bytes.withUnsafeBytes { try writeAll(descriptor, $0) }
}
