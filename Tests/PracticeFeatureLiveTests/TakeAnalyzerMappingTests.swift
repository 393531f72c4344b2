import ChatterboxAPI
import Foundation
import PracticeFeature
import PracticeFeatureLive
import SpeechAnalysis
import Testing

@testable import PracticeFeatureLive

/// The preview's `SpeechReport` → `EvaluationResult` mapping against the dev server's fixtures
/// (`Tools/DevServer/Tests/Fixtures/evaluation-mapping.json`, which `EvaluationMappingTests` runs against the
/// worker's mapping): a preview shows the numbers the server will send for the same take.
@Suite("TakeAnalyzer mapping equals the dev server's")
struct TakeAnalyzerMappingTests {
  /// The contract's spelling of a result, as the fixture writes it.
  struct ContractResult: Decodable {
    struct Quality: Decodable {
      let clipped: Bool
      let tooQuiet: Bool
      let signalToNoiseDb: Double
    }

    let durationSeconds: Double
    let speakingTimeSeconds: Double
    let pauseCount: Int
    let meanPauseSeconds: Double
    let longestPauseSeconds: Double
    let syllableCount: Int
    let speechRate: Double
    let articulationRate: Double
    let confidence: Double
    let quality: Quality

    var domain: EvaluationResult {
      EvaluationResult(
        durationSeconds: durationSeconds, speakingTimeSeconds: speakingTimeSeconds, pauseCount: pauseCount,
        meanPauseSeconds: meanPauseSeconds, longestPauseSeconds: longestPauseSeconds, syllableCount: syllableCount,
        speechRate: speechRate, articulationRate: articulationRate, confidence: confidence,
        quality: EvaluationQuality(
          clipped: quality.clipped, tooQuiet: quality.tooQuiet, signalToNoiseDB: quality.signalToNoiseDb))
    }
  }

  private struct ReportsOnly: Decodable {
    struct Case: Decodable { let report: SpeechReport }
    let cases: [Case]
  }

  @Test("Each of the server's fixtures maps to the same result on the device")
  func sameAsServer() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let data = try Data(contentsOf: root.appending(path: "Tools/DevServer/Tests/Fixtures/evaluation-mapping.json"))
    // The report keeps Swift's names; the result is the contract's snake_case.
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    let reports = try decoder.decode(ReportsOnly.self, from: data).cases.map(\.report)
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    let results = try decoder.decode(ResultsOnly.self, from: data).cases.map(\.result.domain)
    #expect(reports.count >= 3 && reports.count == results.count)
    for (report, expected) in zip(reports, results) {
      #expect(EvaluationResult(speechReport: report) == expected)
    }
  }

  private struct ResultsOnly: Decodable {
    struct Case: Decodable { let result: ContractResult }
    let cases: [Case]
  }
}
