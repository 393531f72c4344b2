import AudioCapture
import Foundation

/// Sound files for the commands that read one (`record --source file:`, `practice`).
public enum ToneFile {
  /// `seconds` of a 440 Hz sine, mono 16-bit 48 kHz, in the temporary folder.
  public static func makeInput(seconds: Int = 1) throws -> URL {
    try write((0..<(48_000 * seconds)).map { 12_000 * sin(2 * Double.pi * 440 * Double($0) / 48_000) })
  }

  /// `seconds` of AudioCapture's synthetic voice (`ToneGenerator.spokenVowels`), which the analysis hears as
  /// speech: for a take that must count as practised, where the steady tone of ``makeInput(seconds:)`` is,
  /// rightly, no speech (issue 37).
  public static func makeSpeech(seconds: Int = 3) throws -> URL {
    try write(ToneGenerator.spokenVowels(duration: .seconds(seconds)).map(Double.init))
  }

  /// A beep train: 100 ms of 600 Hz every 200 ms for `seconds` (what a phone's keypad or a timer makes).
  public static func makeBeeps(seconds: Int = 3) throws -> URL {
    try write(
      (0..<(48_000 * seconds)).map { index in
        index % 9_600 < 4_800 ? 12_000 * sin(2 * Double.pi * 600 * Double(index) / 48_000) : 0
      })
  }

  /// `seconds` of white noise at about −20 dBFS, the same every run (a fixed seed).
  public static func makeNoise(seconds: Int = 3) throws -> URL {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    return try write(
      (0..<(48_000 * seconds)).map { _ in
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Double(Int64(bitPattern: state >> 11) % 6_000)
      })
  }

  /// `url`'s RIFF and data sizes replaced by the placeholders a writer that streams to a pipe leaves
  /// (`espeak-ng --stdout` writes 0x7FFFF024 and 0x7FFFF000): the audio is whole, the header cannot know it.
  public static func withPlaceholderSizes(_ url: URL) throws {
    var bytes = try Data(contentsOf: url)
    bytes.replaceSubrange(4..<8, with: [0x24, 0xF0, 0xFF, 0x7F])
    bytes.replaceSubrange(40..<44, with: [0x00, 0xF0, 0xFF, 0x7F])
    try bytes.write(to: url)
  }

  private static func write(_ values: [Double]) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("in-\(UUID().uuidString).wav")
    var samples = Data()
    for value in values {
      withUnsafeBytes(of: Int16(value).littleEndian) { samples.append(contentsOf: $0) }
    }
    var header = Data("RIFF".utf8)
    func le32(_ v: UInt32) { withUnsafeBytes(of: v.littleEndian) { header.append(contentsOf: $0) } }
    func le16(_ v: UInt16) { withUnsafeBytes(of: v.littleEndian) { header.append(contentsOf: $0) } }
    le32(UInt32(36 + samples.count))
    header.append(contentsOf: Array("WAVEfmt ".utf8))
    le32(16)
    le16(1)
    le16(1)
    le32(48_000)
    le32(96_000)
    le16(2)
    le16(16)
    header.append(contentsOf: Array("data".utf8))
    le32(UInt32(samples.count))
    try (header + samples).write(to: url)
    return url
  }
}
