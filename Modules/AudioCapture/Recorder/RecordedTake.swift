import Foundation

/// A finished (or partial) take on disk: what the upload queue needs.
///
/// ```swift
/// let take = try await recorder.stop()
/// print(take.url.lastPathComponent, take.duration, take.byteSize, take.sha256)
/// ```
public struct RecordedTake: Sendable, Hashable, Codable {
  /// The WAV file.
  ///
  /// ```swift
  /// take.url.lastPathComponent // "item-42-20250101T120000-a1b2c3.wav"
  /// ```
  public var url: URL
  /// Playing time.
  ///
  /// ```swift
  /// take.duration // .seconds(12.5)
  /// ```
  public var duration: Duration
  /// Frames of audio.
  ///
  /// ```swift
  /// take.frameCount // 600_000
  /// ```
  public var frameCount: Int
  /// File size in bytes, header included.
  ///
  /// ```swift
  /// take.byteSize // 1_200_044
  /// ```
  public var byteSize: Int
  /// Lowercase hex SHA-256 of the whole file, as the upload API expects.
  ///
  /// ```swift
  /// take.sha256.count // 64
  /// ```
  public var sha256: String
  /// The audio format (always mono 16-bit; the source's sample rate).
  ///
  /// ```swift
  /// take.format == .speech
  /// ```
  public var format: PCMFormat

  /// Creates a value (the recorder does this).
  ///
  /// ```swift
  /// RecordedTake(url: url, duration: .seconds(1), frameCount: 48_000, byteSize: 96_044, sha256: hex, format: .speech)
  /// ```
  public init(url: URL, duration: Duration, frameCount: Int, byteSize: Int, sha256: String, format: PCMFormat) {
    self.url = url
    self.duration = duration
    self.frameCount = frameCount
    self.byteSize = byteSize
    self.sha256 = sha256
    self.format = format
  }

  /// ``duration`` as seconds, for JSON and display.
  ///
  /// ```swift
  /// take.durationInSeconds // 12.5
  /// ```
  public var durationInSeconds: Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
