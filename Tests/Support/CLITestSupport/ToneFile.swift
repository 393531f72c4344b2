import Foundation

/// Sound files for the commands that read one (`record --source file:`, `practice`).
public enum ToneFile {
  /// `seconds` of a 440 Hz sine, mono 16-bit 48 kHz, in the temporary folder.
  public static func makeInput(seconds: Int = 1) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("in-\(UUID().uuidString).wav")
    var samples = Data()
    for index in 0..<(48_000 * seconds) {
      let value = Int16(12_000 * sin(2 * Double.pi * 440 * Double(index) / 48_000))
      withUnsafeBytes(of: value.littleEndian) { samples.append(contentsOf: $0) }
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
