import Foundation
import SpeechAnalysis

/// Turns a stored take into an ``EvaluationOutcome`` with SpeechAnalysis (ADR 0028, 0031).
enum EvaluationAnalysis {
  /// Analyzes the file at `path`, off the Swift concurrency pool (an hour-long take is seconds of CPU).
  ///
  /// Never throws: a file that cannot be read is a retryable `unreadable_audio` (a shared directory may lag),
  /// a format the analyzer refuses and a take without speech fail at once.
  static func outcome(fileAt path: String, contentType: String) async -> EvaluationOutcome {
    guard contentType == "audio/wav" else { return .failed(.unsupportedFormat, retryable: false) }
    return await withCheckedContinuation { continuation in
      DispatchQueue.global(qos: .utility).async {
        continuation.resume(returning: analyze(fileAt: path))
      }
    }
  }

  /// The synchronous analysis behind ``outcome(fileAt:contentType:)``.
  static func analyze(fileAt path: String) -> EvaluationOutcome {
    let report: SpeechReport
    do {
      report = try SpeechAnalyzer.analyze(fileAt: URL(fileURLWithPath: path))
    } catch {
      switch error {
      case .unsupportedFormat: return .failed(.unsupportedFormat, retryable: false)
      case .file, .formatChanged: return .failed(.unreadableAudio, retryable: true)
      }
    }
    guard !report.quality.noSpeech else { return .failed(.noSpeech, retryable: false) }
    return .ready(result(report))
  }

  /// The measures the client needs, rounded (seconds to milliseconds, rates and dB to hundredths).
  static func result(_ report: SpeechReport) -> EvaluationResult {
    EvaluationResult(
      durationSeconds: rounded(report.duration.value, 1000),
      speakingTimeSeconds: rounded(report.speakingTime.value, 1000),
      pauseCount: count(report.pauseCount.value),
      meanPauseSeconds: rounded(report.meanPause.value, 1000),
      longestPauseSeconds: rounded(report.longestPause.value, 1000),
      syllableCount: count(report.syllableCount.value),
      speechRate: rounded(report.speechRate.value, 100),
      articulationRate: rounded(report.articulationRate.value, 100),
      confidence: rounded(report.articulationRate.confidence ?? 0, 100),
      quality: .init(
        clipped: report.quality.isClipped, tooQuiet: report.quality.isTooQuiet,
        signalToNoiseDB: rounded(report.quality.signalToNoise.value, 100)))
  }

  private static func rounded(_ value: Double, _ scale: Double) -> Double {
    value.isFinite ? (value * scale).rounded() / scale : 0
  }

  private static func count(_ value: Double) -> Int {
    value.isFinite ? Int(max(0, min(value, Double(Int32.max))).rounded()) : 0
  }
}
