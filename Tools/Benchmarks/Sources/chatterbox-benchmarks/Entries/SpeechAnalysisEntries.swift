import AudioCapture
import BenchmarkHarness
import Foundation
import Observability
import SpeechAnalysis

/// How fast SpeechAnalysis turns a WAV file into a fluency report, as a multiple of real time:
/// `SpeechAnalyzer.analyze(fileAt:)` (WAVReader a second at a time, levels, voicing, nuclei,
/// pauses). Target: at least 1,000× real time in a release build (issue 37 item 7; issue 28 asked
/// 200×), so a server evaluates an hour of audio in under 4 s and a phone previews a take without
/// waiting. Baseline: reading the same file with
/// `WAVReader` in the same one-second chunks and touching every sample, the I/O floor under it.
struct SpeechAnalysisSpeed: Benchmark {
  let id = "speech-analysis-speed"
  let name = "Speech analysis speed (SpeechAnalyzer.analyze(fileAt:))"
  let baselineName = "WAVReader reading the same file"
  var summary: String {
    "SpeechAnalyzer.analyze(fileAt:) over a WAV of speech-like 48 kHz audio as a multiple of real time; "
      + "baseline: the same file read with WAVReader in the same chunks."
  }
  var metric: Metric { .plain(unit: "× real time") }
  var target: Target? { .subjectAtLeast(1_000) }

  /// Seconds of audio in the file.
  func iterations(for mode: RunMode) -> Int { mode == .quick ? 60 : 600 }

  func makeFixture(iterations: Int) async throws -> any BenchmarkFixture {
    let directory = try TemporaryDirectory(prefix: "speech-analysis-speed")
    let input = directory.file("input.wav")
    do {
      try SpeechChunks.make().writeWAV(seconds: iterations, to: input)
      let report = try SpeechAnalyzer.analyze(fileAt: input)
      guard abs(report.duration.value - Double(iterations)) < 0.02 else {
        throw FixtureError("\(iterations) s of audio reported as \(report.duration.value) s")
      }
    } catch {
      directory.remove()
      throw error
    }
    return SpeechAnalysisFixture(directory: directory, input: input, seconds: iterations)
  }
}

/// Peak RSS growth while SpeechAnalysis reads and analyzes an hour of 48 kHz audio (3 minutes with
/// `--quick`), target < 16 MiB: the analyzer keeps 12 bytes per 10 ms frame (about 4.3 MB an hour),
/// never the samples. Baseline: reading the same file with `WAVReader`.
struct SpeechAnalysisMemory: Benchmark {
  let id = "speech-analysis-memory"
  let name = "Speech analysis of a long take: peak RSS growth"
  let baselineName = "WAVReader reading the same file"
  var summary: String {
    "Peak RSS growth while SpeechAnalyzer.analyze(fileAt:) analyzes an hour of 48 kHz audio (3 minutes with "
      + "--quick) vs reading the same file with WAVReader."
  }
  var metric: Metric { .bytes }
  var target: Target? { .subjectAtMost(16 * 1024 * 1024) }
  var warmUpRounds: Int { 0 }

  /// Seconds of audio in the file.
  func iterations(for mode: RunMode) -> Int { mode == .quick ? 180 : 3_600 }
  func rounds(for mode: RunMode) -> Int? { 3 }

  func makeFixture(iterations: Int) async throws -> any BenchmarkFixture {
    let directory = try TemporaryDirectory(prefix: "speech-analysis-memory")
    let input = directory.file("input.wav")
    do {
      let chunks = SpeechChunks.make()
      try chunks.writeWAV(seconds: iterations, to: input)
      // First touch of both paths on 2 s, so neither side pays for loading code.
      let warmUp = directory.file("warm-up.wav")
      try chunks.writeWAV(seconds: 2, to: warmUp)
      _ = try SpeechAnalyzer.analyze(fileAt: warmUp)
      _ = try SpeechAnalysisFixture.read(warmUp)
    } catch {
      directory.remove()
      throw error
    }
    return SpeechAnalysisFixture(directory: directory, input: input, seconds: iterations, measuresMemory: true)
  }
}

private final class SpeechAnalysisFixture: BenchmarkFixture {
  let directory: TemporaryDirectory
  let input: URL
  let seconds: Int
  let measuresMemory: Bool
  let speeds = LockedValue<[Double]>([])

  init(directory: TemporaryDirectory, input: URL, seconds: Int, measuresMemory: Bool = false) {
    self.directory = directory
    self.input = input
    self.seconds = seconds
    self.measuresMemory = measuresMemory
  }

  func subject(iterations: Int) async throws -> Double {
    let input = self.input
    if measuresMemory {
      let started = ContinuousClock.now
      let (report, growth) = try await ProcessMetrics.peakGrowth { try SpeechAnalyzer.analyze(fileAt: input) }
      speeds.withLock { $0.append(Double(seconds) / (ContinuousClock.now - started).seconds) }
      blackHole(report)
      return Double(growth)
    }
    var report: SpeechReport?
    let elapsed = try Stopwatch.secondsSync { report = try SpeechAnalyzer.analyze(fileAt: input) }
    blackHole(report)
    return Double(seconds) / elapsed
  }

  func baseline(iterations: Int) async throws -> Double {
    let input = self.input
    if measuresMemory {
      let (sum, growth) = try await ProcessMetrics.peakGrowth { try Self.read(input) }
      blackHole(sum)
      return Double(growth)
    }
    var sum = 0
    let elapsed = try Stopwatch.secondsSync { sum = try Self.read(input) }
    blackHole(sum)
    return Double(seconds) / elapsed
  }

  func findings() async -> Findings {
    var notes = ["speech-like 48 kHz mono 16-bit WAV of \(seconds) s; × real time = audio s ÷ wall s"]
    if measuresMemory {
      notes.append("the analysis ran at \(Format.plain(Statistics.median(speeds.value), unit: "× real time"))")
    }
    return Findings(notes: notes)
  }

  func tearDown() async { directory.remove() }

  /// Reads the file a second at a time with WAVReader and sums the samples so the read is not elided.
  static func read(_ url: URL) throws -> Int {
    let reader = try WAVReader(url: url)
    var sum = 0
    while true {
      let samples = try reader.read(maxFrames: reader.info.format.sampleRate)
      if samples.isEmpty { return sum }
      for sample in samples { sum &+= Int(sample) }
    }
  }
}
