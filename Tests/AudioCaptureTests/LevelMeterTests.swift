import AudioCapture
import Testing

@Suite("Level meter")
struct LevelMeterTests {
  @Test func sineAtMinus6dBFS() {
    var meter = LevelMeter(format: .speech)
    let readings = meter.process(sine(1_000, dBFS: -6, frames: 48_000))
    #expect(readings.count == 20)  // 50 ms windows: 20 readings per second of audio
    for reading in readings {
      #expect(abs(reading.rmsDBFS - -9.03) < 0.02)
      #expect(abs(reading.peakDBFS - -6.0) < 0.02)
      #expect(!reading.isClipping)
    }
    #expect(readings.first?.time == .milliseconds(50))
    #expect(readings.last?.time == .seconds(1))
  }

  @Test func silenceReadsTheFloor() {
    var meter = LevelMeter(format: .speech)
    let readings = meter.process([Int16](repeating: 0, count: 2_400))
    #expect(readings == [LevelSample(time: .milliseconds(50), rmsDBFS: -160, peakDBFS: -160, isClipping: false)])
    #expect(readings.first?.fraction() == 0)
  }

  @Test func fullScaleClips() {
    var meter = LevelMeter(format: .speech)
    let square = (0..<2_400).map { $0 % 2 == 0 ? Int16.min : Int16.max }
    let reading = meter.process(square)[0]
    #expect(reading.isClipping)
    #expect(abs(reading.peakDBFS) < 0.001)
    #expect(abs(reading.rmsDBFS) < 0.001)
    #expect(reading.fraction() > 0.9999)
  }

  @Test func windowsSpanChunkBoundaries() {
    var meter = LevelMeter(format: .speech)
    var count = 0
    for _ in 0..<100 { count += meter.process(sine(frames: 480)).count }  // 10 ms chunks
    #expect(count == 20)
    var tenth = LevelMeter(format: PCMFormat(sampleRate: 16_000, channels: 1), window: .milliseconds(100))
    #expect(tenth.windowFrames == 1_600)
    #expect(tenth.process(sine(frames: 16_000)).count == 10)
  }

  @Test func dBFSConversion() {
    #expect(LevelSample.dBFS(amplitude: 1) == 0)
    #expect(abs(LevelSample.dBFS(amplitude: 0.5) - -6.0206) < 0.001)
    #expect(LevelSample.dBFS(amplitude: 0) == LevelSample.floorDBFS)
    #expect(LevelSample(time: .zero, rmsDBFS: -30, peakDBFS: -20, isClipping: false).fraction(floor: -60) == 0.5)
  }
}
