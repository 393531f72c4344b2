import AudioCapture
import Foundation
import SpeechAnalysis
import Testing

@Suite struct SyntheticSignalTests {
  private func report(_ samples: [Int16], rate: Int = 16_000, channels: Int = 1) throws -> SpeechReport {
    var analyzer = try SpeechAnalyzer(format: PCMFormat(sampleRate: rate, channels: channels))
    // Odd chunk sizes: frames must not depend on how the stream is cut.
    var start = 0
    while start < samples.count {
      let end = min(samples.count, start + 997 * channels)
      try analyzer.analyze(chunk: PCMChunk(samples: Array(samples[start..<end]), format: analyzer.format))
      start = end
    }
    return analyzer.finish()
  }

  @Test func burstsAndGapsGiveExactPauses() throws {
    let spans = [(0.5, 1.2), (1.7, 2.4), (3.4, 4.0), (4.2, 4.8)]
    let result = try report(Signals.vowels(spans, total: 5.5))
    // 0.5 s and 1.0 s gaps are pauses; the 0.2 s gap is shorter than the minimum pause.
    #expect(result.pauseCount.value == 2)
    #expect(abs(result.longestPause.value - 1.0) <= 0.011)
    #expect(abs(result.meanPause.value - 0.75) <= 0.011)
    #expect(abs(result.speakingTime.value - (0.7 + 0.7 + 1.4)) <= 0.03)
    let speech = result.segments.filter { $0.kind == .speech }
    try #require(speech.count == 3)
    #expect(abs(speech[0].start - 0.5) <= 0.011 && abs(speech[2].end - 4.8) <= 0.011)
    #expect(result.segments.first?.kind == .silence && result.segments.last?.kind == .silence)
    #expect(result.quality.noSpeech == false)
    #expect(result.meanPause.unit == .seconds && result.articulationRate.unit == .syllablesPerSecond)
  }

  @Test func stereoAt44kIsDownmixed() throws {
    let mono = Signals.vowels([(0.3, 1.0), (1.6, 2.2)], total: 2.5, rate: 44_100)
    let stereo = mono.flatMap { [$0, $0] }
    let result = try report(stereo, rate: 44_100, channels: 2)
    #expect(result.pauseCount.value == 1)
    #expect(abs(result.longestPause.value - 0.6) <= 0.011)
  }

  @Test func silenceIsNoSpeech() throws {
    let result = try report([Int16](repeating: 0, count: 32_000))
    #expect(result.quality.noSpeech)
    #expect(result.quality.isTooQuiet)
    #expect(result.syllableCount.value == 0 && result.speechRate.value == 0)
    #expect(result.segments.map(\.kind) == [.silence])
  }

  @Test func whiteNoiseIsNoSpeech() throws {
    let result = try report(Signals.noise(seconds: 3))
    #expect(result.quality.noSpeech)
    #expect(result.speakingTime.value == 0)
    #expect(result.quality.isTooQuiet == false)
  }

  @Test func emptyStreamIsNoSpeech() throws {
    let result = try report([])
    #expect(result.quality.noSpeech && result.duration.value == 0 && result.segments.isEmpty)
  }

  @Test func clippedSignalIsFlagged() throws {
    let clipped = Signals.vowels([(0.2, 1.0)], total: 1.2, amplitude: 8).map { $0 }
    let result = try report(clipped)
    #expect(result.quality.isClipped)
    #expect(result.quality.clippingRatio.value > 0.01)
    let clean = try report(Signals.vowels([(0.2, 1.0)], total: 1.2))
    #expect(clean.quality.isClipped == false)
  }

  @Test func quietTakeIsFlagged() throws {
    let result = try report(Signals.vowels([(0.2, 1.0)], total: 1.2, amplitude: 0.003))
    #expect(result.quality.isTooQuiet)
    #expect(result.quality.loudness.unit == .decibelsFullScale)
  }

  @Test func wrongFormatsAreRefused() throws {
    #expect(throws: SpeechAnalysisError.self) {
      try SpeechAnalyzer(format: PCMFormat(sampleRate: 16_000, channels: 1, bitsPerSample: 24))
    }
    #expect(throws: SpeechAnalysisError.self) { try SpeechAnalyzer(format: PCMFormat(sampleRate: 16_000, channels: 0)) }
    var analyzer = try SpeechAnalyzer(format: .speech)
    #expect(
      throws: SpeechAnalysisError.formatChanged(expected: .speech, received: PCMFormat(sampleRate: 16_000, channels: 1))
    ) {
      try analyzer.analyze(chunk: PCMChunk(samples: [0, 0], format: PCMFormat(sampleRate: 16_000, channels: 1)))
    }
  }

  @Test func fileConvenienceMatchesStreaming() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("speech-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("take.wav")
    let samples = Signals.vowels([(0.3, 1.0), (1.6, 2.2)], total: 2.5)
    _ = try WAVFile.write(samples, format: PCMFormat(sampleRate: 16_000, channels: 1), to: url)
    #expect(try SpeechAnalyzer.analyze(fileAt: url) == report(samples))
    #expect(throws: SpeechAnalysisError.self) {
      try SpeechAnalyzer.analyze(fileAt: folder.appendingPathComponent("missing.wav"))
    }
  }
}
