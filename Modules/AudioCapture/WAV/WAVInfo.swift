/// What a WAV header says, once the reader has checked it against the file.
public struct WAVInfo: Sendable, Hashable {
  /// The sample format from the `fmt ` chunk (always 16-bit once parsed).
  public var format: PCMFormat
  /// Byte offset of the first sample in the file.
  public var dataOffset: UInt64
  /// Bytes of sample data (a whole number of frames).
  public var dataByteCount: UInt64

  /// Creates a value (the reader does this; tests may too).
  public init(format: PCMFormat, dataOffset: UInt64, dataByteCount: UInt64) {
    self.format = format
    self.dataOffset = dataOffset
    self.dataByteCount = dataByteCount
  }

  /// Number of frames in the data chunk.
  public var frameCount: Int {
    let perFrame = UInt64(max(1, format.bytesPerFrame))
    return Int(clamping: dataByteCount / perFrame)
  }

  /// Playing time.
  public var duration: Duration { format.duration(ofFrames: frameCount) }
}
