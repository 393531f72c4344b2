/// Random access to the bytes being parsed: an in-memory buffer or an open file. The parser only
/// ever asks for headers (8 bytes) and the `fmt ` body (capped), so a header that claims
/// gigabytes never causes a gigabyte allocation.
protocol WAVByteSource {
  var byteCount: UInt64 { get }
  func bytes(at offset: UInt64, count: Int) throws(WAVError) -> [UInt8]
}

struct InMemoryBytes: WAVByteSource {
  let storage: [UInt8]
  var byteCount: UInt64 { UInt64(storage.count) }
  func bytes(at offset: UInt64, count: Int) throws(WAVError) -> [UInt8] {
    guard offset < byteCount else { return [] }
    let start = Int(offset)
    return Array(storage[start..<Swift.min(storage.count, start + count)])
  }
}

struct FileBytes: WAVByteSource {
  let file: PosixFile
  let byteCount: UInt64
  func bytes(at offset: UInt64, count: Int) throws(WAVError) -> [UInt8] {
    try file.read(count: count, at: offset)
  }
}

/// Where the chunks of a WAV file are, as declared. Strict parsing turns this into ``WAVInfo``;
/// recovery uses the raw declared sizes to decide what to repair.
struct WAVLayout: Equatable {
  var format: PCMFormat
  var declaredRIFFSize: UInt64
  /// Offset of the `data` chunk's 8-byte header.
  var dataHeaderOffset: UInt64
  var declaredDataSize: UInt64
  var fileSize: UInt64

  var dataOffset: UInt64 { dataHeaderOffset + 8 }
}

enum WAVParser {
  /// Largest `fmt ` body we read; WAVE_FORMAT_EXTENSIBLE needs 40.
  static let maxFormatChunkSize: UInt64 = 4_096

  enum Mode {
    /// Every size must agree with the file.
    case strict
    /// Sizes may be placeholders or lies (a crashed take); the chunks before `data` must still
    /// be sound. Used by ``WAVRecovery``.
    case recovery
  }

  static func layout(of source: some WAVByteSource, mode: Mode) throws(WAVError) -> WAVLayout {
    let fileSize = source.byteCount
    let head = try source.bytes(at: 0, count: 12)
    try checkMagic(head, fileSize: fileSize)
    let riffSize = UInt64(WAVHeader.readLE32(head, 4))
    let riffEnd = 8 + riffSize
    let riffOverclaims = riffEnd > fileSize

    let walkEnd: UInt64
    switch mode {
    case .strict:
      guard riffSize >= 4 else {
        throw .lyingHeader(
          "RIFF size is \(riffSize): header sizes are placeholders (an unfinished take); repair it with WAVRecovery")
      }
      walkEnd = Swift.min(riffEnd, fileSize)
    case .recovery:
      walkEnd = fileSize
    }

    /// The error for a chunk that runs past the bytes we have.
    func overrun(_ what: String, end: UInt64) -> WAVError {
      if end > fileSize, riffOverclaims || mode == .recovery {
        return .truncated("\(what) ends at byte \(end) but the file has \(fileSize)")
      }
      if end > fileSize {
        return .lyingHeader("\(what) claims to end at byte \(end) but the file (and its RIFF size) has \(fileSize)")
      }
      return .lyingHeader("\(what) ends at byte \(end), past the RIFF size \(riffEnd)")
    }

    var format: PCMFormat?
    var offset: UInt64 = 12
    while offset + 8 <= walkEnd {
      let header = try source.bytes(at: offset, count: 8)
      guard header.count == 8 else { throw .truncated("chunk header at byte \(offset) is cut short") }
      let id = String(decoding: header[0..<4], as: UTF8.self)
      let size = UInt64(WAVHeader.readLE32(header, 4))
      let bodyEnd = offset + 8 + size

      switch id {
      case "fmt ":
        guard size >= 16 else { throw .lyingHeader("fmt chunk is \(size) bytes; PCM needs at least 16") }
        guard size <= maxFormatChunkSize else { throw .lyingHeader("fmt chunk claims \(size) bytes") }
        guard bodyEnd <= walkEnd else { throw overrun("fmt chunk", end: bodyEnd) }
        let body = try source.bytes(at: offset + 8, count: Int(size))
        guard body.count == Int(size) else { throw .truncated("fmt chunk is cut short") }
        format = try parseFormat(body)

      case "data":
        guard let format else { throw .missingFormatChunk }
        if mode == .strict {
          guard bodyEnd <= fileSize else { throw overrun("data chunk", end: bodyEnd) }
          guard bodyEnd <= riffEnd else { throw overrun("data chunk", end: bodyEnd) }
          guard size % UInt64(format.bytesPerFrame) == 0 else {
            throw .lyingHeader("data size \(size) is not a whole number of \(format.bytesPerFrame)-byte frames")
          }
        }
        return WAVLayout(
          format: format, declaredRIFFSize: riffSize, dataHeaderOffset: offset,
          declaredDataSize: size, fileSize: fileSize)

      default:
        // LIST, fact, bext, JUNK…: skipped by arithmetic, never read. Odd sizes carry a pad byte.
        let paddedEnd = bodyEnd + (size & 1)
        guard bodyEnd <= walkEnd else { throw overrun("\"\(printable(id))\" chunk", end: bodyEnd) }
        offset = paddedEnd
        continue
      }
      offset = bodyEnd + (size & 1)
    }

    if riffOverclaims && mode == .strict {
      throw .truncated("the file ends at byte \(fileSize) but its RIFF size declares \(riffEnd)")
    }
    if format == nil { throw .missingFormatChunk }
    throw .missingDataChunk
  }

  private static func checkMagic(_ head: [UInt8], fileSize: UInt64) throws(WAVError) {
    let magic = String(decoding: head.prefix(4), as: UTF8.self)
    if head.count >= 4 {
      switch magic {
      case "RIFF": break
      case "RIFX": throw .unsupportedFormat("big-endian RIFX")
      case "RF64", "BW64": throw .unsupportedFormat("\(magic) (64-bit sizes)")
      default: throw .notRIFF
      }
    } else if !"RIFF".utf8.starts(with: head) {
      throw .notRIFF
    }
    guard head.count == 12 else {
      throw .truncated("the file is \(fileSize) bytes, shorter than a RIFF header")
    }
    guard String(decoding: head[8..<12], as: UTF8.self) == "WAVE" else { throw .notWAVE }
  }

  /// The tail shared by every KSDATAFORMAT_SUBTYPE_* GUID after its 16-bit format tag.
  private static let subformatGUIDTail: [UInt8] = [
    0x00, 0x00, 0x00, 0x00, 0x10, 0x00, 0x80, 0x00, 0x00, 0xAA, 0x00, 0x38, 0x9B, 0x71,
  ]

  static func parseFormat(_ body: [UInt8]) throws(WAVError) -> PCMFormat {
    var tag = WAVHeader.readLE16(body, 0)
    let channels = Int(WAVHeader.readLE16(body, 2))
    let sampleRate = Int(WAVHeader.readLE32(body, 4))
    let byteRate = Int(WAVHeader.readLE32(body, 8))
    let blockAlign = Int(WAVHeader.readLE16(body, 12))
    let bits = Int(WAVHeader.readLE16(body, 14))

    if tag == 0xFFFE {
      guard body.count >= 40, WAVHeader.readLE16(body, 16) >= 22 else {
        throw .lyingHeader("WAVE_FORMAT_EXTENSIBLE fmt chunk is too short")
      }
      let validBits = Int(WAVHeader.readLE16(body, 18))
      guard Array(body[26..<40]) == subformatGUIDTail else {
        throw .unsupportedFormat("WAVE_FORMAT_EXTENSIBLE with a non-standard subformat")
      }
      tag = WAVHeader.readLE16(body, 24)
      if tag == 1, validBits == 0 || validBits > bits {
        throw .lyingHeader("\(validBits) valid bits in a \(bits)-bit container")
      }
    }

    switch tag {
    case 1: break
    case 3: throw .unsupportedFormat("IEEE float samples")
    case 6: throw .unsupportedFormat("A-law samples")
    case 7: throw .unsupportedFormat("µ-law samples")
    default: throw .unsupportedFormat("format tag 0x\(String(tag, radix: 16))")
    }
    guard channels > 0 else { throw .lyingHeader("0 channels") }
    guard sampleRate > 0 else { throw .lyingHeader("sample rate 0") }
    let format = PCMFormat(sampleRate: sampleRate, channels: channels, bitsPerSample: bits)
    do {
      try format.validateForCapture()
    } catch {
      if case .unsupportedFormat(let reason) = error { throw .unsupportedFormat(reason) }
      throw .unsupportedFormat("\(format)")
    }
    guard blockAlign == format.bytesPerFrame else {
      throw .lyingHeader("block align \(blockAlign) does not match \(channels) channels of \(bits)-bit")
    }
    guard byteRate == format.byteRate else {
      throw .lyingHeader("byte rate \(byteRate) does not match \(sampleRate) Hz × \(blockAlign) bytes")
    }
    return format
  }

  private static func printable(_ id: String) -> String {
    String(id.unicodeScalars.map { $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F ? Character($0) : "?" })
  }
}
