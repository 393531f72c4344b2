import ChatterboxAPI
import Foundation
import PracticeFeature
import SpeechAnalysis

extension TakeAnalyzer {
  /// The on-device preview: SpeechAnalysis on the take's closed WAV file, mapped to the numbers the server
  /// sends for the same take (``EvaluationResult/init(speechReport:)``).
  ///
  /// Streams the file a second at a time (memory stays flat however long the take) on a utility dispatch
  /// queue, never on the caller's actor or the Swift concurrency pool: an hour-long take is seconds of CPU.
  /// Throws `.unreadableAudio` for a missing, malformed or unsupported file and `.noSpeech` when the take
  /// holds no syllable nucleus (``TakeAnalyzer/examine`` names what it heard instead), the cases in which the
  /// server fails `unreadable_audio`, `unsupported_format`
  /// and `no_speech`. It never touches the network.
  public static let speechAnalysis = TakeAnalyzer.examining { file throws(TakeAnalyzerError) in
    try await offTheCallersActor { Result { () throws(TakeAnalyzerError) in try analyzeFile(file) } }.get()
  }

  /// Runs blocking `work` on a utility dispatch queue and returns its value: the caller's actor (the main
  /// actor of a shell) and the Swift concurrency pool stay free while it runs.
  public static func offTheCallersActor<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
      DispatchQueue.global(qos: .utility).async { continuation.resume(returning: work()) }
    }
  }

  /// The measures of ``analyzeFile(_:)``, or `.noSpeech`; blocks for as long as the analysis runs.
  public static func analyzeNow(_ file: URL) throws(TakeAnalyzerError) -> EvaluationResult {
    switch try analyzeFile(file) {
    case .speech(let result): return result
    case .notSpeech: throw .noSpeech
    }
  }

  /// What a file holds: speech with its measures, or what was heard instead (`silence`, `noise`,
  /// `steady_tone`, `beeps`, `music_like`: SpeechAnalysis' `NotSpeechReason`, ADR 0053). Throws
  /// `.unreadableAudio` for a missing, malformed or unsupported file; blocks while it runs.
  public static func analyzeFile(_ file: URL) throws(TakeAnalyzerError) -> TakeContent {
    let report: SpeechReport
    do {
      report = try SpeechAnalyzer.analyze(fileAt: file)
    } catch {
      // The server tells a refused format (`unsupported_format`) from an unreadable file; a take the device
      // recorded itself is one or the other only when it is damaged, so the preview has one word for both.
      throw .unreadableAudio
    }
    guard report.quality.noSpeech else { return .speech(EvaluationResult(speechReport: report)) }
    return .notSpeech(heard: report.quality.notSpeech.map(word(for:)) ?? "silence")
  }

  /// A reason's word, as ``TakeContent/notSpeech(heard:)`` names it.
  static func word(for reason: NotSpeechReason) -> String {
    switch reason {
    case .silence: "silence"
    case .noise: "noise"
    case .steadyTone: "steady_tone"
    case .beeps: "beeps"
    case .musicLike: "music_like"
    }
  }
}

extension EvaluationResult {
  /// The measures of `report` as the dev server's worker records them (its `EvaluationAnalysis.result`):
  /// seconds rounded to milliseconds, rates, confidence and dB to hundredths, counts to whole numbers
  /// clamped to 0…`Int32.max`; a value that is not finite reads 0. The confidence is the articulation
  /// rate's (0 when it has none).
  ///
  /// The two copies cannot share code (the server is another package with no app modules), so both run the
  /// same fixtures: `TakeAnalyzerMappingTests` here and `EvaluationMappingTests` in the dev server.
  public init(speechReport report: SpeechReport) {
    self.init(
      durationSeconds: Self.rounded(report.duration.value, 1000),
      speakingTimeSeconds: Self.rounded(report.speakingTime.value, 1000),
      pauseCount: Self.count(report.pauseCount.value),
      meanPauseSeconds: Self.rounded(report.meanPause.value, 1000),
      longestPauseSeconds: Self.rounded(report.longestPause.value, 1000),
      syllableCount: Self.count(report.syllableCount.value),
      speechRate: Self.rounded(report.speechRate.value, 100),
      articulationRate: Self.rounded(report.articulationRate.value, 100),
      confidence: Self.rounded(report.articulationRate.confidence ?? 0, 100),
      quality: EvaluationQuality(
        clipped: report.quality.isClipped, tooQuiet: report.quality.isTooQuiet,
        signalToNoiseDB: Self.rounded(report.quality.signalToNoise.value, 100)))
  }

  private static func rounded(_ value: Double, _ scale: Double) -> Double {
    value.isFinite ? (value * scale).rounded() / scale : 0
  }

  private static func count(_ value: Double) -> Int {
    value.isFinite ? Int(max(0, min(value, Double(Int32.max))).rounded()) : 0
  }
}
