/// A WAV header at the start of a stream of raw PCM (`arecord` without `-t raw`, `sox … -t wav -`,
/// `espeak-ng --stdout`): recognised, then skipped when its format is the one the source was told and refused
/// when it is not — so the header never becomes a click at the start of a take, and 22 kHz audio is never
/// taken for 48 kHz. A stream whose first bytes are not `RIFF` is raw PCM, as declared.
enum StreamedWAVHeader {
  /// What the bytes read so far say.
  enum Verdict: Equatable {
    /// Not enough bytes to tell yet.
    case needMore
    /// Raw PCM: nothing to skip.
    case raw
    /// A header in the declared format, ending where the samples start.
    case skip(bytes: Int)
    /// A header for a format other than the declared one, or one that cannot be read.
    case refused(CaptureError)
  }

  /// Headers longer than this (LIST chunks and the like before `data`) are refused rather than buffered.
  static let maximumLength = 65_536

  /// Examines the first `bytes` of a stream declared to be `declared`.
  static func examine(_ bytes: [UInt8], declared: PCMFormat) -> Verdict {
    let riff = Array("RIFF".utf8)
    guard bytes.count >= 12 else { return riff.starts(with: bytes.prefix(4)) ? .needMore : .raw }
    guard bytes.starts(with: riff), bytes[8..<12].elementsEqual("WAVE".utf8) else { return .raw }
    var offset = 12
    var format: PCMFormat?
    while offset + 8 <= bytes.count {
      let id = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
      let size = Int(WAVHeader.readLE32(bytes, offset + 4))
      let body = offset + 8
      switch id {
      case "data":
        guard let format else { return .refused(.unsupportedFormat("the stream's WAV header has no fmt chunk")) }
        guard format == declared else {
          return .refused(
            .unsupportedFormat("the stream is a WAV of \(format), not the \(declared) this source was told to read"))
        }
        return .skip(bytes: body)
      case "fmt ":
        guard UInt64(size) <= WAVParser.maxFormatChunkSize else {
          return .refused(.unsupportedFormat("the stream's WAV header has a fmt chunk of \(size) bytes"))
        }
        guard body + size <= bytes.count else { return needMoreUnlessTooLong(bytes) }
        do { format = try WAVParser.parseFormat(Array(bytes[body..<body + size])) } catch {
          return .refused(.unsupportedFormat("the stream is a WAV file that cannot be read: \(error)"))
        }
      default: break
      }
      offset = body + size + (size & 1)
      guard offset <= maximumLength else { return .refused(.unsupportedFormat("the stream's WAV header is too long")) }
    }
    return needMoreUnlessTooLong(bytes)
  }

  private static func needMoreUnlessTooLong(_ bytes: [UInt8]) -> Verdict {
    bytes.count > maximumLength ? .refused(.unsupportedFormat("the stream's WAV header is too long")) : .needMore
  }
}
