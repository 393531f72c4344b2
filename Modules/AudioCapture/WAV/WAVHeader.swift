/// Constants and byte helpers for the canonical 44-byte PCM header this module writes.
enum WAVHeader {
  /// Size of the header the writer emits: RIFF(12) + fmt(8+16) + data(8).
  static let canonicalSize = 44
  /// Offset of the RIFF size field.
  static let riffSizeOffset: UInt64 = 4
  /// Largest data chunk whose RIFF size still fits in 32 bits.
  static let maxDataBytes: UInt64 = UInt64(UInt32.max) - UInt64(canonicalSize - 8)

  /// The header for `format`, with sizes set to `dataBytes` (0 is the placeholder a crash leaves).
  static func canonical(format: PCMFormat, dataBytes: UInt32) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(canonicalSize)
    bytes += Array("RIFF".utf8)
    bytes += le32(dataBytes == 0 ? 0 : UInt32(canonicalSize - 8) + dataBytes)
    bytes += Array("WAVE".utf8)
    bytes += Array("fmt ".utf8)
    bytes += le32(16)
    bytes += le16(1)  // WAVE_FORMAT_PCM
    bytes += le16(UInt16(truncatingIfNeeded: format.channels))
    bytes += le32(UInt32(truncatingIfNeeded: format.sampleRate))
    bytes += le32(UInt32(truncatingIfNeeded: format.byteRate))
    bytes += le16(UInt16(truncatingIfNeeded: format.bytesPerFrame))
    bytes += le16(UInt16(truncatingIfNeeded: format.bitsPerSample))
    bytes += Array("data".utf8)
    bytes += le32(dataBytes)
    return bytes
  }

  static func le16(_ value: UInt16) -> [UInt8] {
    [UInt8(truncatingIfNeeded: value), UInt8(truncatingIfNeeded: value >> 8)]
  }

  static func le32(_ value: UInt32) -> [UInt8] {
    (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * UInt32($0))) }
  }

  static func readLE16(_ bytes: [UInt8], _ at: Int) -> UInt16 {
    UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8
  }

  static func readLE32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
    UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3]) << 24
  }
}

extension [Int16] {
  /// Samples as little-endian bytes, the WAV byte order.
  func littleEndianBytes() -> [UInt8] {
    #if _endian(little)
      return withUnsafeBytes { [UInt8]($0) }
    #else
      return map(\.littleEndian).withUnsafeBytes { [UInt8]($0) }
    #endif
  }

  /// Decodes little-endian 16-bit samples; a trailing odd byte is ignored.
  init(littleEndianBytes bytes: [UInt8]) {
    let count = bytes.count / 2
    self.init(unsafeUninitializedCapacity: count) { buffer, initialized in
      bytes.withUnsafeBytes { raw in
        for index in 0..<count {
          buffer[index] = Int16(littleEndian: raw.loadUnaligned(fromByteOffset: index * 2, as: Int16.self))
        }
      }
      initialized = count
    }
  }
}
