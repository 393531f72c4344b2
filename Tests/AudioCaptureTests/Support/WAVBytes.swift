import Foundation

/// Hand-built WAV files for parser tests.
enum WAVBytes {
  static func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF)] }
  static func le32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) } }

  /// A chunk with its pad byte when the body is odd.
  static func chunk(_ id: String, _ body: [UInt8], declaredSize: Int? = nil) -> [UInt8] {
    Array(id.utf8) + le32(declaredSize ?? body.count) + body + (body.count % 2 == 1 ? [0] : [])
  }

  static func fmt(
    tag: Int = 1, channels: Int = 1, rate: Int = 48_000, bits: Int = 16,
    blockAlign: Int? = nil, byteRate: Int? = nil
  ) -> [UInt8] {
    let align = blockAlign ?? channels * bits / 8
    return chunk(
      "fmt ",
      le16(tag) + le16(channels) + le32(rate) + le32(byteRate ?? rate * align) + le16(align) + le16(bits))
  }

  /// WAVE_FORMAT_EXTENSIBLE with the given subformat tag (1 = PCM, 3 = float).
  static func extensibleFmt(channels: Int = 2, rate: Int = 48_000, subformat: Int = 1) -> [UInt8] {
    let align = channels * 2
    let guidTail: [UInt8] = [0x00, 0x00, 0x00, 0x00, 0x10, 0x00, 0x80, 0x00, 0x00, 0xAA, 0x00, 0x38, 0x9B, 0x71]
    let body =
      le16(0xFFFE) + le16(channels) + le32(rate) + le32(rate * align) + le16(align) + le16(16)
      + le16(22) + le16(16) + le32(3) + le16(subformat) + guidTail
    return chunk("fmt ", body)
  }

  static func data(_ samples: [Int16], declaredSize: Int? = nil) -> [UInt8] {
    var body: [UInt8] = []
    for sample in samples { body += le16(Int(UInt16(bitPattern: sample))) }
    return chunk("data", body, declaredSize: declaredSize)
  }

  /// `RIFF <size> WAVE` + chunks; the RIFF size is right unless overridden.
  static func file(_ chunks: [UInt8]..., riffSize: Int? = nil, form: String = "WAVE", magic: String = "RIFF") -> Data {
    let body = chunks.flatMap { $0 }
    return Data(Array(magic.utf8) + le32(riffSize ?? (4 + body.count)) + Array(form.utf8) + body)
  }
}
