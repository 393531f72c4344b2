import Foundation

/// The shape of linear PCM audio: sample rate, channel count and sample width.
///
/// Speech is recorded as 16-bit mono at 48 kHz (``speech``); other formats exist only
/// because files and capture commands can declare them, and anything that is not 16-bit is
/// refused with a typed `unsupportedFormat` error rather than converted.
///
/// ```swift
/// let format = PCMFormat.speech            // 48 kHz, mono, 16-bit
/// format.bytesPerFrame                     // 2
/// format.duration(ofFrames: 24_000)        // .milliseconds(500)
/// ```
public struct PCMFormat: Sendable, Hashable, Codable, CustomStringConvertible {
  /// Frames per second, e.g. `48_000`.
  public var sampleRate: Int

  /// Interleaved channels per frame: 1 for mono, 2 for stereo.
  public var channels: Int

  /// Bits per sample; only 16 is accepted for capture and writing.
  public var bitsPerSample: Int

  /// Creates a format. Nothing is validated here, so a format read from a file can be described
  /// in an error; ``validateForCapture()`` says whether the module can work with it.
  public init(sampleRate: Int, channels: Int, bitsPerSample: Int = 16) {
    self.sampleRate = sampleRate
    self.channels = channels
    self.bitsPerSample = bitsPerSample
  }

  /// 48 kHz, mono, 16-bit: what every take is recorded in by default.
  public static let speech = PCMFormat(sampleRate: 48_000, channels: 1, bitsPerSample: 16)

  /// Bytes in one frame (one sample for every channel).
  public var bytesPerFrame: Int { channels * (bitsPerSample / 8) }

  /// Bytes per second of audio.
  public var byteRate: Int { sampleRate * bytesPerFrame }

  /// The same format with one channel: what a stereo source becomes after downmixing.
  public var mono: PCMFormat { PCMFormat(sampleRate: sampleRate, channels: 1, bitsPerSample: bitsPerSample) }

  /// Exact playing time of `frames` frames.
  public func duration(ofFrames frames: Int) -> Duration {
    guard sampleRate > 0 else { return .zero }
    // Whole seconds first, then the remainder, so an hour of audio never loses precision.
    let whole = frames / sampleRate
    let rest = frames % sampleRate
    return .seconds(whole) + .seconds(rest) / sampleRate
  }

  /// The number of whole frames that fit in `duration` (rounded to the nearest frame).
  public func frames(in duration: Duration) -> Int {
    let (seconds, attoseconds) = duration.components
    let exact = Double(seconds) * Double(sampleRate) + Double(attoseconds) * Double(sampleRate) / 1e18
    guard exact.isFinite, exact > 0 else { return 0 }
    return exact >= Double(Int.max) ? Int.max : Int(exact.rounded())
  }

  /// Throws unless the module can capture and write this format: 16-bit, 1–8 channels,
  /// 1 kHz–384 kHz.
  public func validateForCapture() throws(CaptureError) {
    guard bitsPerSample == 16 else {
      throw .unsupportedFormat("\(bitsPerSample)-bit samples; only 16-bit PCM is supported")
    }
    guard (1...8).contains(channels) else {
      throw .unsupportedFormat("\(channels) channels; 1 to 8 are supported")
    }
    guard (1_000...384_000).contains(sampleRate) else {
      throw .unsupportedFormat("sample rate \(sampleRate) Hz; 1 kHz to 384 kHz is supported")
    }
  }

  /// `"48000 Hz, 1 ch, 16-bit"`.
  public var description: String { "\(sampleRate) Hz, \(channels) ch, \(bitsPerSample)-bit" }
}
