import AudioCapture
import Foundation

/// Streams 16-bit PCM into a ``SpeechReport``.
///
/// Feed chunks as they arrive with ``analyze(chunk:)`` (or ``analyze(samples:)``), then call
/// ``finish()``. The samples are never kept: per 10 ms frame the analyzer keeps a level, the level of
/// the 300–3000 Hz band, a voicing strength, a pitch and a brightness (12 bytes, about 4.3 MB for an
/// hour). Channels are averaged to mono as they arrive.
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
  var bandHistogram = LevelHistogram()
  var clippedSamples = 0
  var totalSamples = 0
  private var detector: VoicingDetector
  /// Per frame, the level (dBFS) of the 300–3000 Hz band, where vowels carry their energy.
  var bandLevels: [Float] = []
  /// The front end (ADR 0058), two filter chains: the 300–3000 Hz band (a 3 kHz low-pass, then a
  /// 300 Hz high-pass) whose energy nuclei are picked on, and the voicing detector's anti-alias
  /// low-pass (two 2 kHz sections), which keeps the harmonics that
  /// carry the period (enough of them when a telephone has removed the fundamental) and drops hiss
  /// and fricatives, at every input rate.
  private var band: (Biquad, Biquad)
  private var voicingLowPass: (Biquad, Biquad)
  private let decimation: Int
  private var sinceKept = 0
  /// The low-passed samples kept from one 10 ms frame, reused: what the voicing detector is fed.
  private var decimated: [Float]
  private var bandSquares = 0.0
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
    let rate = format.sampleRate
    band = (.lowPass(3_000, rate: rate), .highPass(300, rate: rate))
    voicingLowPass = (.lowPass(2_000, rate: rate), .lowPass(2_000, rate: rate))
    decimation = VoicingDetector.decimation(sampleRate: rate)
    decimated = [Float](repeating: 0, count: hop / decimation + 1)
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
    var frame = 0
    while frame < frames {
      // Up to the end of the current 10 ms frame at a time, so the loop below keeps its running
      // sums and filter state in registers rather than in the analyzer.
      let count = min(hop - inHop, frames - frame)
      accumulate(UnsafeBufferPointer(rebasing: buffer[(frame * channels)..<((frame + count) * channels)]))
      frame += count
      inHop += count
      if inHop == hop { closeFrame() }
    }
  }

  /// Adds whole interleaved frames that do not cross a 10 ms frame's end.
  private mutating func accumulate(_ buffer: UnsafeBufferPointer<Int16>) {
    let channels = format.channels
    let frames = buffer.count / channels
    var (squares, differenceSquares, bandSquares) = (self.squares, self.differenceSquares, self.bandSquares)
    var (previous, clipped, sinceKept, kept) = (self.previous, 0, self.sinceKept, 0)
    var (band, voicingLowPass) = (self.band, self.voicingLowPass)
    let decimation = self.decimation
    decimated.withUnsafeMutableBufferPointer { decimated in
      for frame in 0..<frames {
        var sum = 0
        for channel in 0..<channels {
          let sample = Int(buffer[frame &* channels &+ channel])
          if sample >= 32_767 || sample <= -32_767 { clipped &+= 1 }
          sum &+= sample
        }
        // 16-bit samples: neither a square nor a 10 ms sum of squares can overflow 64 bits.
        let value = channels == 1 ? sum : sum / channels
        squares &+= Int64(value &* value)
        let difference = value &- previous
        differenceSquares &+= Int64(difference &* difference)
        previous = value
        let banded = band.1.process(band.0.process(Double(value)))
        bandSquares += banded * banded
        // The low-pass runs on every sample (it is recursive) even though one in `decimation` is kept.
        let low = voicingLowPass.1.process(voicingLowPass.0.process(Double(value)))
        sinceKept &+= 1
        if sinceKept == decimation {
          sinceKept = 0
          decimated[kept] = Float(low)
          kept &+= 1
        }
      }
    }
    (self.squares, self.differenceSquares, self.bandSquares) = (squares, differenceSquares, bandSquares)
    (self.previous, self.sinceKept) = (previous, sinceKept)
    (self.band, self.voicingLowPass) = (band, voicingLowPass)
    clippedSamples += clipped
    decimated.withUnsafeBufferPointer { detector.push(UnsafeBufferPointer(rebasing: $0[0..<kept])) }
  }

  private mutating func closeFrame() {
    let meanSquare = Double(squares) / Double(hop)
    let level = meanSquare > 0 ? 10 * log10(meanSquare / (32_768.0 * 32_768.0)) : LevelHistogram.floor
    let clamped = max(LevelHistogram.floor, level)
    levels.append(Float(clamped))
    let bandSquare = bandSquares / Double(hop)
    let bandLevel = bandSquare > 0 ? 10 * log10(bandSquare / (32_768.0 * 32_768.0)) : LevelHistogram.floor
    bandLevels.append(Float(max(LevelHistogram.floor, bandLevel)))
    bandHistogram.add(max(LevelHistogram.floor, bandLevel))
    bandSquares = 0
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
