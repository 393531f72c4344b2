import Foundation

/// A finished (or partial) take on disk: what the upload queue needs.
public struct RecordedTake: Sendable, Hashable, Codable {
  /// The finished WAV file; the recorder no longer writes to it.
  public var url: URL
  /// Playing time of the audio, `frameCount` at the format's sample rate.
  public var duration: Duration
  /// Frames of audio (one sample each: takes are mono).
  public var frameCount: Int
  /// File size in bytes, header included.
  public var byteSize: Int
  /// Lowercase hex SHA-256 of the whole file, as the upload API expects.
  public var sha256: String
  /// The audio format (always mono 16-bit; the source's sample rate).
  public var format: PCMFormat

  /// Creates a value (the recorder does this).
  public init(url: URL, duration: Duration, frameCount: Int, byteSize: Int, sha256: String, format: PCMFormat) {
    self.url = url
    self.duration = duration
    self.frameCount = frameCount
    self.byteSize = byteSize
    self.sha256 = sha256
    self.format = format
  }

  /// ``duration`` as seconds, for JSON and display.
  public var durationInSeconds: Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
