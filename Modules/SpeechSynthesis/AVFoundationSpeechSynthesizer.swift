#if canImport(AVFoundation)
  import AudioCapture
  import AVFoundation
  import Foundation

  /// Speaks with `AVSpeechSynthesizer`, writing its buffers as 16-bit PCM into a WAV file: the voice
  /// is `AVSpeechSynthesisVoice(language:)`, the pace `AVSpeechUtteranceDefaultSpeechRate` times the
  /// request's factor (within the platform's minimum and maximum). Compiled on Apple platforms only.
  public struct AVFoundationSpeechSynthesizer: SpeechSynthesizer {
    /// A synthesizer over the system's voices.
    public init() {}

    public func synthesize(_ request: SpeechRequest, to file: URL) async throws(SpeechSynthesisError)
      -> SynthesizedSpeech
    {
      let text = try request.validate()
      guard let voice = AVSpeechSynthesisVoice(language: request.language) else {
        throw SpeechSynthesisError(.noVoice, language: request.language)
      }
      let utterance = AVSpeechUtterance(string: text)
      utterance.voice = voice
      utterance.rate = min(
        AVSpeechUtteranceMaximumSpeechRate,
        max(AVSpeechUtteranceMinimumSpeechRate, AVSpeechUtteranceDefaultSpeechRate * Float(request.rate.factor)))
      let collected: Result<([Int16], Int), SpeechSynthesisError> = await Self.render(utterance)
      let (samples, sampleRate) = try collected.get()
      guard !samples.isEmpty else { throw SpeechSynthesisError(.unreadableOutput, detail: "no audio") }
      do {
        if FileManager.default.fileExists(atPath: file.path) { try FileManager.default.removeItem(at: file) }
        _ = try WAVFile.write(samples, format: PCMFormat(sampleRate: sampleRate, channels: 1), to: file)
      } catch {
        throw SpeechSynthesisError(.failed, detail: String(describing: error))
      }
      return try SynthesizedSpeech.reading(file, voice: voice.identifier)
    }

    /// Collects the utterance's buffers as mono 16-bit samples; the synthesizer signals the end with an
    /// empty buffer.
    private static func render(_ utterance: AVSpeechUtterance) async -> Result<([Int16], Int), SpeechSynthesisError> {
      let synthesizer = AVSpeechSynthesizer()
      return await withCheckedContinuation { continuation in
        let state = Collected()
        synthesizer.write(utterance) { buffer in
          guard let pcm = buffer as? AVAudioPCMBuffer else { return }
          if pcm.frameLength == 0 {
            continuation.resume(returning: state.finish())
            return
          }
          state.append(pcm)
        }
      }
    }

    /// The samples gathered so far; the write callback runs on one queue at a time.
    private final class Collected: @unchecked Sendable {
      private var samples: [Int16] = []
      private var sampleRate = 22_050
      private var finished = false

      func append(_ buffer: AVAudioPCMBuffer) {
        sampleRate = Int(buffer.format.sampleRate)
        let frames = Int(buffer.frameLength)
        if let floats = buffer.floatChannelData?[0] {
          samples += (0..<frames).map { Int16(max(-1, min(1, floats[$0])) * Float(Int16.max)) }
        } else if let ints = buffer.int16ChannelData?[0] {
          samples += UnsafeBufferPointer(start: ints, count: frames)
        }
      }

      func finish() -> Result<([Int16], Int), SpeechSynthesisError> {
        guard !finished else { return .failure(SpeechSynthesisError(.failed, detail: "ended twice")) }
        finished = true
        return .success((samples, sampleRate))
      }
    }
  }
#endif
