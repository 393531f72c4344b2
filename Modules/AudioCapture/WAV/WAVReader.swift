import Foundation

/// Streams the samples of a WAV file in bounded chunks, so an hour-long take is never loaded
/// whole. The header is checked strictly when the reader opens.
public final class WAVReader {
  /// The checked header.
  public let info: WAVInfo
  private let file: PosixFile
  private var framesRead = 0

  /// Opens and checks `url`.
  ///
  /// - Throws: ``WAVError`` when the file is missing, not a 16-bit PCM WAV, or lies about sizes.
  public init(url: URL) throws(WAVError) {
    let file = try PosixFile.openExisting(url)
    self.file = file
    self.info = WAVFile.info(
      from: try WAVParser.layout(of: FileBytes(file: file, byteCount: file.size()), mode: .strict))
  }

  /// Frames not yet read.
  public var framesRemaining: Int { info.frameCount - framesRead }

  /// Reads up to `maxFrames` frames (interleaved samples); an empty array at the end.
  ///
  /// - Throws: ``WAVError/truncated(_:)`` if the file shrank since it was opened.
  public func read(maxFrames: Int) throws(WAVError) -> [Int16] {
    let frames = min(max(0, maxFrames), framesRemaining)
    guard frames > 0 else { return [] }
    let bytesPerFrame = info.format.bytesPerFrame
    let offset = info.dataOffset + UInt64(framesRead) * UInt64(bytesPerFrame)
    let bytes = try file.read(count: frames * bytesPerFrame, at: offset)
    guard bytes.count == frames * bytesPerFrame else {
      throw .truncated("\(file.name) shrank while being read")
    }
    framesRead += frames
    return [Int16](littleEndianBytes: bytes)
  }
}

@available(*, unavailable, message: "A reader owns a file position; keep it in one task.")
extension WAVReader: Sendable {}
