extension WAVError: CustomStringConvertible {
  /// A one-line message for a terminal or a log.
  public var description: String {
    switch self {
    case .notRIFF: "not a WAV file (no RIFF header)"
    case .notWAVE: "not a WAV file (the RIFF form is not WAVE)"
    case .missingFormatChunk: "the WAV file has no fmt chunk before its data"
    case .missingDataChunk: "the WAV file has no data chunk"
    case .unsupportedFormat(let reason): "unsupported WAV format: \(reason)"
    case .truncated(let reason): "the WAV file is truncated: \(reason)"
    case .lyingHeader(let reason): "the WAV header is inconsistent: \(reason)"
    case .unreadable(let name, let reason): "cannot read \(name): \(reason)"
    case .unwritable(let name, let reason): "cannot write \(name): \(reason)"
    case .tooLarge: "the recording exceeds the 4 GiB WAV limit"
    }
  }
}
