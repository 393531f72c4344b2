import AudioCapture
import Foundation

/// Streams 16-bit PCM into a ``SpeechReport``.
///
/// Feed chunks as they arrive with ``analyze(chunk:)`` (or ``analyze(samples:)``), then call
/// ``finish()``. The samples are never kept: per 10 ms frame the analyzer keeps a level, a voicing
/// strength, a pitch and a brightness (8 bytes, about 2.9 MB for an hour). Channels are averaged to
/// mono as they arrive.
///
/// ```swift
/// import AudioCapture
/// import SpeechAnalysis
///
/// func fluency(of chunks: [PCMChunk]) throws(SpeechAnalysisError) -> SpeechReport {
///   var analyzer = try SpeechAnalyzer(format: .speech)
///   for chunk in chunks { try analyzer.analyze(chunk: chunk) }
///   return analyzer.finish()
/// }
/// ```
public struct SpeechAnalyzer: Sendable {
  /// The format every chunk must be in.
  public let format: PCMFormat
  /// The method's knobs.
  public let configuration: SpeechAnalysisConfiguration
  let hop: Int
  var levels: [Float] = []
  var voicing: [UInt8] = []
  /// Per frame, the pitch as 1/4096 octave above 25 Hz; 0 when nothing was periodic.
  var pitch: [UInt16] = []
  /// Per frame, the spectral centroid estimated from the first difference, as 1/16 octave above
  /// 25 Hz; 0 for a silent frame.
  var brightness: [UInt8] = []
  var histogram = LevelHistogram()
  var clippedSamples = 0
  var totalSamples = 0
  private var detector: VoicingDetector
  private var squares: Int64 = 0
  private var differenceSquares: Int64 = 0
  private var previous = 0
  private var inHop = 0

  /// An analyzer for audio in `format`.
  ///
  /// - Throws: ``SpeechAnalysisError/unsupportedFormat(_:)`` unless 16-bit, 1–8 channels, 1–384 kHz.
  public init(format: PCMFormat, configuration: SpeechAnalysisConfiguration = .default) throws(SpeechAnalysisError) {
    do {
      try format.validateForCapture()
    } catch {
      if case .unsupportedFormat(let reason) = error { throw .unsupportedFormat(reason) }
      throw .unsupportedFormat(format.description)
    }
    self.format = format
    self.configuration = configuration
    hop = max(1, format.sampleRate / 100)
    detector = VoicingDetector(sampleRate: format.sampleRate, pitchRange: configuration.pitchRange)
  }

  /// Adds a chunk.
  ///
  /// - Throws: ``SpeechAnalysisError/formatChanged(expected:received:)`` when the chunk's format is
  ///   not ``format``; nothing of that chunk is analyzed.
  public mutating func analyze(chunk: PCMChunk) throws(SpeechAnalysisError) {
    guard chunk.format == format else { throw .formatChanged(expected: format, received: chunk.format) }
    analyze(samples: chunk.samples)
  }

  /// Adds interleaved samples in ``format``. A trailing partial frame is ignored.
  public mutating func analyze(samples: [Int16]) {
    samples.withUnsafeBufferPointer { analyze(buffer: $0) }
  }

  /// Adds interleaved samples in ``format`` without copying them. A trailing partial frame is ignored.
  public mutating func analyze(buffer: UnsafeBufferPointer<Int16>) {
    let channels = format.channels
    let frames = buffer.count / channels
    totalSamples += frames * channels
    for frame in 0..<frames {
      var sum = 0
      for channel in 0..<channels {
        let sample = Int(buffer[frame * channels + channel])
        if sample >= 32_767 || sample <= -32_767 { clippedSamples += 1 }
        sum += sample
      }
      let mono = channels == 1 ? sum : sum / channels
      squares += Int64(mono * mono)
      let difference = mono - previous
      differenceSquares += Int64(difference * difference)
      previous = mono
      detector.push(mono)
      inHop += 1
      if inHop == hop { closeFrame() }
    }
  }

  private mutating func closeFrame() {
    let meanSquare = Double(squares) / Double(hop)
    let level = meanSquare > 0 ? 10 * log10(meanSquare / (32_768.0 * 32_768.0)) : LevelHistogram.floor
    let clamped = max(LevelHistogram.floor, level)
    levels.append(Float(clamped))
    let measured = detector.measure()
    voicing.append(UInt8((measured.strength * 255).rounded()))
    pitch.append(Self.pitchCode(Double(measured.pitch)))
    brightness.append(
      Self.brightnessCode(squares: squares, differenceSquares: differenceSquares, rate: format.sampleRate))
    histogram.add(clamped)
    squares = 0
    differenceSquares = 0
    inHop = 0
  }

  /// Seconds per frame: 10 ms (exactly `sampleRate / 100` samples, rounded down).
  var frameSeconds: Double { Double(hop) / Double(format.sampleRate) }

  /// Seconds analyzed so far, including a partial frame.
  public var analyzedDuration: Double { Double(levels.count * hop + inHop) / Double(format.sampleRate) }
}
