import AudioCapture
import Foundation
import TestSupport
import Testing

@Suite("WAV parser")
struct WAVParserTests {
  @Test func skipsUnknownChunksWithOddPadding() throws {
    let file = WAVBytes.file(
      WAVBytes.chunk("JUNK", [1, 2, 3]),  // odd size: one pad byte follows
      WAVBytes.fmt(),
      WAVBytes.chunk("LIST", Array("INFOISFT\u{5}\0\0\0Lavf\0".utf8)),
      WAVBytes.data([10, -20, 30]),
      WAVBytes.chunk("id3 ", [9]))
    let info = try WAVFile.parse(file)
    #expect(info.format == .speech)
    #expect(info.frameCount == 3)
    // RIFF 12 + JUNK 12 + fmt 24 + LIST 26 (17 + pad) + data header 8
    #expect(info.dataOffset == 82)
  }

  @Test func readsExtensiblePCM() throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    let url = directory.file("ext.wav")
    try WAVBytes.file(WAVBytes.extensibleFmt(channels: 2), WAVBytes.data([1, 2, 3, 4])).write(to: url)
    #expect(try WAVFile.info(at: url).format == PCMFormat(sampleRate: 48_000, channels: 2))
    #expect(try WAVFile.readSamples(at: url) == [1, 2, 3, 4])
  }

  @Test func refusesUnsupportedFormats() {
    let cases: [(Data, WAVError)] = [
      (WAVBytes.file(WAVBytes.fmt(tag: 3, bits: 32), WAVBytes.data([0, 0])), .unsupportedFormat("IEEE float samples")),
      (
        WAVBytes.file(WAVBytes.extensibleFmt(subformat: 3), WAVBytes.data([0, 0])),
        .unsupportedFormat("IEEE float samples")
      ),
      (
        WAVBytes.file(WAVBytes.fmt(bits: 24), WAVBytes.data([0, 0, 0])),
        .unsupportedFormat("24-bit samples; only 16-bit PCM is supported")
      ),
      (
        WAVBytes.file(WAVBytes.fmt(bits: 8), WAVBytes.data([0])),
        .unsupportedFormat("8-bit samples; only 16-bit PCM is supported")
      ),
      (WAVBytes.file(WAVBytes.fmt(), WAVBytes.data([0]), magic: "RIFX"), .unsupportedFormat("big-endian RIFX")),
      (WAVBytes.file(WAVBytes.fmt(), WAVBytes.data([0]), magic: "RF64"), .unsupportedFormat("RF64 (64-bit sizes)")),
    ]
    for (data, expected) in cases {
      #expect(throws: expected) { try WAVFile.parse(data) }
    }
  }

  @Test func refusesWhatIsNotAWAV() {
    #expect(throws: WAVError.notRIFF) { try WAVFile.parse(Data("ID3\u{4}not a wav at all".utf8)) }
    #expect(throws: WAVError.notWAVE) { try WAVFile.parse(WAVBytes.file(WAVBytes.fmt(), form: "AVI ")) }
    #expect(throws: WAVError.missingFormatChunk) {
      try WAVFile.parse(WAVBytes.file(WAVBytes.data([1]), WAVBytes.fmt()))
    }
    #expect(throws: WAVError.missingDataChunk) {
      try WAVFile.parse(WAVBytes.file(WAVBytes.fmt(), WAVBytes.chunk("LIST", [1, 2])))
    }
    #expect(throws: WAVError.self) { try WAVFile.parse(Data()) }
    #expect(throws: WAVError.self) { try WAVFile.parse(Data("RIF".utf8)) }
  }

  @Test func dataLargerThanTheFileIsALyingHeader() throws {
    // The RIFF size matches the real file, but the data chunk claims a megabyte.
    let lying = WAVBytes.file(WAVBytes.fmt(), WAVBytes.data([1, 2, 3], declaredSize: 1_000_000))
    let error = #expect(throws: WAVError.self) { try WAVFile.parse(lying) }
    guard case .lyingHeader = error else {
      Issue.record("expected lyingHeader, got \(String(describing: error))")
      return
    }
  }

  @Test func aFileCutShortIsTruncated() throws {
    let whole = WAVBytes.file(WAVBytes.fmt(), WAVBytes.data(sine(frames: 100)))
    let error = #expect(throws: WAVError.self) { try WAVFile.parse(whole.prefix(whole.count - 50)) }
    guard case .truncated = error else {
      Issue.record("expected truncated, got \(String(describing: error))")
      return
    }
  }

  @Test func placeholderSizesPointToRecovery() throws {
    let placeholder = WAVBytes.file(WAVBytes.fmt(), WAVBytes.data([1, 2], declaredSize: 0), riffSize: 0)
    let error = #expect(throws: WAVError.self) { try WAVFile.parse(placeholder) }
    guard case .lyingHeader(let reason) = error else {
      Issue.record("expected lyingHeader, got \(String(describing: error))")
      return
    }
    #expect(reason.contains("WAVRecovery"))
  }

  @Test func inconsistentFormatFieldsAreLyingHeaders() {
    let badAlign = WAVBytes.file(WAVBytes.fmt(blockAlign: 4), WAVBytes.data([1, 2]))
    #expect(throws: WAVError.lyingHeader("block align 4 does not match 1 channels of 16-bit")) {
      try WAVFile.parse(badAlign)
    }
    let badRate = WAVBytes.file(WAVBytes.fmt(byteRate: 1), WAVBytes.data([1, 2]))
    #expect(throws: WAVError.lyingHeader("byte rate 1 does not match 48000 Hz × 2 bytes")) {
      try WAVFile.parse(badRate)
    }
    let oddData = WAVBytes.file(WAVBytes.fmt(), WAVBytes.chunk("data", [1, 2, 3]))
    #expect(throws: WAVError.lyingHeader("data size 3 is not a whole number of 2-byte frames")) {
      try WAVFile.parse(oddData)
    }
  }

  @Test func hugeChunkSizesNeverAllocate() {
    let hugeFmt = Data(
      Array("RIFF".utf8) + WAVBytes.le32(100) + Array("WAVEfmt ".utf8) + WAVBytes.le32(0xFFFF_FFF0) + [1, 0])
    #expect(throws: WAVError.lyingHeader("fmt chunk claims 4294967280 bytes")) { try WAVFile.parse(hugeFmt) }
    let hugeList = WAVBytes.file(WAVBytes.chunk("LIST", [0, 0], declaredSize: 0x7FFF_FFFF), riffSize: 0xFFFF_FFF0)
    #expect(throws: WAVError.self) { try WAVFile.parse(hugeList) }
  }

  @Test func everyPrefixAndRandomCorruptionFailsCleanly() {
    let valid = WAVBytes.file(
      WAVBytes.chunk("LIST", [1, 2, 3, 4, 5]), WAVBytes.extensibleFmt(), WAVBytes.data([1, 2, 3, 4, 5, 6]))
    #expect((try? WAVFile.parse(valid)) != nil)
    for length in 0..<valid.count {
      #expect(throws: WAVError.self) { try WAVFile.parse(valid.prefix(length)) }
    }
    var random = SplitMix64(state: 42)
    for _ in 0..<2_000 {
      var bytes = [UInt8](valid)
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
      }
      // Either result is fine; a crash or a hang is not.
      _ = try? WAVFile.parse(Data(bytes))
    }
  }
}
