#if canImport(AVFoundation) && !os(Linux)
  @preconcurrency import AVFoundation
  import Foundation

  /// Encodes a finished WAV take as AAC in an `.m4a` container (`kAudioFormatMPEG4AAC`), about
  /// 15× smaller than the WAV at the default 64 kbit/s: good for mobile uploads.
  public enum M4AEncoder {
    /// Reads `wav` in 4 096-frame buffers and writes `destination` (replaced if it exists).
    ///
    /// - Throws: ``WAVError/unreadable(_:reason:)`` or ``WAVError/unwritable(_:reason:)``.
    public static func encode(wav: URL, to destination: URL, bitRate: Int = 64_000) throws(WAVError) {
      let input: AVAudioFile
      do {
        input = try AVAudioFile(forReading: wav)
      } catch {
        throw .unreadable(wav.lastPathComponent, reason: error.localizedDescription)
      }
      // Standard (Float32, deinterleaved) processing formats on both sides, so buffers read from
      // the WAV can be written to the encoder unchanged.
      let format = input.processingFormat
      let settings: [String: Any] = [
        AVFormatIDKey: Int(kAudioFormatMPEG4AAC),
        AVSampleRateKey: format.sampleRate,
        AVNumberOfChannelsKey: Int(format.channelCount),
        AVEncoderBitRateKey: bitRate,
      ]
      try? FileManager.default.removeItem(at: destination)
      do {
        // Scoped so the file is released, and its container finalised, before returning.
        try writeAll(from: input, format: format, to: destination, settings: settings)
      } catch {
        try? FileManager.default.removeItem(at: destination)
        throw .unwritable(destination.lastPathComponent, reason: error.localizedDescription)
      }
      #if os(iOS)
        try? FileManager.default.setAttributes(
          [.protectionKey: FileProtectionType.complete], ofItemAtPath: destination.path)
      #endif
    }

    private static func writeAll(
      from input: AVAudioFile, format: AVAudioFormat, to destination: URL, settings: [String: Any]
    ) throws {
      let output = try AVAudioFile(forWriting: destination, settings: settings)
      guard let buffer = AVAudioPCMBuffer(pcmFormat: format, frameCapacity: 4_096) else {
        throw WAVError.unwritable(destination.lastPathComponent, reason: "cannot allocate a buffer")
      }
      while input.framePosition < input.length {
        try input.read(into: buffer)
        if buffer.frameLength == 0 { break }
        try output.write(from: buffer)
      }
    }
  }
#endif
