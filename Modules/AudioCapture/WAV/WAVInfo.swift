/// What a WAV header says, once the reader has checked it against the file.
///
/// ```swift
/// let info = try WAVFile.info(at: url)
/// print(info.format, info.frameCount, info.duration)
/// ```
public struct WAVInfo: Sendable, Hashable {
  /// The sample format from the `fmt ` chunk (always 16-bit once parsed).
  ///
  /// ```swift
  /// info.format == .speech
  /// ```
  public var format: PCMFormat
  /// Byte offset of the first sample in the file.
  ///
  /// ```swift
  /// info.dataOffset // 44 for a canonical header
  /// ```
  public var dataOffset: UInt64
  /// Bytes of sample data (a whole number of frames).
  ///
  /// ```swift
  /// info.dataByteCount // 96_000 for a second of speech format
  /// ```
  public var dataByteCount: UInt64

  /// Creates a value (the reader does this; tests may too).
  ///
  /// ```swift
  /// WAVInfo(format: .speech, dataOffset: 44, dataByteCount: 0)
  /// ```
  public init(format: PCMFormat, dataOffset: UInt64, dataByteCount: UInt64) {
    self.format = format
    self.dataOffset = dataOffset
    self.dataByteCount = dataByteCount
  }

  /// Number of frames in the data chunk.
  ///
  /// ```swift
  /// info.frameCount // 48_000
  /// ```
  public var frameCount: Int {
    let perFrame = UInt64(max(1, format.bytesPerFrame))
    return Int(clamping: dataByteCount / perFrame)
  }

  /// Playing time.
  ///
  /// ```swift
  /// info.duration // .seconds(1)
  /// ```
  public var duration: Duration { format.duration(ofFrames: frameCount) }
}
