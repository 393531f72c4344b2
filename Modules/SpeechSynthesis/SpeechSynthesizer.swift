import AudioCapture
import Foundation

/// Turns text into speech in a WAV file: the one synthesizer protocol of the app, for a cue's model
/// answer. Linux and macOS: ``CommandSpeechSynthesizer`` (espeak-ng, or the command the host names);
/// Apple platforms: ``AVFoundationSpeechSynthesizer``. ``SystemSpeechSynthesizer/resolve(command:searchPath:)``
/// picks one; tests pass their own.
public protocol SpeechSynthesizer: Sendable {
  /// Speaks `request` into a 16-bit PCM WAV file at `file` (replaced if it exists) that AudioCapture's
  /// `WAVReader` accepts, and describes it. On failure nothing is left at `file`.
  ///
  /// - Throws: a ``SpeechSynthesisError``: ``SpeechSynthesisError/Kind/noVoice`` when no voice speaks the
  ///   language, ``SpeechSynthesisError/Kind/emptyText`` for blank text, others for a synthesizer that
  ///   is missing, failed or wrote something unreadable; `cancelled` when the task was cancelled.
  func synthesize(_ request: SpeechRequest, to file: URL) async throws(SpeechSynthesisError) -> SynthesizedSpeech
}

/// What to say, in which language and how fast.
public struct SpeechRequest: Sendable, Hashable {
  /// The words, plain text (no markup is interpreted).
  public var text: String
  /// A BCP 47 language tag, e.g. `es` or `en-GB`; the synthesizer picks its voice for it.
  public var language: String
  /// How fast, relative to the synthesizer's normal pace.
  public var rate: SpeechRate

  /// The longest text a synthesizer takes, in characters.
  public static let maximumCharacters = 4_000

  /// Stores the values as given; ``SpeechSynthesizer/synthesize(_:to:)`` checks them (``validate()``).
  public init(text: String, language: String, rate: SpeechRate = .normal) {
    self.text = text
    self.language = language
    self.rate = rate
  }

  /// The text to speak, trimmed.
  ///
  /// - Throws: ``SpeechSynthesisError/Kind/emptyText`` or ``SpeechSynthesisError/Kind/textTooLong``.
  public func validate() throws(SpeechSynthesisError) -> String {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { throw SpeechSynthesisError(.emptyText) }
    guard trimmed.count <= Self.maximumCharacters else { throw SpeechSynthesisError(.textTooLong) }
    return trimmed
  }
}

/// A speaking pace relative to the synthesizer's normal one: `1` is normal, below it slower.
public struct SpeechRate: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The factor, clamped to 0.5…2 (slower or faster than that is no longer natural speech).
  public let factor: Double

  /// A pace `factor` times the normal one, clamped to 0.5…2.
  public init(factor: Double) {
    self.factor = factor.isFinite ? min(2, max(0.5, factor)) : 1
  }

  /// The synthesizer's own pace.
  public static let normal = SpeechRate(factor: 1)
  /// Seven tenths of it: every syllable still natural, slow enough to follow a new language.
  public static let slow = SpeechRate(factor: 0.7)

  public static func < (lhs: SpeechRate, rhs: SpeechRate) -> Bool { lhs.factor < rhs.factor }

  public var description: String { self == .normal ? "normal" : self == .slow ? "slow" : "×\(factor)" }
}

/// A synthesized WAV file and what it holds.
public struct SynthesizedSpeech: Sendable, Hashable {
  /// The file written.
  public let file: URL
  /// Its format as read back from the file (espeak-ng: 22,050 Hz mono).
  public let format: PCMFormat
  /// Its playing time.
  public let duration: Duration
  /// The voice that spoke, in the synthesizer's words (e.g. `es` for espeak-ng).
  public let voice: String

  /// Stores the values as given (synthesizers make these after reading the file back).
  public init(file: URL, format: PCMFormat, duration: Duration, voice: String) {
    self.file = file
    self.format = format
    self.duration = duration
    self.voice = voice
  }

  /// Reads back the WAV at `file`: the check every synthesizer makes before answering.
  ///
  /// - Throws: ``SpeechSynthesisError/Kind/unreadableOutput`` when it is not a readable, non-empty WAV.
  public static func reading(_ file: URL, voice: String) throws(SpeechSynthesisError) -> SynthesizedSpeech {
    let info: WAVInfo
    do { info = try WAVFile.info(at: file) } catch {
      throw SpeechSynthesisError(.unreadableOutput, detail: String(describing: error))
    }
    guard info.frameCount > 0 else { throw SpeechSynthesisError(.unreadableOutput, detail: "no audio") }
    return SynthesizedSpeech(file: file, format: info.format, duration: info.duration, voice: voice)
  }
}
