import AudioCapture
import Foundation
import TestSupport
import Testing

@Suite("WAV recovery")
struct WAVRecoveryTests {
  /// Overwrites bytes of a file in place.
  func patch(_ url: URL, at offset: UInt64, _ bytes: [UInt8]) throws {
    let handle = try FileHandle(forWritingTo: url)
    defer { try? handle.close() }
    try handle.seek(toOffset: offset)
    try handle.write(contentsOf: Data(bytes))
  }

  func fileSize(_ url: URL) throws -> Int {
    try #require(FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int)
  }

  @Test func anAbandonedWriterIsRepairedFromTheFileLength() throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    let url = directory.file("crash.wav")
    let samples = sine(frames: 1_000)
    do {
      // Dropped without finish(): exactly what a crash leaves (placeholder sizes of 0).
      let writer = try WAVWriter(creating: url)
      try writer.append(samples)
    }
    #expect(throws: WAVError.self) { try WAVFile.info(at: url) }
    #expect(try WAVRecovery.repair(url: url) == .repaired(dataByteCount: 2_000))
    #expect(try WAVFile.readSamples(at: url) == samples)
    #expect(try WAVRecovery.repair(url: url) == .intact)
  }

  @Test func killedHeaderAndTrailingOddByteAreRepaired() throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    let url = directory.file("killed.wav")
    let samples = sine(frames: 4_800)
    try WAVFile.write(samples, to: url)
    // Kill both size fields, then cut the file mid-sample as a crash during a write would.
    try patch(url, at: 4, [0, 0, 0, 0])
    try patch(url, at: 40, [0, 0, 0, 0])
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: UInt64(44 + 2 * 3_000 + 1))
    try handle.close()

    #expect(try WAVRecovery.repair(url: url) == .repaired(dataByteCount: 6_000))
    #expect(try fileSize(url) == 44 + 6_000)
    #expect(try WAVFile.readSamples(at: url) == Array(samples.prefix(3_000)))
  }

  @Test func aDataSizeLargerThanTheFileIsRepaired() throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    let url = directory.file("lying.wav")
    try WAVFile.write([1, 2, 3, 4], to: url)
    try patch(url, at: 40, WAVBytes.le32(1_000_000))
    #expect(try WAVRecovery.repair(url: url) == .repaired(dataByteCount: 8))
    #expect(try WAVFile.readSamples(at: url) == [1, 2, 3, 4])
  }

  @Test func aWrongRIFFSizeAloneIsFixed() throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    let url = directory.file("riff.wav")
    try WAVFile.write([1, 2, 3, 4], to: url)
    try patch(url, at: 4, WAVBytes.le32(999))
    #expect(try WAVRecovery.repair(url: url) == .repaired(dataByteCount: 8))
    #expect(try WAVFile.readSamples(at: url) == [1, 2, 3, 4])
  }

  @Test func takesWithoutAudioAreDeleted() throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    let headerOnly = directory.file("header-only.wav")
    _ = try WAVWriter(creating: headerOnly)  // abandoned before any audio
    let oneByte = directory.file("one-byte.wav")
    do {
      _ = try WAVWriter(creating: oneByte)
    }
    let handle = try FileHandle(forWritingTo: oneByte)
    try handle.seekToEnd()
    try handle.write(contentsOf: Data([7]))
    try handle.close()
    let empty = directory.file("empty.wav")
    try Data().write(to: empty)
    let cut = directory.file("cut.wav")
    try Data("RIFF\0\0".utf8).write(to: cut)

    for url in [headerOnly, oneByte, empty, cut] {
      #expect(try WAVRecovery.repair(url: url) == .deleted)
      #expect(!FileManager.default.fileExists(atPath: url.path))
    }
  }

  @Test func foreignFilesAreLeftAlone() throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    let url = directory.file("notes.wav")
    try Data("these are not samples".utf8).write(to: url)
    #expect(throws: WAVError.notRIFF) { try WAVRecovery.repair(url: url) }
    #expect(FileManager.default.fileExists(atPath: url.path))
    let float = directory.file("float.wav")
    try WAVBytes.file(WAVBytes.fmt(tag: 3, bits: 32), WAVBytes.data([0, 0], declaredSize: 0), riffSize: 0).write(
      to: float)
    #expect(throws: WAVError.unsupportedFormat("IEEE float samples")) { try WAVRecovery.repair(url: float) }
    #expect(FileManager.default.fileExists(atPath: float.path))
  }

  @Test func recoverAllRepairsEveryTakeInTheDirectory() throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    try WAVFile.write([1, 2], to: directory.file("a-intact.wav"))
    do {
      let writer = try WAVWriter(creating: directory.file("b-crashed.wav"))
      try writer.append([5, 6, 7])
    }
    _ = try WAVWriter(creating: directory.file("c-empty.wav"))
    try Data("x".utf8).write(to: directory.file("d-junk.wav"))
    try Data("keep".utf8).write(to: directory.file("readme.txt"))

    let results = WAVRecovery.recoverAll(in: directory.url)
    #expect(results.map(\.url.lastPathComponent) == ["a-intact.wav", "b-crashed.wav", "c-empty.wav", "d-junk.wav"])
    #expect(
      results.map(\.outcome) == [
        .success(.intact), .success(.repaired(dataByteCount: 6)), .success(.deleted), .failure(.notRIFF),
      ])
    #expect(directory.contents() == ["a-intact.wav", "b-crashed.wav", "d-junk.wav", "readme.txt"])
    #expect(try WAVFile.readSamples(at: directory.file("b-crashed.wav")) == [5, 6, 7])
    #expect(WAVRecovery.recoverAll(in: directory.file("missing")).isEmpty)
  }

  /// Two processes on one recordings folder: a take another process is recording right now (a
  /// header and no audio yet) must not be "recovered", which would delete it under the writer.
  @Test func aTakeWrittenToRecentlyIsLeftAlone() throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    // File dates come from the file system: the clock starts at the real time so ages compare.
    let clock = TestClock(start: Date())
    let writer = try WAVWriter(creating: directory.file("in-progress.wav"))
    #expect(WAVRecovery.recoverAll(in: directory.url, untouchedFor: 120, time: clock.source).isEmpty)
    #expect(directory.contents() == ["in-progress.wav"])
    try writer.append([1, 2, 3])

    // Two minutes later with no writes, it is a crashed take and is repaired.
    clock.advance(by: .seconds(121))
    let results = WAVRecovery.recoverAll(in: directory.url, untouchedFor: 120, time: clock.source)
    #expect(results.map(\.outcome) == [.success(.repaired(dataByteCount: 6))])
  }
}
