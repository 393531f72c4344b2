import AudioCapture
import Foundation

/// Why an analysis could not run. An empty stream is not an error: it yields a report that says
/// ``AudioQuality/noSpeech``.
public enum SpeechAnalysisError: Error, Sendable, Hashable {
  /// The format is not 16-bit PCM with 1–8 channels at 1 kHz–384 kHz; the text says which part.
  case unsupportedFormat(String)
  /// A chunk arrived in a format other than the one the analyzer was created for.
  case formatChanged(expected: PCMFormat, received: PCMFormat)
  /// The WAV file could not be opened or read (``SpeechAnalyzer/analyze(fileAt:configuration:)``).
  case file(WAVError)
}
