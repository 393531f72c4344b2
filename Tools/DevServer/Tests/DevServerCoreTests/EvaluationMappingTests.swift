import Foundation
import SpeechAnalysis
import Testing

@testable import DevServerCore

/// The worker's `SpeechReport` → `EvaluationResult` mapping against `Tests/Fixtures/evaluation-mapping.json`,
/// the fixtures the app's on-device preview runs too (`TakeAnalyzerMappingTests`): the two copies of the
/// mapping cannot share code, so they share these cases.
@Suite("Evaluation mapping")
struct EvaluationMappingTests {
  struct Fixture: Decodable {
    struct Case: Decodable {
      let name: String
      let report: SpeechReport
      let result: EvaluationResult
    }

    let cases: [Case]
  }

  static func fixture() throws -> Fixture {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appending(path: "Fixtures/evaluation-mapping.json")
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    return try decoder.decode(Fixture.self, from: Data(contentsOf: url))
  }

  @Test("Each fixture's report maps to its result")
  func fixturesMap() throws {
    let cases = try Self.fixture().cases
    #expect(cases.count >= 3)
    for fixture in cases {
      #expect(EvaluationAnalysis.result(fixture.report) == fixture.result, "\(fixture.name)")
    }
  }
}
