import Foundation

/// Reads the playing time of a RIFF/WAVE file from its header.
enum WAVDuration {
  /// How much of the file is searched for the `fmt ` and `data` chunks.
  static let headerSearchBytes = 64 * 1024

  /// Duration in milliseconds of the WAV file at `path`, or nil if it is not a readable WAV.
  static func milliseconds(ofFileAt path: String) -> Int64? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    guard let header = try? handle.read(upToCount: headerSearchBytes),
      let fileSize = try? handle.seekToEnd()
    else { return nil }
    return milliseconds(header: Array(header), fileSize: Int64(fileSize))
  }

  /// Duration from the first bytes of a file and its total size.
  ///
  /// Walks the chunk list instead of assuming the 44-byte canonical layout, because recorders
  /// commonly insert `LIST`/`fact` chunks. A `data` size larger than the file (streaming
  /// writers leave 0xFFFFFFFF) is clamped to the bytes actually present.
  static func milliseconds(header: [UInt8], fileSize: Int64) -> Int64? {
    guard header.count >= 12, header[0..<4].elementsEqual("RIFF".utf8), header[8..<12].elementsEqual("WAVE".utf8)
    else { return nil }
    var offset = 12
    var byteRate: Int64?
    while offset + 8 <= header.count {
      let chunkID = header[offset..<offset + 4]
      let chunkSize = Int64(littleEndian32(header, at: offset + 4))
      let dataStart = offset + 8
      if chunkID.elementsEqual("fmt ".utf8), dataStart + 12 <= header.count {
        byteRate = Int64(littleEndian32(header, at: dataStart + 8))
      } else if chunkID.elementsEqual("data".utf8) {
        guard let byteRate, byteRate > 0 else { return nil }
        let available = max(0, fileSize - Int64(dataStart))
        return min(chunkSize, available) * 1000 / byteRate
      }
      // Chunks are padded to an even length.
      offset = dataStart + Int(chunkSize + chunkSize % 2)
    }
    return nil
  }

  private static func littleEndian32(_ bytes: [UInt8], at index: Int) -> UInt32 {
    UInt32(bytes[index]) | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2]) << 16
      | UInt32(bytes[index + 3]) << 24
  }
}
