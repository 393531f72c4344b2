import AudioCapture
import Foundation
import TestSupport
import Testing

@Suite("WAV writer and reader")
struct WAVRoundTripTests {
  @Test func writeThenReadGivesTheSameSamples() throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    let url = directory.file("tone.wav")
    let samples = sine(440, dBFS: -3, frames: 12_345) + [Int16.min, Int16.max, 0, -1]
    let writer = try WAVWriter(creating: url, format: .speech)
    // Appended in uneven pieces, as a live source would.
    try writer.append(Array(samples[0..<1_000]))
    try writer.append(Array(samples[1_000..<1_001]))
    try writer.append(Array(samples[1_001...]))
    let info = try writer.finish()

    #expect(info.frameCount == samples.count)
    #expect(info.dataOffset == 44)
    #expect(try WAVFile.info(at: url) == info)
    #expect(try WAVFile.readSamples(at: url) == samples)
    #expect(try WAVFile.parse(Data(contentsOf: url)) == info)
    let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int
    #expect(size == 44 + samples.count * 2)
  }

  @Test func readerStreamsInBoundedChunks() throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    let url = directory.file("long.wav")
    let samples = sine(frames: 48_000)
    try WAVFile.write(samples, to: url)
    let reader = try WAVReader(url: url)
    var collected: [Int16] = []
    var reads = 0
    while case let next = try reader.read(maxFrames: 4_800), !next.isEmpty {
      #expect(next.count <= 4_800)
      collected += next
      reads += 1
    }
    #expect(reads == 10)
    #expect(collected == samples)
    #expect(reader.framesRemaining == 0)
  }

  @Test func stereoRoundTripKeepsInterleaving() throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    let url = directory.file("stereo.wav")
    let format = PCMFormat(sampleRate: 44_100, channels: 2)
    let samples: [Int16] = [1, -1, 2, -2, 3, -3, 4]  // trailing partial frame is dropped
    let info = try WAVFile.write(samples, format: format, to: url)
    #expect(info.frameCount == 3)
    #expect(info.format == format)
    #expect(try WAVFile.readSamples(at: url) == [1, -1, 2, -2, 3, -3])
  }

  @Test func headerBytesAreCanonical() throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    let url = directory.file("h.wav")
    try WAVFile.write([0x0102, -2], to: url)
    let bytes = try [UInt8](Data(contentsOf: url))
    let expected: [UInt8] =
      Array("RIFF".utf8) + [40, 0, 0, 0] + Array("WAVEfmt ".utf8) + [16, 0, 0, 0, 1, 0, 1, 0]
      + [0x80, 0xBB, 0, 0] + [0x00, 0x77, 0x01, 0] + [2, 0, 16, 0] + Array("data".utf8) + [4, 0, 0, 0]
      + [0x02, 0x01, 0xFE, 0xFF]
    #expect(bytes == expected)
  }

  @Test func filesAreCreatedOwnerOnlyAndNeverOverwritten() throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    let url = directory.file("private.wav")
    try WAVFile.write([1, 2, 3], to: url)
    let permissions = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
    #expect(permissions == 0o600)
    #expect(throws: WAVError.self) { try WAVWriter(creating: url) }
    #expect(try WAVFile.readSamples(at: url) == [1, 2, 3])
  }

  @Test func writerRefusesNon16BitFormats() throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    let error = #expect(throws: WAVError.self) {
      try WAVWriter(
        creating: directory.file("x.wav"), format: PCMFormat(sampleRate: 48_000, channels: 1, bitsPerSample: 24))
    }
    #expect(error == .unsupportedFormat("24-bit samples; only 16-bit PCM is supported"))
    #expect(directory.contents().isEmpty)
  }

  @Test(.enabled(if: Tool.python3 != nil, "python3 is not installed"))
  func pythonWaveModuleAcceptsTheHeader() throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    let url = directory.file("py.wav")
    let samples = sine(frames: 48_000) + [Int16.min, 7, Int16.max]
    try WAVFile.write(samples, to: url)
    let script = """
      import wave, struct, sys
      w = wave.open(sys.argv[1], 'rb')
      frames = w.readframes(w.getnframes())
      tail = struct.unpack('<3h', frames[-6:])
      print(w.getnchannels(), w.getsampwidth(), w.getframerate(), w.getnframes(), *tail)
      """
    let python = try #require(Tool.python3)
    let result = try Tool.run(python, ["-c", script, url.path])
    #expect(result.status == 0)
    #expect(result.output == "1 2 48000 48003 -32768 7 32767")
  }

  @Test(.enabled(if: Tool.sox != nil, "sox is not installed"))
  func soxAcceptsTheHeader() throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    let url = directory.file("sox.wav")
    try WAVFile.write(sine(frames: 24_000), to: url)
    let sox = try #require(Tool.sox)
    #expect(try Tool.run(sox, ["--i", "-r", url.path]).output == "48000")
    #expect(try Tool.run(sox, ["--i", "-c", url.path]).output == "1")
    #expect(try Tool.run(sox, ["--i", "-s", url.path]).output == "24000")
    #expect(try Tool.run(sox, ["--i", "-b", url.path]).output == "16")
  }
}
