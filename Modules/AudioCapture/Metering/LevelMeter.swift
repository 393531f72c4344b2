/// Turns a stream of mono samples into ``LevelSample`` readings, one per fixed window of audio.
///
/// Windows are counted in samples, not wall-clock time, so the rate is exact whatever the
/// source's chunk size: 50 ms windows give 20 readings per second of audio. Windows span chunk
/// boundaries; a partial window is carried over to the next call.
public struct LevelMeter: Sendable {
  /// Samples per reading.
  public let windowFrames: Int
  private let format: PCMFormat
  private var framesSeen = 0
  private var inWindow = 0
  private var sumOfSquares: Double = 0
  private var peak: Int = 0

  /// A meter for mono audio in `format`, reading every `window` of audio (50 ms by default).
  public init(format: PCMFormat, window: Duration = .milliseconds(50)) {
    self.format = format.mono
    self.windowFrames = max(1, format.frames(in: window))
  }

  /// Feeds mono samples; returns a reading for every window completed.
  public mutating func process(_ samples: [Int16]) -> [LevelSample] {
    var readings: [LevelSample] = []
    for sample in samples {
      let value = Int(sample)
      sumOfSquares += Double(value * value)
      peak = max(peak, abs(value))
      inWindow += 1
      framesSeen += 1
      if inWindow == windowFrames { readings.append(closeWindow()) }
    }
    return readings
  }

  /// Drops a partly filled window (after a pause), so a reading never mixes audio from both
  /// sides of a gap. The time base is the caller's: pass the take's current frame count.
  public mutating func reset(atFrame frame: Int) {
    framesSeen = frame
    inWindow = 0
    sumOfSquares = 0
    peak = 0
  }

  private mutating func closeWindow() -> LevelSample {
    let fullScale = 32_768.0
    let rms = (sumOfSquares / Double(inWindow)).squareRoot() / fullScale
    let reading = LevelSample(
      time: format.duration(ofFrames: framesSeen),
      rmsDBFS: LevelSample.dBFS(amplitude: rms),
      peakDBFS: LevelSample.dBFS(amplitude: Double(peak) / fullScale),
      isClipping: peak >= 32_767)
    inWindow = 0
    sumOfSquares = 0
    peak = 0
    return reading
  }
}
